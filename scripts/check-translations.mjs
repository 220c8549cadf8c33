// The web's message catalogues match its code: extracts the texts again (Lingui, removing those
// no code uses) and fails when a catalogue changed, so a text added, changed or dropped in the code
// without its catalogues updated (and translated, catalogues.test.ts) does not pass CI. Run by
// `npm run lint`; run it alone after changing texts: `npm run i18n:check`, then translate.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const locales = join(web, 'src/locales');
/** Every catalogue file and its text. */
const snapshot = () =>
  new Map(
    readdirSync(locales, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file, readFileSync(join(locales, file), 'utf8')]),
  );
const before = snapshot();
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    `The message catalogues did not match the code; they are updated now:\n  ${changed.join('\n  ')}\n` +
      'Translate the new texts in every language (apps/web/src/locales/*/), then commit the catalogues.',
  );
  process.exit(1);
}
console.info('The message catalogues match the code.');
