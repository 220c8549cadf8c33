import { crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { avatarPng } from '../demo/images';
import { damagedJpeg, damagedPng, jpegImage, pngImage } from '../test/images';
import { detectFileKind, imageProblem } from './file-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** An Office Open XML package with the parts that make it what it is, and nothing else. */
function officePackage(main: 'word/document.xml' | 'xl/workbook.xml'): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
    [main]: strToU8('<?xml version="1.0"?><root/>'),
  });
}

describe('detectFileKind accepts', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'pdf'],
    [
      'a PNG',
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52),
      'png',
    ],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0), 'jpeg'],
    ['a Word document', officePackage('word/document.xml'), 'docx'],
    ['an Excel workbook', officePackage('xl/workbook.xml'), 'xlsx'],
    ['a CSV', text('name,amount\nAsha,100\r\nRavi,"2,000"\n'), 'csv'],
    ['a CSV with a byte order mark and non-ASCII names', text('\uFEFFname\tcity\nZoë\tMünchen\n'), 'csv'],
    // 64 KB in, the sample ends inside a three-byte character: the rest of it is in the file.
    ['a long CSV with a character across the sample’s end', text(`a${'नाम,'.repeat(20_000)}\n`), 'csv'],
  ] as const)('%s', (_, content, kind) => {
    expect(detectFileKind(content)).toBe(kind);
  });
});

describe('detectFileKind refuses', () => {
  it.each([
    ['an HTML page renamed .pdf', text('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['an HTML page after blank lines', text('\n\n   <html><body>hi</body></html>')],
    ['an SVG image', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['an SVG with a byte order mark', text('\uFEFF<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a Windows executable', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00)],
    ['an ELF executable', bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00)],
    ['an empty file', new Uint8Array(0)],
    ['a ZIP that is not an Office document', zipSync({ 'notes.txt': strToU8('hello') })],
    ['a broken ZIP', bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5)],
    ['text with control characters', text('name\u0001value\n')],
    ['bytes that are not UTF-8', bytes(0x61, 0x62, 0xc3, 0x28, 0x0a)],
    ['a long CSV with a NUL past the first 64 KB', text(`${'name,city\n'.repeat(10_000)}x\u0000y\n`)],
  ])('%s', (_, content) => {
    expect(detectFileKind(content)).toBeNull();
  });
});

describe('imageProblem', () => {
  it('reads through whole PNGs (with and without alpha, interlaced too) and JPEGs', () => {
    expect(imageProblem(pngImage(), 'png')).toBeNull();
    expect(imageProblem(pngImage({ alpha: false, size: 33 }), 'png')).toBeNull();
    expect(imageProblem(avatarPng('Asha', 'Rao'), 'png')).toBeNull();
    for (const size of [1, 3, 9])
      expect(imageProblem(pngImage({ size, interlaced: true }), 'png')).toBeNull();
    expect(imageProblem(jpegImage(), 'jpeg')).toBeNull();
  });

  it('finds a PNG whose compressed pixels are not deflate, though its header and checksums are right', () => {
    expect(detectFileKind(damagedPng())).toBe('png');
    expect(imageProblem(damagedPng(), 'png')).toBe('damaged');
    expect(imageProblem(damagedPng({ alpha: false }), 'png')).toBe('damaged');
  });

  it.each([
    ['only a signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['a chunk’s checksum wrong', flipByte(pngImage(), 45)],
    ['cut short before its end chunk', pngImage().subarray(0, -12)],
    ['fewer pixels than its header says', pngImage({ pixels: deflateSync(Buffer.alloc(10)) })],
    ['more pixels than its header says', pngImage({ pixels: deflateSync(Buffer.alloc(4 * 17 + 50)) })],
    ['a row with an unknown filter', pngImage({ pixels: deflateSync(Buffer.alloc(4 * 17, 9)) })],
  ])('finds a PNG with %s damaged', (_, content) => {
    expect(imageProblem(content, 'png')).toBe('damaged');
  });

  it('refuses a PNG that would decode to more than it may hold, without decoding it', () => {
    const huge = Buffer.from(pngImage());
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(imageProblem(huge, 'png')).toBe('too large');
  });

  it.each([
    ['cut short', damagedJpeg()],
    ['only its start', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0)],
    ['a segment longer than the file', Buffer.concat([jpegImage().subarray(0, 4), bytes(0xff, 0xff)])],
    ['no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
  ])('finds a JPEG %s damaged', (_, content) => {
    expect(imageProblem(content, 'jpeg')).toBe('damaged');
  });
});

/** `bytes` with the one at `index` changed. */
function flipByte(content: Uint8Array, index: number): Buffer {
  const copy = Buffer.from(content);
  copy[index] = copy[index]! ^ 0xff;
  return copy;
}
