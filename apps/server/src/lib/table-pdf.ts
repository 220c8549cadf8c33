/**
 * Tables as a PDF people print or mail: A4 landscape, a title and a line under it, then each table
 * of the rows (a table starts at the first row and after each empty row; its first row is its
 * heading). Columns are as wide as their widest cell, shrunk together when they would not fit; a
 * cell too long for its column is cut short with "…". A table that runs on to another page repeats
 * its heading there; every page says what it is and its number. Numbers are set to the right.
 */

import { clean, fontsFor, loadFont, pdfBytes, registerFonts, type TextStyle, Typesetter } from './pdf-text';
import type { Row } from './spreadsheet';

export const PDF_CONTENT_TYPE = 'application/pdf';

const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest a row may reach; the footer sits below. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 14;
const ROW_HEIGHT = 17;
const CELL_PAD = 6;
const MIN_COLUMN = 36;
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';
const BODY: TextStyle = { size: 8.5 };
const HEADING: TextStyle = { size: 8.5, weight: 'bold' };

export interface TablePdfOptions {
  title: string;
  /** A line under the title: the period and filters. */
  subtitle: string;
}

const cellText = (value: Row[number]): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? value.toLocaleString('en-IN')
      : value;

/** The rows split into tables at empty rows. */
function tablesOf(rows: readonly Row[]): Row[][] {
  const tables: Row[][] = [[]];
  for (const row of rows) {
    if (row.length === 0) tables.push([]);
    else tables.at(-1)!.push(row);
  }
  return tables.filter((table) => table.length > 0);
}

export async function toPdf(rows: readonly Row[], options: TablePdfOptions): Promise<Buffer> {
  const allText = [options.title, options.subtitle, ...rows.flat().map(cellText)].join(' ');
  const fontKeys = fontsFor(allText);
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), ...fontKeys.map(loadFont)]);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    bufferPages: true,
    compress: true,
    lang: 'en-IN',
    info: { Title: clean(options.title), Creator: 'HRMS' },
  });
  await registerFonts(doc, fontKeys);
  const bytes = pdfBytes(doc);
  const type = new Typesetter(doc);
  const left = PAGE.margin;
  const rule = (y: number, width: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  let y = PAGE.margin + 16;
  type.draw(options.title, left, y, { size: 16, weight: 'bold' }, { width: CONTENT_WIDTH });
  y += 16;
  type.draw(options.subtitle, left, y, { size: 9, color: MUTED }, { width: CONTENT_WIDTH });
  y += 14;

  for (const [heading, ...body] of tablesOf(rows)) {
    if (!heading) continue;
    const columns = Math.max(...[heading, ...body].map((row) => row.length));
    const natural = Array.from({ length: columns }, (_, i) =>
      Math.max(
        MIN_COLUMN,
        type.width(cellText(heading[i]), HEADING) + 2 * CELL_PAD,
        ...body.map((row) => type.width(cellText(row[i]), BODY) + 2 * CELL_PAD),
      ),
    );
    const total = natural.reduce((sum, w) => sum + w, 0);
    const widths = total > CONTENT_WIDTH ? natural.map((w) => (w * CONTENT_WIDTH) / total) : natural;
    const tableWidth = Math.min(total, CONTENT_WIDTH);
    const numeric = Array.from({ length: columns }, (_, i) =>
      body.every(
        (row) => row[i] === null || row[i] === undefined || row[i] === '' || typeof row[i] === 'number',
      ),
    );

    const drawRow = (row: Row, style: TextStyle) => {
      let x = left;
      widths.forEach((width, i) => {
        type.draw(cellText(row[i]), x + CELL_PAD, y + ROW_HEIGHT - 5.5, style, {
          width: width - 2 * CELL_PAD,
          align: numeric[i] && i > 0 ? 'right' : 'left',
        });
        x += width;
      });
    };
    const drawHeading = () => {
      doc.rect(left, y, tableWidth, ROW_HEIGHT).fillColor(BAND).fill();
      drawRow(heading, HEADING);
      y += ROW_HEIGHT;
    };

    // A table starts where its heading and a first row fit.
    y += 14;
    if (y + 2 * ROW_HEIGHT > CONTENT_BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    drawHeading();
    for (const row of body) {
      if (y + ROW_HEIGHT > CONTENT_BOTTOM) {
        doc.addPage();
        y = PAGE.margin;
        drawHeading();
      }
      drawRow(row, BODY);
      y += ROW_HEIGHT;
      rule(y, tableWidth);
    }
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    type.draw(
      `${options.title} · ${options.subtitle} · Page ${i - start + 1} of ${count}`,
      left,
      PAGE.height - PAGE.margin + 4,
      { size: 7.5, color: MUTED },
      { width: CONTENT_WIDTH },
    );
  }
  doc.end();
  return bytes;
}
