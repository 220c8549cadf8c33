/**
 * A file sent for download: its type, an attachment name (ASCII fallback and the exact UTF-8 name),
 * never sniffed as something else, and never kept by a cache, since it is someone's data.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-name';

export interface FileDownload {
  body: string | Uint8Array | Readable;
  contentType: string;
  fileName: string;
}

export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
