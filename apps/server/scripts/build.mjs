/**
 * Bundles the server into dist/main.js. Workspace packages (@hrms/contracts, TypeScript sources) are
 * bundled in; every npm dependency stays external and is loaded from node_modules at run time. The
 * migrations are read from apps/server/drizzle, next to dist/, so nothing is copied.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const bundled = new Set(['@hrms/contracts']);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
await rm(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'src', 'main.ts')],
  outfile: path.join(root, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  // Bundled CommonJS helpers (if any) need `require` in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.info(
  `built dist/main.js (${Math.round(bytes / 1024)} KiB with map) in ${Math.round(performance.now() - started)} ms`,
);
