import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  build,
  fingerprint,
  isUpToDate,
  readStamps,
  stampFileOf,
  TARGETS,
  writeStamps,
} from './build-stamps.mjs';

const repository = fileURLToPath(new URL('../..', import.meta.url));

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

describe('npm run build and npm start', () => {
  /** Builds as the scripts do, with a build that writes the output (or fails) and is counted. */
  const builder = (targets, { fails = false } = {}) => {
    const ran = [];
    const options = {
      targets,
      log: () => {},
      run: (_root, t) => {
        ran.push(t.name);
        if (fails) return 2;
        write(t.output, 'built');
        return 0;
      },
    };
    return { ran, options };
  };
  const targets = [
    { name: 'web', output: 'web-dist/index.html', inputs: ['package.json', 'web'] },
    { name: 'server', output: 'dist/main.js', inputs: ['package.json', 'src'] },
  ];

  it('a start right after a build builds nothing again; a change rebuilds only what reads it', () => {
    write('web/app.tsx', 'export {};');
    const full = builder(targets);
    expect(build(root, { ...full.options, force: true })).toBe(0);
    expect(full.ran).toEqual(['web', 'server']);

    const start = builder(targets);
    expect(build(root, start.options)).toBe(0);
    expect(start.ran).toEqual([]);

    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'src/main.ts'), later, later);
    const next = builder(targets);
    build(root, next.options);
    expect(next.ran).toEqual(['server']);
  });

  it('a failed build is built again by the next start', () => {
    build(root, { ...builder(targets).options, force: true });
    const failing = builder(targets, { fails: true });
    expect(build(root, { ...failing.options, force: true })).toBe(2);
    expect(failing.ran).toEqual(['web']);
    const start = builder(targets);
    build(root, start.options);
    expect(start.ran).toEqual(['web']);
  });

  it('both scripts build through the same stamps', () => {
    const manifest = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8'));
    expect(manifest.scripts.build).toBe('node scripts/build.mjs');
    expect(manifest.scripts.start).toBe('node scripts/start.mjs');
    for (const script of ['build.mjs', 'start.mjs']) {
      expect(readFileSync(path.join(repository, 'scripts', script), 'utf8')).toMatch(
        /import \{ build \} from '\.\/lib\/build-stamps\.mjs'/,
      );
    }
    expect(stampFileOf(repository)).toBe(path.join(repository, 'node_modules', '.cache', 'hrms-build.json'));
    expect(TARGETS.map((t) => t.workspace)).toEqual(['@hrms/web', '@hrms/server']);
  });
});
