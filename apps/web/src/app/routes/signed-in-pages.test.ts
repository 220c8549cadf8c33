import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_SOURCES } from '../../i18n/sign-in-sources';
import { signedInPages } from './signed-in-pages';

/** The features a module imports (their texts are what it can show), leaving out the first load's files. */
function featuresOf(file: string): string[] {
  const source = readFileSync(join(import.meta.dirname, file), 'utf8');
  const imported = [...source.matchAll(/from '\.\.\/\.\.\/(features\/([\w-]+)\/[\w/-]+)'/g)]
    .filter(([, path]) => !SIGN_IN_SOURCES.some((signIn) => signIn.startsWith(`${path}.`)))
    .map(([, , feature]) => feature ?? '');
  return [...new Set(imported)].sort();
}

describe('each signed-in page loads the texts of the features it shows', () => {
  const source = readFileSync(join(import.meta.dirname, 'signed-in-pages.ts'), 'utf8');
  it.each(Object.keys(signedInPages) as (keyof typeof signedInPages)[])('%s', (name) => {
    const module = new RegExp(`${name}: page\\([\\s\\S]*?import\\('([^']+)'\\)`).exec(source)?.[1] ?? '';
    const features = module.startsWith('./')
      ? featuresOf(`${module.slice(2)}.tsx`)
      : [module.replace(/^\.\.\/\.\.\/features\/([\w-]+)\/.*$/, '$1')];
    expect([...signedInPages[name].features].sort()).toEqual(features);
  });
});
