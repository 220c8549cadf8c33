// The web's message catalogues match its code: extracts the texts again (Lingui, removing those
// no code uses) and fails when a catalogue changed, so a text added, changed or dropped in the code
// without its catalogues updated (and translated, catalogues.test.ts) does not pass CI. Run by
// `npm run lint`; run it alone after changing texts: `npm run i18n:check`, then translate.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
const changed = execFileSync('git', ['status', '--porcelain', '--', 'src/locales'], { cwd: web, encoding: 'utf8' });
if (changed.trim()) {
  console.error(
    `The message catalogues did not match the code; they are updated now:\n${changed}` +
      'Translate the new texts in every language (apps/web/src/locales/*/), then commit the catalogues.',
  );
  process.exit(1);
}
console.info('The message catalogues match the code.');
