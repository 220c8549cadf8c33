import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SOURCE_LOCALE } from '@hrms/contracts/locales';
import { describe, expect, it } from 'vitest';
import { KNOWN_CONTRACT_TEXTS } from './contract-messages';
import { PSEUDO_LOCALE } from './i18n';

const locales = join(import.meta.dirname, '../locales');
/** Every catalogue of the source language: `sign-in`, `common`, `features/leave`, … */
const CATALOGUES = readdirSync(join(locales, 'en-IN'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.replace(/\.po$/, ''));

/** The messages of a PO file: each msgid with its msgstr (strings over several lines joined). */
function readPo(locale: string, catalogue: string): Map<string, string> {
  const text = readFileSync(join(locales, locale, `${catalogue}.po`), 'utf8');
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      const value = JSON.parse(start[2] ?? '""') as string;
      if (field === 'msgid') id = value;
      else str = value;
    } else if (line.startsWith('"') && field) {
      const value = JSON.parse(line) as string;
      if (field === 'msgid') id += value;
      else str += value;
    } else if (line.trim() === '') field = null;
  }
  flush();
  return entries;
}

/**
 * The placeholders of an ICU message: its arguments (`{name}`, `{count, plural, …}`, also inside
 * the branches of a plural or a select) and the numbered tags of `<Trans>` (`<0>`).
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const [, tag] of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag}>`);
  let at = 0;
  /** Reads message text up to the `}` closing it (or the end), collecting its arguments. */
  const text = (): void => {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === "'" && message[at + 1] === "'") at += 2;
      else if (message[at] === '{') {
        at += 1;
        argument();
      } else at += 1;
    }
  };
  /** Reads an argument after its `{`, through its closing `}`. */
  const argument = (): void => {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(at));
    if (!head) return;
    names.add(head[1] ?? '');
    at += head[0].length;
    const kind = head[2];
    if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
      at += 1; // the comma before the branches
      while (at < message.length && message[at] !== '}') {
        if (message[at] === '{') {
          at += 1;
          text();
          at += 1;
        } else at += 1;
      }
    } else {
      let depth = 1;
      while (at < message.length && depth > 0) {
        if (message[at] === '{') depth += 1;
        else if (message[at] === '}') depth -= 1;
        if (depth > 0) at += 1;
      }
    }
    at += 1;
  };
  text();
  return [...names].sort();
}

describe('the message catalogues', () => {
  it('hold a folder for every registered language and the pseudo-locale, and nothing else', () => {
    const folders = readdirSync(locales, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LOCALES, PSEUDO_LOCALE].sort());
  });

  describe.each(CATALOGUES)('%s', (catalogue) => {
    const source = readPo(SOURCE_LOCALE, catalogue);

    it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
      'in %s translate every text of the source, with the same placeholders, and no other',
      (locale) => {
        const translated = readPo(locale, catalogue);
        expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
        const untranslated = [...translated].filter(([, text]) => text.trim() === '').map(([id]) => id);
        expect(untranslated).toEqual([]);
        for (const [id, text] of translated) expect(placeholders(text), id).toEqual(placeholders(id));
      },
    );

    it('in the pseudo-locale list the same texts (filled in when compiled)', () => {
      expect([...readPo(PSEUDO_LOCALE, catalogue).keys()].sort()).toEqual([...source.keys()].sort());
    });
  });

  it('say each contract text the web knows in the contract’s own English words', () => {
    for (const [english, message] of KNOWN_CONTRACT_TEXTS) expect(message.message).toBe(english);
  });
});
