/** Liveness and what the process runs on, for operators and the e2e harness; its metrics for admin. */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { HealthResponse, ServerMetrics } from '@hrms/contracts/health';
import type { DatabaseHandle, PoolStats } from '../../db/client';

const NS_PER_MS = 1e6;
/** How often the loop is sampled; each sample is the time since the last, so this much is no delay. */
const RESOLUTION_MS = 10;

export class HealthService {
  private migration: string | null | undefined;
  private readonly loopDelay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private windowStartedAt: number;
  private poolAtWindowStart: PoolStats | undefined;

  constructor(private readonly deps: { database: DatabaseHandle; version: string; startedAt: number }) {
    this.loopDelay.enable();
    this.windowStartedAt = performance.now();
    this.poolAtWindowStart = deps.database.poolStats?.();
  }

  async check(): Promise<HealthResponse> {
    const { database } = this.deps;
    let status: HealthResponse['status'] = 'ok';
    try {
      // Migrations only run at start, so the tag is read once; a failing read means the database is down.
      this.migration ??= await database.lastMigration();
      await database.ping();
    } catch {
      status = 'degraded';
    }
    return {
      status,
      database: database.kind,
      migration: this.migration ?? null,
      version: this.deps.version,
      node: process.versions.node,
      uptimeSeconds: Math.round((performance.now() - this.deps.startedAt) / 10) / 100,
    };
  }

  /** What this process saw since the previous call (or its start); each call starts a new window. */
  metrics(): ServerMetrics {
    const now = performance.now();
    const loop = this.loopDelay;
    // A window counts from its first sample, one interval in; with no sample its delay is none.
    const ms = (ns: number) =>
      loop.count > 0 && Number.isFinite(ns) ? round(Math.max(0, ns / NS_PER_MS - RESOLUTION_MS)) : 0;
    const pool = this.deps.database.poolStats?.();
    const before = this.poolAtWindowStart;
    const metrics: ServerMetrics = {
      pid: process.pid,
      windowSeconds: round((now - this.windowStartedAt) / 1000),
      eventLoopDelayMs: {
        mean: ms(loop.mean),
        p50: ms(loop.percentile(50)),
        p99: ms(loop.percentile(99)),
        max: ms(loop.max),
      },
      pool: pool
        ? {
            size: pool.size,
            idle: pool.idle,
            waitingNow: pool.waitingNow,
            max: pool.max,
            checkouts: pool.checkouts - (before?.checkouts ?? 0),
            waited: pool.waited - (before?.waited ?? 0),
            waitMsTotal: round(pool.waitMsTotal - (before?.waitMsTotal ?? 0)),
            // The longest wait since the start: a maximum cannot be taken apart by window.
            waitMsMax: round(pool.waitMsMax),
          }
        : null,
      memory: { rssBytes: process.memoryUsage.rss(), heapUsedBytes: process.memoryUsage().heapUsed },
    };
    loop.reset();
    this.windowStartedAt = now;
    this.poolAtWindowStart = pool;
    return metrics;
  }

  /** Stops measuring the event loop (the app closing). */
  close(): void {
    this.loopDelay.disable();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
