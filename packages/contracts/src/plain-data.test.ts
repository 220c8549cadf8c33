import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * What the web's first load reads of the contracts (bench/web): plain data, with no schema library.
 * The sign-in page reads the first six and the languages; the first signed-in screen the clock's states and the
 * notification list's length too.
 */
const PLAIN = [
  'role-names',
  'permissions',
  'error-codes',
  'messages',
  'sign-in-messages',
  'auth-fields',
  'clock-states',
  'notification-limits',
];

describe('the contracts the first load reads', () => {
  it.each(PLAIN)('%s imports only other plain contracts', (name) => {
    const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8');
    for (const [, from] of source.matchAll(/\bfrom\s+'([^']+)'/g)) {
      expect(PLAIN.map((plain) => `./${plain}`)).toContain(from);
    }
  });
});
