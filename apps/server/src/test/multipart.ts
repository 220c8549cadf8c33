/**
 * multipart/form-data bodies built by hand, for `app.inject`: the parts go in the order given, so a
 * test can put the file before or after the fields, or send no file at all.
 */
import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Uint8Array | string; contentType?: string };

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

/** Quotes a value for a Content-Disposition parameter as browsers do (`"` and line breaks escaped). */
function quoted(value: string): string {
  return `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

export function multipart(parts: readonly MultipartPart[]): MultipartBody {
  const boundary = `----hrms-test-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('fileName' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name=${quoted(part.name)}; filename=${quoted(part.fileName)}\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : Buffer.from(part.content));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name=${quoted(part.name)}\r\n\r\n`));
      chunks.push(Buffer.from(part.value));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The fields as parts followed by one file part named `file`. */
export function formWithFile(
  fields: Record<string, string>,
  file: { fileName: string; content: Uint8Array | string; contentType?: string },
): MultipartBody {
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', ...file },
  ]);
}
