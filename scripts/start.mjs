/**
 * `npm start`: builds what changed since the last build, then starts the server in this process.
 *
 * A build is skipped when its inputs are as they were at its last good build (lib/build-stamps.mjs):
 * on an unchanged checkout a start is the server's own start. The stamps live in
 * node_modules/.cache, which `npm ci` clears, beside Node's compile cache of the server's
 * dependencies (a second start skips compiling them).
 */
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fingerprint, isUpToDate, readStamps, writeStamps } from './lib/build-stamps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules', '.cache');
const stampFile = path.join(cache, 'hrms-build.json');

const shared = ['packages/contracts/src', 'packages/contracts/package.json', 'package-lock.json'];
const targets = [
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

const stamps = readStamps(stampFile);
for (const target of targets) {
  if (isUpToDate(root, target, stamps)) {
    console.info(`${target.name}: up to date, not rebuilt`);
    continue;
  }
  console.info(`${target.name}: sources changed since the last build, building…`);
  const before = fingerprint(root, target.inputs);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamps(stampFile, { ...stamps, [target.name]: before });
  stamps[target.name] = before;
}

module.enableCompileCache?.(path.join(cache, 'node-compile'));
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
