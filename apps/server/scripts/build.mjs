/**
 * Bundles the server into dist/main.js (and the slip renderer's worker into dist/slip-pdf-worker.js): our sources, @hrms/contracts and the pure JavaScript
 * dependencies, so a start reads one file instead of resolving thousands of modules (drizzle-orm's
 * package.json alone cost half a second a start). Kept external and loaded from node_modules: what
 * reads files next to its own code (PGlite's WebAssembly, the API docs' assets, pdfkit's fonts), the
 * native argon2 binding, and what only some configurations or moments load (PostgreSQL, Redis,
 * SMTP, pretty logs, the password-strength dictionaries). The migrations are read from
 * apps/server/drizzle, next to dist/, so nothing is copied.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = [
  '@electric-sql/pglite',
  '@fastify/static',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  '@socket.io/redis-adapter',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'nodemailer',
  'pdfkit',
  'pg',
  'pino-pretty',
  'redis',
].flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
await rm(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: path.join(root, 'src', 'main.ts'),
    // Its own file: worker threads start from one (src/modules/payroll/slip-pdf-pool.ts).
    'slip-pdf-worker': path.join(root, 'src', 'modules', 'payroll', 'slip-pdf-worker.ts'),
  },
  outdir: path.join(root, 'dist'),
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
  `built dist/main.js and its worker (${Math.round(bytes / 1024)} KiB with maps) in ${Math.round(performance.now() - started)} ms`,
);
