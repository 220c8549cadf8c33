/**
 * A ZIP written as it is made, for a download: `fill` adds entries and may await `drained()` so a
 * slow reader holds the writer back (the archive never sits in memory whole); a reader gone stops it
 * (`gone()`). A failure destroys the stream, which ends the download.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipWriter {
  /** A whole file, stored as is (PDFs and images gain nothing from deflate). */
  file(name: string, bytes: Uint8Array): void;
  /** A file written in parts and deflated; the last `push` passes `final`. */
  deflated(name: string): { push(bytes: Uint8Array, final?: boolean): void };
  /** Resolves once the reader has taken what was written (or has gone). */
  drained(): Promise<void>;
  /** Whether the reader has gone: nothing more needs writing. */
  gone(): boolean;
}

export function zipStream(
  fill: (zip: ZipWriter) => Promise<void>,
  onError?: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const writer: ZipWriter = {
    file(name, bytes) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
    },
    deflated(name) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      return { push: (bytes, final = false) => entry.push(bytes, final) };
    },
    drained: () =>
      out.writableNeedDrain
        ? new Promise<void>((resolve) => {
            const go = () => {
              out.off('drain', go).off('close', go);
              resolve();
            };
            out.once('drain', go).once('close', go);
          })
        : Promise.resolve(),
    gone: () => out.destroyed,
  };
  void (async () => {
    await fill(writer);
    if (!out.destroyed) zip.end();
  })().catch((error: unknown) => {
    onError?.(error);
    out.destroy(error as Error);
  });
  return out;
}
