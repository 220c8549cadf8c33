/**
 * The slip is read back as a person's PDF reader would: poppler's pdftotext and pdfinfo (Debian's
 * poppler-utils, which .ci/run installs).
 */
import { describe, expect, it } from 'vitest';
import { damagedJpeg, damagedPng, pngImage } from '../../test/images';
import { poppler } from '../../test/poppler';
import { renderSlipPdf, type SlipDocument } from './slip-pdf';
import { SlipPdfPool } from './slip-pdf-pool';

function slipDocument(overrides: Partial<SlipDocument> = {}): SlipDocument {
  return {
    company: { name: 'Acme Technologies Private Limited', address: '4th Floor, Tech Park\nBengaluru 560103' },
    period: { year: 2026, month: 11 },
    person: {
      name: 'Zoë Ñúñez',
      employeeCode: 'ACME-0042',
      designation: 'Senior Software Engineer',
      department: 'Platform Engineering',
      joinDate: '2024-04-01',
      pan: 'ABCDE1234F',
      uan: '100123456789',
      bankName: 'HDFC Bank',
      bankAccount: '50100123456789',
      ifsc: 'HDFC0001234',
    },
    days: { basis: 30, payable: 29.5, lossOfPay: 0.5 },
    earnings: [
      { name: 'Basic', amount: 5_000_000 },
      { name: 'House rent allowance', amount: 2_500_000 },
      { name: 'Special allowance', amount: 1_234_567 },
      { name: 'Arrears', amount: 5 },
    ],
    deductions: [
      { name: 'Provident fund', amount: 180_000 },
      { name: 'Professional tax', amount: 20_000 },
      { name: 'Income tax', amount: 456_789 },
    ],
    employerContributions: [
      { name: 'Employer provident fund', amount: 195_000 },
      { name: 'Gratuity', amount: 240_480 },
    ],
    gross: 8_734_572,
    totalDeductions: 656_789,
    net: 8_077_783,
    netInWords: 'Rupees Eighty Thousand Seven Hundred Seventy-Seven and Paise Eighty-Three Only',
    yearToDate: { gross: 1_234_567_890, deductions: 98_765_432, net: 1_135_802_458, incomeTax: 54_321_000 },
    status: 'finalised',
    ...overrides,
  };
}

/** The promise, or a failure naming the wait when it has not settled within `seconds`. */
function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const textOf = async (pdf: Buffer, args: string[] = []) => poppler('pdftotext', pdf, args);
/** The text with each run of white space as one space, for phrases a line break may split. */
const flatTextOf = async (pdf: Buffer, args: string[] = []) => (await textOf(pdf, args)).replace(/\s+/g, ' ');

describe('renderSlipPdf', () => {
  it('prints every figure of the slip, in rupees grouped the Indian way', async () => {
    const pdf = await renderSlipPdf(slipDocument());
    const text = await flatTextOf(pdf);

    for (const phrase of [
      'Acme Technologies Private Limited',
      '4th Floor, Tech Park, Bengaluru 560103',
      'Payslip for the month of November 2026',
      'Zoë Ñúñez',
      'ACME-0042',
      'Senior Software Engineer',
      'Platform Engineering',
      'Date of joining 01 Apr 2024',
      'UAN 100123456789',
      'HDFC Bank',
      'IFSC HDFC0001234',
      'Standard days 30 Payable days 29.5 Loss of pay days 0.5',
      'Basic ₹50,000.00',
      'House rent allowance ₹25,000.00',
      'Special allowance ₹12,345.67',
      'Arrears ₹0.05',
      'Provident fund ₹1,800.00',
      'Professional tax ₹200.00',
      'Income tax ₹4,567.89',
      'Gross earnings ₹87,345.72',
      'Total deductions ₹6,567.89',
      'Net pay',
      '₹80,777.83',
      'Rupees Eighty Thousand Seven Hundred Seventy-Seven and Paise Eighty-Three Only',
      'Employer provident fund ₹1,950.00',
      'Gratuity ₹2,404.80',
      'Year to date (FY 2026–27)',
      'Gross earnings ₹1,23,45,678.90',
      'Total deductions ₹9,87,654.32',
      'Income tax deducted (TDS) ₹5,43,210.00',
      'Net pay ₹1,13,58,024.58',
      'This is a computer-generated payslip and needs no signature.',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain('DRAFT');
  });

  it('shows only the last four characters of the PAN and the bank account', async () => {
    const text = await flatTextOf(await renderSlipPdf(slipDocument()));

    expect(text).toContain('PAN ******234F');
    expect(text).toContain('Account number **********6789');
    expect(text).not.toContain('ABCDE1234F');
    expect(text).not.toContain('50100123456789');
  });

  it('is one lean A4 page with its fonts embedded as subsets', async () => {
    const pdf = await renderSlipPdf(slipDocument());

    const info = await poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    const fonts = await poppler('pdffonts', pdf);
    expect(fonts).toMatch(/\+DejaVuSans\s/);
    expect(fonts).toMatch(/\+DejaVuSans-Bold\s/);
    // The whole DejaVu faces weigh 1.4 MB; a slip carries only the glyphs it uses.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('draws the company’s logo at the top right when there is one, through the worker threads too', async () => {
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgndIBRAwQCgAengSlav/z8AAAAABJRU5ErkJggg==',
      'base64',
    );
    const images = async (pdf: Buffer) =>
      (await poppler('pdfimages', pdf, ['-list'])).trim().split('\n').slice(2);
    expect(await images(await renderSlipPdf(slipDocument()))).toEqual([]);
    const company = { ...slipDocument().company, logo };
    const drawn = await images(await renderSlipPdf(slipDocument({ company })));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatch(/^\s*1\s+0\s+image\s+2\s+2\s+rgb/);
    const pool = new SlipPdfPool(1);
    try {
      expect(await images(await pool.render(slipDocument({ company })))).toHaveLength(1);
    } finally {
      await pool.close();
    }
    // The name and address still read in full beside it.
    expect(await flatTextOf(await renderSlipPdf(slipDocument({ company })))).toContain(company.name);
  });

  it('leaves out a logo that cannot be drawn and still gives the slip, with the company’s name, on worker threads too', async () => {
    const images = async (pdf: Buffer) =>
      (await poppler('pdfimages', pdf, ['-list'])).trim().split('\n').slice(2);
    const pool = new SlipPdfPool(1);
    try {
      // A PNG with transparency is decoded while the PDF is written; damaged, it used to stop the slip.
      for (const logo of [
        damagedPng(),
        damagedPng({ alpha: false }),
        damagedJpeg(),
        Buffer.from('not an image'),
      ]) {
        const company = { ...slipDocument().company, logo };
        for (const render of [renderSlipPdf, (slip: SlipDocument) => pool.render(slip)]) {
          const pdf = await withinSeconds(5, render(slipDocument({ company })));
          expect(await images(pdf)).toEqual([]);
          const text = await flatTextOf(pdf);
          expect(text).toContain(company.name);
          expect(text).toContain('Zoë Ñúñez');
        }
      }
      // The pool goes on drawing a whole logo after them.
      const whole = { ...slipDocument().company, logo: pngImage() };
      expect(await images(await pool.render(slipDocument({ company: whole })))).toHaveLength(2); // image + alpha mask
    } finally {
      await pool.close();
    }
  });

  it('sets names in Indian scripts with a font that has their letters', async () => {
    const pdf = await renderSlipPdf(
      slipDocument({
        person: { ...slipDocument().person, name: 'अनिल Zoë', department: 'தமிழ் பிரிவு' },
      }),
    );

    const fonts = await poppler('pdffonts', pdf);
    expect(fonts).toMatch(/\+NotoSansDevanagari-Regular\s/);
    expect(fonts).toMatch(/\+NotoSansTamil-Regular\s/);
    // Readers give Indic letters in the order they are drawn (ि before न), so look for each letter.
    const nameLine = (await textOf(pdf)).split('\n').find((line) => line.startsWith('Employee name'));
    for (const letter of 'अनिलZoë') expect(nameLine).toContain(letter);
  });

  it('needs the password to be opened when one is given, and opens with it', async () => {
    const pdf = await renderSlipPdf(slipDocument(), { password: 'ABCDE1234F' });

    await expect(textOf(pdf)).rejects.toThrow(/Incorrect password/);
    expect(pdf.includes('Acme Technologies')).toBe(false);
    const text = await flatTextOf(pdf, ['-upw', 'ABCDE1234F']);
    expect(text).toContain('Net pay');
    expect(text).toContain('₹80,777.83');
    const info = await poppler('pdfinfo', pdf, ['-upw', 'ABCDE1234F']);
    expect(info).toMatch(/^Encrypted:\s+yes \(print:yes .*algorithm:AES-256\)$/m);
  });

  it.each(['draft', 'calculated'] as const)('marks a %s slip DRAFT across the page', async (status) => {
    const text = await textOf(await renderSlipPdf(slipDocument({ status })));

    expect(text.split('\n')).toContain('DRAFT');
    expect(text).toContain('DRAFT · provisional until payroll for November 2026 is finalised');
  });

  it('goes on to a second page rather than off the first when a slip has very many lines', async () => {
    const earnings = Array.from({ length: 45 }, (_, i) => ({
      name: `Allowance ${i + 1}`,
      amount: 100_000 + i,
    }));
    const employerContributions = Array.from({ length: 12 }, (_, i) => ({
      name: `Contribution ${i + 1}`,
      amount: 20_000 + i,
    }));
    const pdf = await renderSlipPdf(slipDocument({ earnings, employerContributions }));

    expect(await poppler('pdfinfo', pdf)).toMatch(/^Pages:\s+2$/m);
    const text = await flatTextOf(pdf);
    for (const line of [...earnings, ...employerContributions]) {
      const rupees = `₹${Math.floor(line.amount / 100).toLocaleString('en-IN')}.${String(line.amount % 100).padStart(2, '0')}`;
      expect(text).toContain(`${line.name} ${rupees}`);
    }
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Net pay ₹1,13,58,024.58');
  });

  it('refuses amounts that are not whole paise, and an empty password', async () => {
    await expect(renderSlipPdf(slipDocument({ net: 807_777.83 }))).rejects.toThrow(/integer paise/);
    await expect(renderSlipPdf(slipDocument(), { password: '' })).rejects.toThrow(/password/);
  });
});

describe('SlipPdfPool', () => {
  it('renders slips on worker threads, each slip its own PDF, and reports a refused slip', async () => {
    const pool = new SlipPdfPool(2);
    try {
      const names = ['Asha Rao', 'Bilal Khan', 'Chitra Iyer', 'Dev Patel', 'Esha Nair', 'Farhan Ali'];
      const pdfs = await Promise.all(
        names.map((name) => pool.render(slipDocument({ person: { ...slipDocument().person, name } }))),
      );
      for (const [i, pdf] of pdfs.entries()) {
        expect(Buffer.isBuffer(pdf)).toBe(true);
        expect(await flatTextOf(pdf)).toContain(names[i]);
      }
      // A failure inside a worker is the caller's error; the pool goes on.
      await expect(pool.render(slipDocument({ gross: 0.5 }))).rejects.toThrow(/paise/);
      expect(await flatTextOf(await pool.render(slipDocument()))).toContain('Zoë Ñúñez');
    } finally {
      await pool.close();
    }
    await expect(new SlipPdfPool(0).render(slipDocument())).resolves.toBeInstanceOf(Buffer);
  });
});
