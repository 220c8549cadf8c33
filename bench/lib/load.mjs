// Load generation shared by the benchmarks: N connections each sending one request after another
// (closed loop), or the same connections sending at a fixed total rate (open loop, paced).
import { summarize } from './stats.mjs';

/**
 * @param {{ connections: number, seconds: number, request: (i: number) => Promise<Response>,
 *           ratePerSecond?: number }} options
 */
export async function runLoad({ connections, seconds, request, ratePerSecond }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  // Paced: request k is due at started + k / rate, whichever connection is free takes it.
  const interval = ratePerSecond ? 1000 / ratePerSecond : 0;

  async function connection() {
    while (performance.now() < deadline) {
      const i = sequence++;
      if (interval) {
        const due = started + i * interval;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (performance.now() >= deadline) break;
      }
      const sent = performance.now();
      try {
        const res = await request(i);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  return { ...summarize(latencies), errors, perSecond: latencies.length / elapsed };
}

export const ms = (/** @type {number} */ v) => `${v.toFixed(1)} ms`;

/**
 * The paced load the module benchmarks drive, from the environment: `BENCH_CLIENTS` connections for
 * `BENCH_SECONDS`, at `BENCH_RATE` requests a second.
 */
export function pacedLoad() {
  return {
    CLIENTS: Number(process.env.BENCH_CLIENTS ?? 50),
    SECONDS: Number(process.env.BENCH_SECONDS ?? 10),
    RATE: Number(process.env.BENCH_RATE ?? 100),
  };
}
