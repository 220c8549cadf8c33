/**
 * Images for tests that upload or draw one: whole PNGs and JPEGs, and the damaged kinds that start
 * like an image and break further in (a PNG whose compressed pixels are not deflate, with every
 * checksum right; a JPEG cut short).
 */
import { crc32, deflateSync } from 'node:zlib';
import { ADAM7 } from '../lib/file-type';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return Buffer.concat([head, data, crc]);
}

/**
 * A `size` × `size` grey PNG, 8 bits a channel: RGBA by default (pdfkit decodes those to split out
 * the alpha channel), or RGB; Adam7-interlaced when asked. `pixels` replaces the IDAT chunk's
 * compressed data, checksummed anew. `bytes` makes the file that long with a comment (tEXt) chunk,
 * for tests of a size limit.
 */
export function pngImage(
  options: { size?: number; alpha?: boolean; interlaced?: boolean; pixels?: Uint8Array; bytes?: number } = {},
): Buffer {
  const size = options.size ?? 4;
  const channels = options.alpha === false ? 3 : 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, options.interlaced ? 1 : 0], 8);
  // Row widths in pixels, pass by pass when interlaced; each row is its filter byte (0) and pixels.
  const widths = options.interlaced
    ? ADAM7.flatMap(([x0, y0, dx, dy]) => {
        const width = Math.max(0, Math.ceil((size - x0) / dx));
        const height = Math.max(0, Math.ceil((size - y0) / dy));
        return width > 0 ? new Array<number>(height).fill(width) : [];
      })
    : new Array<number>(size).fill(size);
  const rows = Buffer.concat(
    widths.map((width) => Buffer.from([0, ...new Array(width * channels).fill(0x80)])),
  );
  const parts = [
    Buffer.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', options.pixels ?? deflateSync(rows)),
  ];
  const end = chunk('IEND', new Uint8Array(0));
  if (options.bytes !== undefined) {
    // A comment chunk: its head and checksum (12 bytes), the keyword and its NUL (8), the filler.
    const filler = options.bytes - parts.reduce((sum, part) => sum + part.length, 0) - end.length - 20;
    if (filler < 0)
      throw new RangeError(`A PNG of ${options.size ?? 4} pixels needs more than ${options.bytes} bytes`);
    parts.push(chunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(filler)}`, 'latin1')));
  }
  return Buffer.concat([...parts, end]);
}

/** A PNG with a valid signature, header and checksums whose compressed body is not deflate. */
export function damagedPng(options: { alpha?: boolean } = {}): Buffer {
  return pngImage({ ...options, pixels: Buffer.from('these bytes were never compressed pixels') });
}

/**
 * An 8 × 8 grey baseline JPEG, the least a decoder takes: a quantisation table, the frame, one
 * Huffman table each for DC and AC with a single one-bit code, the scan (DC difference 0, then the
 * end of block) and the end of image.
 */
export function jpegImage(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCode = (tableClass: number) => [tableClass << 4, 1, ...new Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCode(0)),
    ...segment(0xc4, oneCode(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0b0011_1111,
    0xff,
    0xd9,
  ]);
}

/** A JPEG cut short inside its scan: no end of image. */
export function damagedJpeg(): Buffer {
  return jpegImage().subarray(0, -3);
}
