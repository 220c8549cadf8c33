/**
 * Pictures drawn for the demo, offline and byte for byte the same on every install: a portrait
 * silhouette for each person's photo, and what the document "scans" are drawn on. PNG, because a
 * photo must be a PNG or a JPEG; encoded with node:zlib, as flat shapes and block letters need no
 * image library. A photo is no place for initials: the web draws those, sharp at every size, for a
 * person without a photo, and block letters in a picture looked pixelated beside them.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [red: number, green: number, blue: number];

export const WHITE: Rgb = [255, 255, 255];

/** A 5×7 pixel font: each glyph is seven rows of five pixels, `1` drawn. */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
};
const GLYPH_WIDTH = 5;

/** An RGB picture to draw rectangles and block capitals on, then encode as PNG. */
export class Bitmap {
  private readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  /** A rectangle, clipped to the picture; coordinates are whole pixels. */
  fill(x: number, y: number, width: number, height: number, color: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row++) {
      for (let column = Math.max(0, x); column < Math.min(this.width, x + width); column++) {
        this.pixels.set(color, (row * this.width + column) * 3);
      }
    }
  }

  /**
   * `color` over what is there, on as much of each pixel as the shape covers (`coverage` at the
   * pixel's centre, 0 to 1), so curved edges come out smooth rather than stepped.
   */
  blend(coverage: (x: number, y: number) => number, color: Rgb): void {
    for (let row = 0; row < this.height; row++) {
      for (let column = 0; column < this.width; column++) {
        const share = Math.min(1, Math.max(0, coverage(column + 0.5, row + 0.5)));
        if (share === 0) continue;
        const at = (row * this.width + column) * 3;
        for (let channel = 0; channel < 3; channel++) {
          const was = this.pixels[at + channel] ?? 0;
          this.pixels[at + channel] = Math.round(was + ((color[channel] ?? 0) - was) * share);
        }
      }
    }
  }

  /** Capitals from (x, y), each font pixel `scale` pixels square; characters without a glyph stay blank. */
  text(text: string, x: number, y: number, scale: number, color: Rgb): void {
    [...text.toUpperCase()].forEach((character, index) => {
      const rows = GLYPHS[character]?.split(' ') ?? [];
      const left = x + index * (GLYPH_WIDTH + 1) * scale;
      rows.forEach((bits, row) => {
        [...bits].forEach((bit, column) => {
          if (bit === '1') this.fill(left + column * scale, y + row * scale, scale, scale, color);
        });
      });
    });
  }

  /** Text centred across the picture, its top at y. */
  centredText(text: string, y: number, scale: number, color: Rgb): void {
    this.text(text, Math.round((this.width - textWidth(text, scale)) / 2), y, scale, color);
  }

  png(): Buffer {
    const rowBytes = this.width * 3;
    const scanlines = Buffer.alloc((rowBytes + 1) * this.height);
    for (let row = 0; row < this.height; row++) {
      // Each scanline starts with its filter type; 0 (none) keeps the encoder trivial.
      scanlines[row * (rowBytes + 1)] = 0;
      scanlines.set(this.pixels.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter set, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(scanlines, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

export function textWidth(text: string, scale: number): number {
  return text.length * (GLYPH_WIDTH + 1) * scale - scale;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Strong colours a light silhouette reads well on. */
const AVATAR_COLORS: readonly Rgb[] = [
  [37, 99, 235],
  [5, 150, 105],
  [217, 119, 6],
  [220, 38, 38],
  [124, 58, 237],
  [219, 39, 119],
  [13, 148, 136],
  [79, 70, 229],
  [234, 88, 12],
  [8, 145, 178],
];
/** More than twice the largest avatar the web shows: a 64 px profile header on a 2× screen. */
const AVATAR_SIZE = 160;

/**
 * A portrait silhouette (head and shoulders, edges smoothed) on a colour that follows from the
 * person's name, so it never changes: a photo for everyone, sharp at every size it is shown.
 */
export function avatarPng(firstName: string, lastName: string): Buffer {
  const name = `${firstName} ${lastName}`;
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const background = AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
  const image = new Bitmap(AVATAR_SIZE, AVATAR_SIZE, background);
  const figure = background.map((channel) => Math.round(channel + (255 - channel) * 0.82)) as unknown as Rgb;
  const unit = AVATAR_SIZE / 256;
  const [cx, headY, headR] = [128 * unit, 102 * unit, 48 * unit];
  const [bodyY, bodyRx, bodyRy] = [262 * unit, 96 * unit, 92 * unit];
  // A pixel half inside an edge is half covered: 0.5 minus the distance past the edge, in pixels.
  const edge = (distance: number) => 0.5 - distance;
  image.blend(
    (x, y) =>
      Math.max(
        edge(Math.hypot(x - cx, y - headY) - headR),
        edge((Math.hypot((x - cx) / bodyRx, (y - bodyY) / bodyRy) - 1) * Math.min(bodyRx, bodyRy)),
      ),
    figure,
  );
  return image.png();
}
