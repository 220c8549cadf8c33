/**
 * `npm start`: builds what changed since the last build, then starts the server in this process.
 *
 * A build is skipped when its inputs are as they were at its last good build, whether `npm start`
 * or `npm run build` made it (lib/build-stamps.mjs): on an unchanged checkout a start is the
 * server's own start. Node's compile cache of the server's dependencies is kept beside the stamps,
 * in node_modules/.cache (a second start skips compiling them).
 */
import './require-node.mjs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from './lib/build-stamps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

console.info(`Node.js ${process.versions.node} (${process.execPath})`);
const status = build(root);
if (status !== 0) process.exit(status);

module.enableCompileCache?.(path.join(root, 'node_modules', '.cache', 'node-compile'));
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
