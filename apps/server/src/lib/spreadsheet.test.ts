import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, neutralise, toCsv, toXlsx } from './spreadsheet';

describe('neutralise', () => {
  it('prefixes text that a spreadsheet would read as a formula, and leaves the rest', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralise(`${start}HYPERLINK("http://x")`)).toBe(`'${start}HYPERLINK("http://x")`);
    }
    expect(neutralise('Asha Rao')).toBe('Asha Rao');
    expect(neutralise(' =1+1')).toBe(' =1+1');
    expect(neutralise('')).toBe('');
  });
});

describe('toCsv', () => {
  it('writes RFC 4180 with CRLF and a BOM, quoting where needed and neutralising formulas', () => {
    const csv = toCsv([
      ['Name', 'Note'],
      ['Rao, Asha', 'said "hi"'],
      ['=cmd|/C calc!A0', 'two\nlines'],
      [null, 42],
    ]);
    expect(csv).toBe(
      '\uFEFFName,Note\r\n"Rao, Asha","said ""hi"""\r\n\'=cmd|/C calc!A0,"two\nlines"\r\n,42\r\n',
    );
    expect(toCsv([['a']], { bom: false })).toBe('a\r\n');
  });
});

describe('toXlsx', () => {
  it('zips the parts Excel needs, with inline strings escaped and formulas neutralised', () => {
    const file = toXlsx(
      [
        ['Name', 'Amount'],
        ['=SUM(A1:A9)', 12.5],
        ['<b>&"x"', null],
      ],
      { sheetName: 'People/2025' },
    );
    const parts = unzipSync(file);
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">\'=SUM(A1:A9)</t></is></c>');
    expect(sheet).toContain('<c r="B2"><v>12.5</v></c>');
    expect(sheet).toContain('&lt;b&gt;&amp;&quot;x&quot;');
    expect(sheet).not.toContain('<f>');
    expect(strFromU8(parts['xl/workbook.xml']!)).toContain('name="People 2025"');
  });

  it('names columns past Z', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
