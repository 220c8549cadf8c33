/**
 * `npm run build`: builds the web app, then the server, and stamps each as `npm start` does
 * (lib/build-stamps.mjs), so a start right after it builds nothing again.
 */
import './require-node.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './lib/build-stamps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.exitCode = build(root, { force: true });
