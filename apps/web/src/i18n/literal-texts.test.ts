import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads goes through the translation layer (decision 042): a component may not
 * hold a literal text in its JSX or in the attributes people read. The files written before the
 * layer, listed in untranslated-files.json, are translated one by one and leave the list as they
 * are; the list only shrinks. `UPDATE_UNTRANSLATED=1 npx vitest run src/i18n` rewrites it after a
 * file is translated (it never adds one that was not there).
 */
const src = join(import.meta.dirname, '..');
const LIST = join(import.meta.dirname, 'untranslated-files.json');

/** Attributes people read, on any element or component. */
const READ_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'label',
  'description',
  'tabTitle',
  'emptyTitle',
  'emptyDescription',
  'confirmLabel',
  'cancelLabel',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'locales' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Names that read the same in every language. */
const NAMES = new Set(['HRMS']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NAMES.has(text.trim());

/** The literal texts of a file: JSX text, and string literals in the attributes people read. */
function literalTexts(path: string): string[] {
  const file = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // What `<Trans>` holds is its message: extracted and translated whole.
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'Trans') return;
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : null;
      if (literal !== null && hasWords(literal)) found.push(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('texts people read', () => {
  const listed: string[] = JSON.parse(readFileSync(LIST, 'utf8'));
  const withLiterals = new Map(
    sourceFiles(src)
      .map((path) => [relative(src, path), literalTexts(path)] as const)
      .filter(([, texts]) => texts.length > 0),
  );

  it('go through the translation layer in every file not yet listed as untranslated', () => {
    const offending = [...withLiterals].filter(([path]) => !listed.includes(path));
    expect(Object.fromEntries(offending)).toEqual({});
  });

  it('leave the list of untranslated files once a file is translated', () => {
    const done = listed.filter((path) => !withLiterals.has(path));
    if (done.length > 0 && process.env.UPDATE_UNTRANSLATED) {
      writeFileSync(
        LIST,
        `${JSON.stringify(
          listed.filter((path) => withLiterals.has(path)),
          null,
          2,
        )}\n`,
      );
      return;
    }
    expect(done).toEqual([]);
  });
});
