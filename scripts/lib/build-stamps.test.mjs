import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint, isUpToDate, readStamps, writeStamps } from './build-stamps.mjs';

let root;
const target = { name: 'server', output: 'dist/main.js', inputs: ['src', 'package.json'] };
const write = (relative, text) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hrms-stamps-'));
  write('package.json', '{}');
  write('src/main.ts', 'export {};');
  write('dist/main.js', '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build as `npm start` records it. */
const built = () => {
  const stampFile = path.join(root, 'cache', 'stamps.json');
  writeStamps(stampFile, { [target.name]: fingerprint(root, target.inputs) });
  return readStamps(stampFile);
};

describe('build stamps', () => {
  it('an unchanged checkout is up to date, so a start does not rebuild', () => {
    expect(isUpToDate(root, target, built())).toBe(true);
  });

  it('an edited, added or removed source makes the build out of date', () => {
    const stamps = built();
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'src/main.ts'), later, later);
    expect(isUpToDate(root, target, stamps)).toBe(false);

    const again = built();
    write('src/other.ts', 'export {};');
    expect(isUpToDate(root, target, again)).toBe(false);

    const third = built();
    rmSync(path.join(root, 'src/other.ts'));
    expect(isUpToDate(root, target, third)).toBe(false);
  });

  it('a test file is not an input', () => {
    const stamps = built();
    write('src/main.test.ts', 'it()');
    expect(isUpToDate(root, target, stamps)).toBe(true);
  });

  it('a missing output or stamp file means a build', () => {
    const stamps = built();
    rmSync(path.join(root, 'dist/main.js'));
    expect(isUpToDate(root, target, stamps)).toBe(false);
    expect(readStamps(path.join(root, 'nowhere.json'))).toEqual({});
  });
});
