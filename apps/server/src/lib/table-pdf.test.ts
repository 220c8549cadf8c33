import { describe, expect, it } from 'vitest';
import { pdfText, poppler } from '../test/poppler';
import type { Row } from './spreadsheet';
import { toPdf } from './table-pdf';

const options = { title: 'Attendance', subtitle: '1 Nov 2026 to 30 Nov 2026' };

describe('tables as a PDF', () => {
  it('sets each table with its heading, numbers in Indian grouping, on landscape A4', async () => {
    const rows: Row[] = [
      ['Department', 'People', 'Leave days'],
      ['Engineering', 123456, 2.5],
      ['प्रशासन', 4, null],
      [],
      ['Status', 'Requests'],
      ['approved', 7],
    ];
    const pdf = await toPdf(rows, options);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Attendance');
    expect(text).toContain('Department People Leave days');
    expect(text).toContain('Engineering 1,23,456 2.5');
    expect(text).toContain('Status Requests');
    expect(text).toContain('Page 1 of 1');
    const info = await poppler('pdfinfo', pdf);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28/);
    // A name in Devanagari is set in the font that has it.
    expect(await poppler('pdffonts', pdf)).toContain('NotoSansDevanagari');
  });

  it('runs a long table on to more pages, its heading repeated on each', async () => {
    const rows: Row[] = [['Date', 'Present'], ...Array.from({ length: 70 }, (_, i) => [`Day ${i + 1}`, i])];
    const pdf = await toPdf(rows, options);
    expect(await poppler('pdfinfo', pdf)).toMatch(/Pages:\s+3/);
    const third = await pdfText(pdf, ['-f', '3', '-l', '3']);
    expect(third).toContain('Date Present');
    expect(third).toContain('Day 70');
    expect(third).toContain('Page 3 of 3');
  });
});
