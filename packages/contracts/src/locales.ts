/**
 * The languages the product speaks, as plain data (no zod): the sign-in page offers them before
 * anyone signs in. A language is a registered locale here and a translation file per catalogue in
 * the web (apps/web/src/locales/<locale>/), and nothing else (decision 042).
 */

/** The first is the source: every text is written in it, and a missing translation falls back to it. */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en-IN';

/** Each language by its own name, as its readers look for it in a list. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-IN': 'English',
  'hi-IN': 'हिन्दी',
};

/** What a request that names a language must hold: one of these, said in full. */
export const CHOOSE_LOCALE_MESSAGE = `Choose a language: ${LOCALES.join(', ')}`;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
