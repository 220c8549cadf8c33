import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { avatarPng } from './images';

/** The width and the RGB pixels of a PNG this module wrote (8-bit RGB, no filter, one IDAT). */
function pixelsOf(png: Buffer): { width: number; colours: Set<string> } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const colours = new Set<string>();
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const at = row * (width * 3 + 1) + 1 + column * 3;
      colours.add(rows.subarray(at, at + 3).join(','));
    }
  return { width, colours };
}

describe('a demo photo', () => {
  it('is a portrait with smooth edges, large enough for a 64 px avatar on a 2× screen', () => {
    const { width, colours } = pixelsOf(avatarPng('Asha', 'Rao'));
    expect(width).toBeGreaterThanOrEqual(128);
    // Two colours are hard, stepped edges (block letters); shades between them are smoothed ones.
    expect(colours.size).toBeGreaterThan(8);
  });

  it('is the same picture for the same person on every install', () => {
    expect(avatarPng('Asha', 'Rao').equals(avatarPng('Asha', 'Rao'))).toBe(true);
  });
});
