/**
 * What a file is, from its content rather than its name (product-decisions.md "Documents and
 * files"): PDF, PNG and JPEG by their signatures; DOCX and XLSX as ZIP packages holding the part
 * that makes them a Word or Excel file; CSV as UTF-8 text that is not markup. A `.html` renamed
 * `.pdf` is text starting with `<`, so it is none of these.
 *
 * An image the product draws itself (the logo on slips, photos) must also be whole, not just start
 * like one: `imageProblem` reads it through (see there).
 */
import { crc32, inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { AppError } from './app-error';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'docx' | 'xlsx' | 'csv';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function officeKind(bytes: Uint8Array): 'docx' | 'xlsx' | null {
  const names: string[] = [];
  try {
    // Read the directory only: the filter sees every entry and keeps none.
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  return null;
}

function isCsvText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  // NUL anywhere, not only in the sample: no text file holds one, and the database refuses it.
  if (sample.length === 0 || bytes.includes(0)) return false;
  let text: string;
  try {
    // Streaming when the sample is cut from a longer file: a multi-byte character cut at its end
    // waits for bytes that are not read, instead of counting as broken UTF-8.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length });
  } catch {
    return false;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  // Markup (HTML, SVG, XML) is never accepted as CSV: a browser could render it.
  if (start.startsWith('<')) return false;
  // Control characters other than tab, CR and LF mean it is not text.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ZIP)) return officeKind(bytes);
  return isCsvText(bytes) ? 'csv' : null;
}

// ------------------------------------------------------------------------------------------ images

export type ImageKind = 'png' | 'jpeg';

/**
 * Why an image the product draws cannot be drawn: `'damaged'` (a chunk, a checksum, the
 * compressed pixels or the JPEG's segments do not hold together), `'too large'` (more pixels than
 * `MAX_IMAGE_BYTES` decoded), or null when it reads through. A PNG is decoded in full: every
 * chunk's CRC, the header, and its pixels inflated to exactly the size the header promises, each
 * row with a known filter. A JPEG is walked segment by segment from its start to its end marker,
 * with the frame header and quantisation tables it needs; its entropy-coded data is not decoded
 * (a PDF carries a JPEG as it is, so a flaw there spoils the picture, never the document).
 */
export function imageProblem(bytes: Uint8Array, kind: ImageKind): 'damaged' | 'too large' | null {
  try {
    return kind === 'png' ? pngProblem(bytes) : jpegProblem(bytes);
  } catch {
    return 'damaged';
  }
}

/**
 * An uploaded picture the product will draw (the logo, a photo): its kind when it is a PNG or JPEG
 * that reads through, else a 415 saying what is wrong with it in words its uploader can act on.
 */
export function requireImage(bytes: Uint8Array, what: 'logo' | 'photo'): ImageKind {
  const kind = detectFileKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `A ${what} must be a PNG or JPEG image.`);
  }
  switch (imageProblem(bytes, kind)) {
    case null:
      return kind;
    case 'damaged':
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `This ${what} cannot be read: the image is damaged or incomplete. Open it in an image editor, save it again as a PNG or JPEG and upload that.`,
      );
    case 'too large':
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `This ${what} has too many pixels to draw. Make it smaller (5,000 × 5,000 pixels at most) and upload it again.`,
      );
  }
}

/** Decoded pixels an image may hold: 100 MiB, a 5000 × 5000 picture with transparency. */
export const MAX_IMAGE_BYTES = 100 * 1024 * 1024;

/** Channels of each PNG colour type, and the bit depths it allows. */
const PNG_COLOUR_TYPES: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's seven passes: first column and row, then the steps between them. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngProblem(bytes: Uint8Array): 'damaged' | 'too large' | null {
  if (!startsWith(bytes, PNG)) return 'damaged';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null =
    null;
  let palette = false;
  let ended = false;
  const pixels: Uint8Array[] = [];
  for (let pos = PNG.length; !ended; ) {
    if (pos + 12 > bytes.length) return 'damaged';
    const length = view.getUint32(pos);
    const type = String.fromCharCode(...bytes.subarray(pos + 4, pos + 8));
    if (length > 0x7fffffff || pos + 12 + length > bytes.length || !/^[A-Za-z]{4}$/.test(type)) {
      return 'damaged';
    }
    const data = bytes.subarray(pos + 8, pos + 8 + length);
    if (crc32(data, crc32(bytes.subarray(pos + 4, pos + 8))) !== view.getUint32(pos + 8 + length)) {
      return 'damaged';
    }
    if (header === null && type !== 'IHDR') return 'damaged';
    switch (type) {
      case 'IHDR': {
        if (header !== null || length !== 13) return 'damaged';
        const fields = new DataView(data.buffer, data.byteOffset, 13);
        header = {
          width: fields.getUint32(0),
          height: fields.getUint32(4),
          depth: data[8]!,
          colour: data[9]!,
          interlace: data[12]!,
        };
        const allowed = PNG_COLOUR_TYPES[header.colour];
        if (
          header.width === 0 ||
          header.height === 0 ||
          !allowed?.depths.includes(header.depth) ||
          data[10] !== 0 ||
          data[11] !== 0 ||
          header.interlace > 1
        ) {
          return 'damaged';
        }
        break;
      }
      case 'PLTE':
        if (length === 0 || length % 3 !== 0 || length > 256 * 3) return 'damaged';
        palette = true;
        break;
      case 'IDAT':
        pixels.push(data);
        break;
      case 'IEND':
        ended = true;
        break;
    }
    pos += 12 + length;
  }
  if (!header || pixels.length === 0 || (header.colour === 3 && !palette)) return 'damaged';

  // Each row's bytes, a filter byte before each row, pass by pass when interlaced.
  const { channels } = PNG_COLOUR_TYPES[header.colour]!;
  const bitsPerPixel = channels * header.depth;
  const passes =
    header.interlace === 1
      ? ADAM7.map(([x0, y0, dx, dy]) => ({
          width: Math.max(0, Math.ceil((header.width - x0) / dx)),
          height: Math.max(0, Math.ceil((header.height - y0) / dy)),
        }))
      : [{ width: header.width, height: header.height }];
  const rows = passes
    .filter((pass) => pass.width > 0 && pass.height > 0)
    .map((pass) => ({ rowBytes: Math.ceil((pass.width * bitsPerPixel) / 8), count: pass.height }));
  const expected = rows.reduce((sum, pass) => sum + pass.count * (pass.rowBytes + 1), 0);
  if (expected > MAX_IMAGE_BYTES) return 'too large';

  // One byte more than promised may come out: then there was too much, which is damage too.
  const decoded = inflateSync(Buffer.concat(pixels), { maxOutputLength: expected + 1 });
  if (decoded.length !== expected) return 'damaged';
  let at = 0;
  for (const pass of rows) {
    for (let row = 0; row < pass.count; row++) {
      if (decoded[at]! > 4) return 'damaged';
      at += pass.rowBytes + 1;
    }
  }
  return null;
}

/** Frame headers (SOF0–SOF15 but DHT, JPG and DAC, which share the range). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegProblem(bytes: Uint8Array): 'damaged' | 'too large' | null {
  if (!startsWith(bytes, JPEG)) return 'damaged';
  let frame = false;
  let tables = false;
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return 'damaged';
    // Fill bytes: any number of 0xFF before a marker.
    while (bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) return 'damaged';
    const marker = bytes[pos++]!;
    if (marker === 0xd9) return frame ? null : 'damaged';
    if (marker === 0x00 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      return 'damaged';
    }
    if (pos + 2 > bytes.length) return 'damaged';
    const length = (bytes[pos]! << 8) | bytes[pos + 1]!;
    if (length < 2 || pos + length > bytes.length) return 'damaged';
    const segment = bytes.subarray(pos + 2, pos + length);
    pos += length;
    if (isFrameMarker(marker)) {
      const height = (segment[1]! << 8) | segment[2]!;
      const width = (segment[3]! << 8) | segment[4]!;
      const components = segment[5]!;
      if (frame || width === 0 || height === 0 || ![1, 3, 4].includes(components)) return 'damaged';
      if (segment.length !== 6 + 3 * components) return 'damaged';
      if (width * height * components > MAX_IMAGE_BYTES) return 'too large';
      frame = true;
    } else if (marker === 0xdb) {
      tables = true;
    } else if (marker === 0xda) {
      if (!frame || !tables) return 'damaged';
      // The entropy-coded data runs to the next marker; 0xFF00 is a stuffed byte, RSTn a restart.
      while (pos < bytes.length) {
        if (bytes[pos] !== 0xff) {
          pos++;
          continue;
        }
        const next = bytes[pos + 1];
        if (next === undefined) return 'damaged';
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          pos += 2;
          continue;
        }
        if (next === 0xff) {
          pos++;
          continue;
        }
        break;
      }
    }
  }
  // No end of image: the file was cut short.
  return 'damaged';
}
