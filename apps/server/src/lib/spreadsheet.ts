/**
 * Tables written out as files people open in a spreadsheet: CSV and a minimal XLSX workbook. Every
 * export goes through here so formula injection is neutralised in one place (product-decisions.md
 * "Documents and files"): a text cell that begins with `=`, `+`, `-`, `@`, tab or carriage return
 * gets a leading `'`, so Excel and LibreOffice show it as text instead of running it.
 */
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';

export type Cell = string | number | null | undefined;
export type Row = readonly Cell[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet must receive it: prefixed with `'` when it could start a formula. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : neutralise(value);
}

/**
 * RFC 4180 CSV with CRLF line ends, written by csv-stringify; a field is quoted when it holds a
 * comma, a quote or a line end (csv-stringify alone quotes only the CRLF it writes, not a lone
 * `\n`), or begins or ends with a space. The byte order mark (on by default)
 * makes Excel read the file as UTF-8, so names like "Zoë" survive a double-click.
 */
export function toCsv(rows: readonly Row[], options: { bom?: boolean } = {}): string {
  return stringify(
    rows.map((row) => row.map(cellText)),
    { bom: options.bom !== false, record_delimiter: 'windows', quoted_match: /^\s|\s$|[\r\n]/ },
  );
}

// ---------------------------------------------------------------------------------------------- XLSX

/** Characters XML 1.0 cannot carry at all; a cell loses them rather than breaking the file. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function xmlEscape(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function xlsxCell(value: Cell, ref: string, style: number): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  // Inline strings: no shared-string table to keep in step, and nothing is ever read as a formula.
  const text = xmlEscape(cellText(value));
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Sheet names: at most 31 characters, none of `[]:*?/\`. */
function sheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || 'Sheet1';
}

/**
 * One worksheet as an .xlsx file (Office Open XML, the parts Excel and LibreOffice require and no
 * more). With `header` the first row is bold and stays in view when scrolling.
 */
export function toXlsx(
  rows: readonly Row[],
  options: { sheetName?: string; header?: boolean } = {},
): Uint8Array {
  return toWorkbook([
    { name: options.sheetName ?? 'Sheet1', rows, headerRow: (options.header ?? true) ? 0 : undefined },
  ]);
}

export interface Worksheet {
  name: string;
  rows: readonly Row[];
  /** The row (from 0) of the table's column names: bold, and it and those above stay in view. */
  headerRow?: number | undefined;
}

function worksheetXml({ rows, headerRow }: Worksheet): string {
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const sheetRows = rows
    .map((row, r) => {
      const style = r === headerRow ? 1 : 0;
      const cells = row.map((value, c) => xlsxCell(value, `${columnName(c)}${r + 1}`, style)).join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const split = headerRow === undefined ? 0 : headerRow + 1;
  const frozen =
    split > 0 && rows.length > split
      ? `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${split}" topLeftCell="A${split + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`
      : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const cols = width > 0 ? `<cols><col min="1" max="${width}" width="20" customWidth="1"/></cols>` : '';
  const dimension = width > 0 && rows.length > 0 ? `A1:${columnName(width - 1)}${rows.length}` : 'A1';
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><dimension ref="${dimension}"/>${frozen}${cols}<sheetData>${sheetRows}</sheetData></worksheet>`;
}

/** Worksheets as one .xlsx file, in their order; names made valid and unique. */
export function toWorkbook(sheets: readonly Worksheet[]): Uint8Array {
  const names: string[] = [];
  for (const sheet of sheets) {
    const base = sheetName(sheet.name);
    let name = base;
    for (let n = 2; names.some((taken) => taken.toLowerCase() === name.toLowerCase()); n++) {
      name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    }
    names.push(name);
  }
  const numbered = sheets.map((sheet, i) => ({ sheet, n: i + 1, name: names[i] ?? `Sheet${i + 1}` }));
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${numbered.map(({ n }) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${numbered.map(({ n, name }) => `<sheet name="${xmlEscape(name)}" sheetId="${n}" r:id="rId${n}"/>`).join('')}</sheets></workbook>`,
    // The styles' relationship id follows the sheets', which take rId1 to rIdN.
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${numbered.map(({ n }) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}<Relationship Id="rId${numbered.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
  for (const { sheet, n } of numbered) files[`xl/worksheets/sheet${n}.xml`] = worksheetXml(sheet);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)])), {
    level: 6,
  });
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
