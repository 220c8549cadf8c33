/**
 * A worker thread that renders salary slips (./slip-pdf-pool.ts starts it): a slip's document in,
 * its PDF's bytes out, so a month's thousands of PDFs never hold up the thread that answers requests.
 */
import { parentPort } from 'node:worker_threads';
import { renderSlipPdf } from './slip-pdf';
import type { RenderRequest, RenderResult } from './slip-pdf-pool';

if (!parentPort) throw new Error('slip-pdf-worker runs as a worker thread');
const port = parentPort;

port.on('message', (request: RenderRequest) => {
  renderSlipPdf(request.slip, request.options).then(
    (bytes) => {
      const pdf = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      port.postMessage({ id: request.id, pdf } satisfies RenderResult);
    },
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderResult),
  );
});
