// `npm run supply-chain`: what the product ships is what the lockfile names, under licences we may
// ship, without known high or critical advisories.
//
// - The lockfile is the only source of versions: every installed package carries an integrity hash,
//   none is fetched from git, a file or a URL, and every dependency a workspace declares is a
//   registry range (or another workspace).
// - The production dependencies' licences are on the allowed list, and docs/licences.md lists them
//   as they are (`--write` rewrites it; CI fails when it is stale).
// - `npm audit --omit=dev` finds no high or critical advisory. A registry that cannot answer audits
//   (a mirror) is reported, not counted as clean.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const write = process.argv.includes('--write');
const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  '(MPL-2.0 OR Apache-2.0)',
  // MPL-2.0 is file-level copyleft; allowed for dependencies used unmodified.
  'MPL-2.0',
  'CC0-1.0',
  'Unlicense',
  // Fonts (Noto Sans Devanagari): the SIL Open Font Licence allows bundling and serving them.
  'OFL-1.1',
  // Data with attribution (caniuse-lite, reached through the translation macros' build tools).
  'CC-BY-4.0',
]);
const LICENCES_FILE = join(root, 'docs', 'licences.md');

const problems = [];
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const installed = Object.entries(lock.packages).filter(
  ([path, entry]) => path.includes('node_modules/') && !entry.link,
);

// ---- the lockfile is the only source
for (const [path, entry] of installed) {
  if (!entry.integrity?.startsWith('sha512-')) problems.push(`${path}: no sha512 integrity in the lockfile`);
  if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/')) {
    problems.push(`${path}: resolved from ${entry.resolved}, not the registry`);
  }
}
const workspaces = ['.', ...lock.packages[''].workspaces];
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      const ours = name.startsWith('@hrms/') && range === '*';
      if (!ours && !/^[\^~]?\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
        problems.push(
          `${workspace}/package.json ${field}.${name}: "${range}" is not a registry version range`,
        );
      }
    }
  }
}

// ---- licences of what runs in production
/** A package's licence: the lockfile's, else its manifest's old `licenses` array, else its LICENSE file's title. */
function licenceOf(path, entry) {
  if (entry.license) return entry.license;
  const manifest = join(root, path, 'package.json');
  if (existsSync(manifest)) {
    const { license, licenses } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof license === 'string') return license;
    if (Array.isArray(licenses) && licenses.length === 1) return licenses[0].type;
  }
  const file = join(root, path, 'LICENSE');
  if (existsSync(file) && /^\s*MIT License/.test(readFileSync(file, 'utf8'))) return 'MIT';
  return 'UNKNOWN';
}
const production = installed
  .filter(([, entry]) => !entry.dev)
  .map(([path, entry]) => ({
    name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
    version: entry.version,
    licence: licenceOf(path, entry),
  }))
  .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
for (const { name, version, licence } of production) {
  if (!ALLOWED.has(licence))
    problems.push(`${name}@${version}: licence ${licence} is not on the allowed list`);
}
const counts = new Map();
for (const { licence } of production) counts.set(licence, (counts.get(licence) ?? 0) + 1);
const table = [
  '# Licences of the production dependencies',
  '',
  'Generated from `package-lock.json` by `npm run supply-chain -- --write`; CI fails when it is stale.',
  `Allowed: ${[...ALLOWED].join(', ')}.`,
  '',
  '| Licence | Packages |',
  '| --- | ---: |',
  ...[...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([l, n]) => `| ${l} | ${n} |`),
  '',
  '| Package | Version | Licence |',
  '| --- | --- | --- |',
  ...production.map(({ name, version, licence }) => `| ${name} | ${version} | ${licence} |`),
  '',
].join('\n');
if (write) writeFileSync(LICENCES_FILE, table);
else if (!existsSync(LICENCES_FILE) || readFileSync(LICENCES_FILE, 'utf8') !== table) {
  problems.push('docs/licences.md is stale: run `npm run supply-chain -- --write` and commit it');
}

// ---- known advisories
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
const found = report?.metadata?.vulnerabilities;
if (found) {
  const serious = (found.high ?? 0) + (found.critical ?? 0);
  console.info(`npm audit (production): ${JSON.stringify(found)}`);
  if (serious > 0)
    problems.push(`npm audit: ${serious} high or critical advisories in production dependencies`);
} else {
  console.warn(
    `npm audit could not ask the registry (${report?.error?.summary || audit.stderr.split('\n').find((line) => line.includes('audit')) || 'no answer'}): advisories not checked here`,
  );
}

console.info(`${installed.length} packages locked with integrity; ${production.length} in production`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`supply chain: ${problem}`);
  process.exit(1);
}
console.info('supply chain: ok');
