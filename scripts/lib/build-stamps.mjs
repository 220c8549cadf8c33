/**
 * The builds of the web app and the server, and which are out of date: a build's inputs are
 * fingerprinted by each file's path, size and modification time (hashed), and the fingerprint of
 * the last good build is kept in a stamp file. Reading metadata only keeps the check near 100 ms on
 * a whole checkout. `npm run build` (scripts/build.mjs) and `npm start` (scripts/start.mjs) both
 * build through `build` here, so a start right after a build finds nothing to rebuild.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const shared = ['packages/contracts/src', 'packages/contracts/package.json', 'package-lock.json'];

/** What each build reads and the file whose presence says it was made, in the order they build. */
export const TARGETS = [
  {
    name: 'web',
    workspace: '@hrms/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
    ],
  },
  {
    name: 'server',
    workspace: '@hrms/server',
    output: 'apps/server/dist/main.js',
    inputs: [...shared, 'apps/server/src', 'apps/server/scripts', 'apps/server/package.json'],
  },
];

/**
 * Where the stamps live: node_modules/.cache, which `npm ci` clears, beside Node's compile cache of
 * the server's dependencies.
 */
export const stampFileOf = (root) => path.join(root, 'node_modules', '.cache', 'hrms-build.json');

/** Runs a workspace's own build script; its exit status. */
function runWorkspaceBuild(root, target) {
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

/**
 * Builds every target whose inputs changed since its last good build (every target with `force`)
 * and stamps each that succeeds with the fingerprint its inputs had when it began. A target's stamp
 * is removed before it builds, so a failed or interrupted build is built again next time. Returns
 * the exit status of the first build that failed, or 0.
 */
export function build(
  root,
  { force = false, targets = TARGETS, run = runWorkspaceBuild, log = console.info } = {},
) {
  const stampFile = stampFileOf(root);
  const stamps = readStamps(stampFile);
  for (const target of targets) {
    if (!force && isUpToDate(root, target, stamps)) {
      log(`${target.name}: up to date, not rebuilt`);
      continue;
    }
    log(`${target.name}: ${force ? 'building…' : 'sources changed since the last build, building…'}`);
    const before = fingerprint(root, target.inputs);
    delete stamps[target.name];
    writeStamps(stampFile, stamps);
    const status = run(root, target);
    if (status !== 0) return status;
    stamps[target.name] = before;
    writeStamps(stampFile, stamps);
  }
  return 0;
}

/** Tests do not go into a build, so changing one does not make a build out of date. */
const NOT_AN_INPUT = /\.test\.[cm]?[jt]sx?$/;

/** The fingerprint of every file under `inputs` (paths relative to `root`; missing ones are skipped). */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (!NOT_AN_INPUT.test(entry)) visit(path.join(relative, entry));
      }
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}

/** The fingerprints of the last good builds, by target name; none when the file is missing or bad. */
export function readStamps(stampFile) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

export function writeStamps(stampFile, stamps) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

/** A target is up to date when its output exists and its inputs are as at its last good build. */
export function isUpToDate(root, target, stamps) {
  return (
    stamps[target.name] === fingerprint(root, target.inputs) && existsSync(path.join(root, target.output))
  );
}
