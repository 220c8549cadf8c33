/**
 * Renders salary slips on worker threads. A slip's PDF costs the CPU 10-30 ms; a month's ZIP of
 * 10,000 rendered on the thread that answers requests would stall every other request for minutes
 * and, on the embedded database (which runs on that thread too), leave the other core idle.
 *
 * The workers start on the first slip and stop after a minute without one. The bundled server runs
 * dist/slip-pdf-worker.js; from the sources (tests, `npm run dev`) the worker is the .ts file under
 * tsx. With no workers configured, slips render on the calling thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderSlipPdf, type SlipDocument, type SlipPdfOptions } from './slip-pdf';

export interface RenderRequest {
  id: number;
  slip: SlipDocument;
  options: SlipPdfOptions;
}
export type RenderResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const IDLE_MS = 60_000;

function workerEntry(): { url: URL; execArgv: string[] } {
  const bundled = new URL('./slip-pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { url: bundled, execArgv: [] };
  return { url: new URL('./slip-pdf-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] };
}

export class SlipPdfPool {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private idle: NodeJS.Timeout | undefined;

  /** `size` workers at most; 0 renders on the calling thread. */
  constructor(private readonly size: number) {}

  render(slip: SlipDocument, options: SlipPdfOptions = {}): Promise<Buffer> {
    if (this.size === 0) return renderSlipPdf(slip, options);
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      this.busy();
      slot.worker.postMessage({ id, slip, options } satisfies RenderRequest);
    });
  }

  /** Stops the workers; slips still rendering are refused. */
  async close(): Promise<void> {
    clearTimeout(this.idle);
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => this.stop(slot, new Error('The slip renderer has stopped'))));
  }

  private leastBusy(): Slot {
    const free = this.slots.reduce<Slot | undefined>(
      (best, slot) => (!best || slot.pending.size < best.pending.size ? slot : best),
      undefined,
    );
    if (free && (free.pending.size === 0 || this.slots.length >= this.size)) return free;
    return this.start();
  }

  private start(): Slot {
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { execArgv });
    // The server's own handles keep the process alive; a renderer never does.
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (result: RenderResult) => {
      const waiting = slot.pending.get(result.id);
      if (!waiting) return;
      slot.pending.delete(result.id);
      if ('error' in result) waiting.reject(new Error(result.error));
      else waiting.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
      this.busy();
    });
    // A worker that fails takes its slips with it; the next slip starts a new one.
    const fail = (error: Error) => void this.stop(slot, error);
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The slip renderer stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private async stop(slot: Slot, error: Error): Promise<void> {
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    for (const waiting of slot.pending.values()) waiting.reject(error);
    slot.pending.clear();
    slot.worker.removeAllListeners();
    await slot.worker.terminate();
  }

  /** Idle workers are stopped after a minute; they are started again by the next slip. */
  private busy(): void {
    clearTimeout(this.idle);
    if (this.slots.every((slot) => slot.pending.size === 0)) {
      this.idle = setTimeout(() => void this.close(), IDLE_MS);
      this.idle.unref();
    }
  }
}
