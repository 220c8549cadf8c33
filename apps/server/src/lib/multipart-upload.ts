/**
 * Reads a multipart upload of one file and a few text fields into memory, with a size limit per
 * call. The parts may come in any order (a browser's FormData, `curl -F`), so the whole request is
 * read rather than only up to the file. Too large a file is a 413 with the limit in words; the file
 * name is passed on as sent, for the caller to clean.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from './app-error';
import { fieldWithNul, nulRefused } from './nul-character';

export interface UploadedFile {
  /** As the client sent it: untrusted, never a path. */
  fileName: string;
  bytes: Buffer;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Reads the upload once the caller knows its limit (permission and scope are checked first). */
export type ReceiveUpload = (maxBytes: number) => Promise<ReceivedUpload>;

/** "10 MB", "512 KB": how a limit is said to a person. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}

/**
 * Our own errors and the multipart reader's limits (with their 4xx status) pass as they are; a body
 * the parser cannot read at all (no boundary, cut short) is the client's fault, not a server error.
 */
function unreadable(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (isAppError(error) || (typeof status === 'number' && status >= 400 && status < 500)) return error;
  return new AppError(
    'VALIDATION_FAILED',
    'The upload could not be read: send the file as a complete multipart/form-data request.',
  );
}

export function uploadReader(request: FastifyRequest, fileField = 'file'): ReceiveUpload {
  return async (maxBytes) => {
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
    }
    const tooLarge = () =>
      new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is too large. The largest file allowed is ${formatBytes(maxBytes)}.`,
      );
    // One byte over the limit tells "exactly at the limit" from "cut off at the limit".
    const options = { limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false };
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    try {
      for await (const part of request.parts(options)) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.file.truncated || bytes.length > maxBytes) throw tooLarge();
          if (part.fieldname === fileField && !file) file = { fileName: part.filename ?? '', bytes };
        } else if (part.fieldname !== fileField && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } catch (error) {
      throw unreadable(error);
    }
    const field = fieldWithNul(fields, 'body');
    if (field) throw nulRefused(field);
    return { fields, file };
  };
}
