// bench/web: gzipped JavaScript a first visit downloads, from the built web app (apps/web/dist).
// Sign-in: the entry, which holds the sign-in page, with every chunk it imports and the heaviest
// language's texts of the first page. Shell: what signing in adds: the data layer (TanStack Query),
// the shell, the list of the signed-in pages, the dashboard, and the heaviest language's texts of
// the shell, the bell and the dashboard. Goals (decisions 040, 041, 042): the sign-in page ≤ 128 KB,
// sign-in plus the shell ≤ 180 KB (120 and 170 before the texts were translated and fetched per
// language). Texts of the first load found only in a later catalogue fail the run too. The schema
// library (zod) is in neither: the first signed-in screen fetches it beside its first answers
// (lib/checked-answer.ts), and the live channel with its events;
// every other page loads on demand, and so do the sign-in page's second step and demo accounts,
// the shell's live channel (Socket.IO, once the shell has rendered), its menus and tooltips (on the
// first sign of intent) and the toasts (with the first toast). The stylesheet, one file for every
// page, is shown beside them. Sizes do not swing with the machine, so a missed goal fails (exit 1)
// and CI's bench smoke catches a first load that grew. Needs a built web app: `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SIGN_IN_GOAL_KB = 128;
const WITH_SHELL_GOAL_KB = 180;

const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const assets = readdirSync(join(dist, 'assets'));
const gz = (/** @type {string} */ file) =>
  gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length;

/** A chunk and every chunk it imports statically, transitively. */
/** @param {string} start @param {Set<string>} seen */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const text = readFileSync(join(dist, 'assets', start), 'utf8');
  for (const [, dep = ''] of text.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(dep, seen);
  return seen;
}
const chunk = (/** @type {string} */ prefix) => {
  const found = assets.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!found) throw new Error(`no ${prefix} chunk in apps/web/dist/assets`);
  return found;
};

const all = assets.filter((f) => f.endsWith('.js'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
/** @type {Set<string>} */
const signIn = new Set();
for (const file of entry) closure(file, signIn);
/**
 * The catalogue chunks of each language (the i18n layer's map of `../locales/<locale>/<name>.po`
 * to its chunk), and the heaviest language's (not the pseudo-locale's, which only tests read): a
 * reader of that language fetches it with the page.
 */
const codeOf = (/** @type {Iterable<string>} */ files) =>
  [...files].map((file) => readFileSync(join(dist, 'assets', file), 'utf8')).join('\n');
const entryCode = codeOf(signIn);
/** Where the catalogue files are listed: the first page's in the entry, the others in a later chunk. */
const listings = codeOf(
  all.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('.po')),
);
const catalogues = (/** @type {string} */ name) => {
  const pattern = new RegExp(
    `locales/([\\w-]+)/${name}\\.po["'\`]\\s*:\\s*\\(\\)\\s*=>[^;]*?import\\(["'\`]\\./([^"'\`]+\\.js)`,
    'g',
  );
  const found = [...listings.matchAll(pattern)].map((m) => ({ locale: m[1] ?? '', file: m[2] ?? '' }));
  if (found.length === 0) throw new Error(`no ${name} catalogue is listed in the built app`);
  return found;
};
const heaviest = (/** @type {{ locale: string, file: string }[]} */ list) =>
  list.filter((c) => c.locale !== 'pseudo').reduce((a, b) => (gz(b.file) > gz(a.file) ? b : a));
const signInCatalogues = catalogues('sign-in');
signIn.add(heaviest(signInCatalogues).file);

/** The message ids a chunk's code names (`{id:"0Wi_KV"}`, Lingui's compiled macros). */
const idsIn = (/** @type {string} */ code) =>
  new Set([...code.matchAll(/\bid:\s*["'`]([\w-]{6})["'`]/g)].map((m) => m[1] ?? ''));
const keysOf = (/** @type {string} */ file) =>
  new Set(
    Object.keys(
      JSON.parse(
        /JSON\.parse\(["'`](.*)["'`]\)/s.exec(readFileSync(join(dist, 'assets', file), 'utf8'))?.[1] ?? '{}',
      ),
    ),
  );
const english = (/** @type {{ locale: string, file: string }[]} */ list) =>
  keysOf(list.find((c) => c.locale === 'en-IN')?.file ?? '');
const inSignIn = english(signInCatalogues);
/** Every other catalogue's English ids: a text of the first load found there and not in `sign-in` is misplaced. */
const elsewhere = new Set(
  [...listings.matchAll(/locales\/en-IN\/((?:features\/)?[\w-]+)\.po["'`]/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => name !== 'sign-in')
    .flatMap((name) => [...english(catalogues(name))]),
);
const misplaced = [...idsIn(entryCode)].filter((id) => elsewhere.has(id) && !inSignIn.has(id));
if (misplaced.length > 0) {
  process.exitCode = 1;
  console.info(
    `  MISSED: texts of the first load only in a later catalogue (${misplaced.join(', ')}): add their files to apps/web/src/i18n/sign-in-sources.ts`,
  );
}

const withShell = new Set(signIn);
// The texts the first signed-in screen shows: the shell's, its bell's and the dashboard's.
for (const name of ['common', 'features/notifications', 'features/dashboard']) {
  withShell.add(heaviest(catalogues(name)).file);
}
for (const prefix of ['data-layer', 'protected-shell', 'signed-in-pages', 'dashboard-page']) {
  closure(chunk(prefix), withShell);
}
const sum = (/** @type {Iterable<string>} */ files) =>
  [...files].reduce((total, file) => total + gz(file), 0);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A figure beside its goal; a missed goal fails the run. */
const measured = (
  /** @type {string} */ label,
  /** @type {Set<string>} */ files,
  /** @type {number} */ goalKb,
) => {
  const total = sum(files);
  const met = total <= goalKb * 1024;
  if (!met) process.exitCode = 1;
  console.info(
    `  ${label.padEnd(26)} ${kb(total)}   goal ≤ ${goalKb} KB   ${met ? 'ok' : 'MISSED'}   (${files.size} files)`,
  );
};

console.info('bench/web (gzip -9 of the built JavaScript)');
measured('sign-in page:', signIn, SIGN_IN_GOAL_KB);
measured('sign-in plus the shell:', withShell, WITH_SHELL_GOAL_KB);
/** What the first load has fetched so far: each later part counts only what it adds. */
const fetched = new Set(withShell);
/** The chunk named `marker-…` or else holding `marker`, and what it adds to what came before. */
const later = (/** @type {string} */ label, /** @type {string} */ marker, /** @type {string} */ when) => {
  const file =
    all.find((f) => f.startsWith(`${marker}-`)) ??
    all.find((f) => readFileSync(join(dist, 'assets', f), 'utf8').includes(marker));
  if (!file) throw new Error(`no chunk holds ${marker}`);
  const added = [...closure(file)].filter((f) => !fetched.has(f));
  for (const f of added) fetched.add(f);
  console.info(`  ${label.padEnd(26)} ${kb(sum(added))}   ${when}`);
};
later('schema library (zod):', 'schemas', 'beside the first signed-in answers');
later('live channel (Socket.IO):', 'engine.io', 'once the shell has rendered');
later('menus and tooltips:', 'overlays', 'on the first hover or focus of header or sidebar');
later('toasts (sonner):', 'data-sonner-toaster', 'with the first toast');
console.info(`  the whole app, on demand:  ${kb(sum(all))}   (${all.length} files)`);
const styles = [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1] ?? '');
console.info(`  stylesheet, every page:    ${kb(sum(styles))}`);
