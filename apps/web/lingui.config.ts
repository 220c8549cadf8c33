/**
 * The web's message catalogues (decision 042). English (`en-IN`) is the source: the texts are
 * written in the code with Lingui's macros and extracted here; every other locale translates them.
 * Per locale: `sign-in`, what the first page shows before anyone signs in, loaded before it renders;
 * `common`, the shell and the shared components, loaded with the pages after sign-in; and one per
 * feature (`features/<name>`), loaded with the pages that show it. `pseudo` stretches and
 * accents every text, to find what is cut off or not translated.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { SIGN_IN_SOURCES } from './src/i18n/sign-in-sources';

const SIGN_IN = SIGN_IN_SOURCES.map((source) => `<rootDir>/src/${source}`);
const TESTS = ['**/*.test.*'];

export default defineConfig({
  sourceLocale: 'en-IN',
  locales: ['en-IN', 'hi-IN', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en-IN' },
  // Each text names the files it is in, without line numbers, so moving code leaves the catalogues as they are.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/sign-in', include: SIGN_IN, exclude: TESTS },
    {
      path: '<rootDir>/src/locales/{locale}/features/{name}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: [...TESTS, ...SIGN_IN],
    },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, '<rootDir>/src/test/**', '<rootDir>/src/features/**', ...SIGN_IN],
    },
  ],
});
