/**
 * The translation layer (decision 042): Lingui's `i18n`, the person's language, and its catalogues
 * loaded on demand. Before the first page renders, `startLocale` loads the `sign-in` catalogue of
 * the language chosen on this device (or English); the pages after sign-in load `common` (the
 * shell and the shared components) with the data layer, and each page the catalogues of the
 * features it shows (`loadCatalogues`). Only the chosen language's texts are fetched, and of them
 * only what the pages opened so far say.
 */
import { isLocale, type Locale, SOURCE_LOCALE } from '@hrms/contracts/locales';
import { i18n, type Messages } from '@lingui/core';

export { i18n };

/** The pseudo-locale of tests and screenshots: every text longer and accented. Not offered to people. */
export const PSEUDO_LOCALE = 'pseudo';
type LoadableLocale = Locale | typeof PSEUDO_LOCALE;

const STORAGE_KEY = 'hrms-locale';

/** `sign-in`, `common`, or a feature's (`features/leave`): a file per language under ../locales/. */
export type Catalogue = 'sign-in' | 'common' | `features/${string}`;
type Loader = () => Promise<{ messages: Messages }>;

/**
 * The first page's catalogue of every language. Every other catalogue file is listed in
 * ./catalogue-files.ts, fetched with the first of them, so the first load does not carry the list.
 */
const signInFiles: Record<string, Loader> = import.meta.glob<{ messages: Messages }>(
  '../locales/*/sign-in.po',
);

async function loaderOf(locale: LoadableLocale, catalogue: Catalogue): Promise<Loader | undefined> {
  const file = `../locales/${locale}/${catalogue}.po`;
  if (catalogue === 'sign-in') return signInFiles[file];
  return (await import('./catalogue-files')).CATALOGUE_FILES[file];
}

const loaded = new Set<string>();

async function load(locale: LoadableLocale, catalogue: Catalogue): Promise<void> {
  const key = `${locale}/${catalogue}`;
  if (loaded.has(key)) return;
  // A feature without texts has no catalogue: there is nothing to load.
  const loader = await loaderOf(locale, catalogue);
  if (loader) i18n.load(locale, (await loader()).messages);
  loaded.add(key);
}

/**
 * The language chosen on this device (on the sign-in page, or the account's, applied here), or
 * null. Without one, the company's applies once known, and English until then.
 */
export function deviceLocale(): LoadableLocale | null {
  return readStored();
}

/** Forgets this device's choice: the account's or the company's language applies again. */
export function forgetDeviceLocale(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be off: there is nothing kept to forget.
  }
}

function readStored(): LoadableLocale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) || value === PSEUDO_LOCALE ? value : null;
  } catch {
    return null;
  }
}

/** The catalogues the pages opened so far need: loaded for the active language and for a new one. */
const wanted = new Set<Catalogue>(['sign-in']);

/** Loads the first page's texts in the device's language (else English) and makes it active. */
export async function startLocale(): Promise<void> {
  await changeLocale(deviceLocale() ?? SOURCE_LOCALE, { remember: false });
}

/** Loads these catalogues of the active language (with the page that needs them), and keeps them wanted. */
export async function loadCatalogues(catalogues: readonly Catalogue[]): Promise<void> {
  for (const catalogue of catalogues) wanted.add(catalogue);
  await Promise.all(catalogues.map((catalogue) => load(activeLocale(), catalogue)));
}

/** Switches the language: loads its catalogues, activates it, and remembers it on this device. */
export async function changeLocale(locale: LoadableLocale, { remember = true } = {}): Promise<void> {
  await Promise.all([...wanted].map((catalogue) => load(locale, catalogue)));
  i18n.activate(locale);
  document.documentElement.lang = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Storage may be off: the choice then lasts as long as the page.
    }
  }
}

/** A text no catalogue holds (a file missing from its catalogue): said once, shown in English. */
const reported = new Set<string>();
i18n.on('missing', ({ locale, id }) => {
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`No text for message ${id} in ${locale}`);
});

export function activeLocale(): LoadableLocale {
  const locale = i18n.locale;
  return isLocale(locale) || locale === PSEUDO_LOCALE ? locale : SOURCE_LOCALE;
}

/** The locale `Intl` formats with: the pseudo-locale formats as English. */
export function formatLocale(): Locale {
  const locale = activeLocale();
  return locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
}
