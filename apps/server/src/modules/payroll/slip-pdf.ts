/**
 * A salary slip as a PDF, laid out as Indian payslips are: company header, the month, employee
 * details, days, Earnings | Deductions side by side with their totals, net pay in figures and words,
 * employer contributions and the year to date. One A4 page for a normal slip; a slip with very many
 * lines goes on to a second page rather than off the first. Pure: a SlipDocument in, bytes out.
 *
 * Text is set in DejaVu Sans (₹, Latin, Greek, Cyrillic) and, for the Indian scripts DejaVu lacks,
 * Noto Sans of that script. The fonts live in apps/server/assets/fonts and are found from the
 * server package's folder, as the migrations are, so one path serves src/ and dist/main.js.
 */

import { randomBytes } from 'node:crypto';
import { MONTH_NAMES } from '@hrms/contracts/months';
import { detectFileKind, imageProblem } from '../../lib/file-type';
import {
  clean,
  fontsFor,
  loadFont,
  pdfBytes,
  registerFonts,
  TEXT_COLOUR,
  type TextStyle,
  Typesetter,
} from '../../lib/pdf-text';

/** Money in integer paise. */
export interface SlipDocument {
  /** `logo`: a PNG or JPEG, drawn at the top right. */
  company: { name: string; address: string | null; logo?: Uint8Array | null };
  /** Printed "November 2026". */
  period: { year: number; month: number };
  person: {
    name: string;
    employeeCode: string;
    designation: string | null;
    department: string | null;
    /** YYYY-MM-DD, printed "01 Apr 2024". */
    joinDate: string;
    /** Printed with all but its last 4 characters masked: "******234F". */
    pan: string | null;
    uan: string | null;
    bankName: string | null;
    /** Printed with all but its last 4 digits masked. */
    bankAccount: string | null;
    ifsc: string | null;
  };
  /** Decimals allowed (29.5). */
  days: { basis: number; payable: number; lossOfPay: number };
  earnings: { name: string; amount: number }[];
  deductions: { name: string; amount: number }[];
  employerContributions: { name: string; amount: number }[];
  gross: number;
  totalDeductions: number;
  net: number;
  /** Given, e.g. "Rupees Fifty-Six Thousand ... Only". */
  netInWords: string;
  yearToDate: { gross: number; deductions: number; net: number; incomeTax: number };
  /** Anything but `finalised` carries a DRAFT mark across each page. */
  status: 'draft' | 'calculated' | 'finalised';
}

export interface SlipPdfOptions {
  /** Encrypts the PDF (AES-256) with this as the password to open it; printing stays allowed. */
  password?: string;
}

function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (!Number.isInteger(month) || !name) throw new RangeError(`No month ${month}`);
  return name;
}

/** Paise as rupees with Indian grouping: 12345678 → "₹1,23,456.78". */
function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amounts are integer paise, not ${paise}`);
  const absolute = Math.abs(paise);
  const rupees = String(Math.floor(absolute / 100));
  const thousands = rupees.slice(-3);
  const above = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}₹${above ? `${above},` : ''}${thousands}.${fraction}`;
}

const formatDays = (days: number) => String(Math.round(days * 100) / 100);

/** "2024-04-01" → "01 Apr 2024"; anything else is printed as it came. */
function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month.slice(0, 3)} ${match[1]}` : isoDate;
}

/** All but the last 4 characters as `*`; a value of 4 or fewer is masked whole. */
function maskAllButLast4(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const shown = compact.length > 4 ? compact.slice(-4) : '';
  return '*'.repeat(compact.length - shown.length) + shown;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The logo's box at the top right of the header, in points. */
const LOGO_SIZE = 44;
/** Lowest baseline content may use; the footer sits below it. */
const CONTENT_BOTTOM = PAGE.height - 64;
const COLOURS = {
  text: TEXT_COLOUR,
  muted: '#4b5563',
  rule: '#d1d5db',
  band: '#f3f4f6',
  panel: '#f9fafb',
  draft: '#b91c1c',
} as const;

/** Every piece of free text on the slip, to know which fonts it needs before drawing starts. */
function freeText(slip: SlipDocument): string {
  const { person } = slip;
  return [
    slip.company.name,
    slip.company.address,
    person.name,
    person.employeeCode,
    person.designation,
    person.department,
    person.pan,
    person.uan,
    person.bankName,
    person.bankAccount,
    person.ifsc,
    slip.netInWords,
    ...[...slip.earnings, ...slip.deductions, ...slip.employerContributions].map((line) => line.name),
  ]
    .filter(Boolean)
    .join(' ');
}

const NOT_GIVEN = '—';

/**
 * The image as pdfkit may draw it, or null: a PNG or JPEG that reads through whole. pdfkit decodes
 * a PNG with transparency after drawing has begun, and a damaged one then throws where nothing can
 * catch it and the PDF never ends; a logo stored before uploads were read through (or damaged in
 * storage since) must cost the slip its picture, never the slip.
 */
function drawableImage(bytes: Uint8Array | null | undefined): Buffer | null {
  if (!bytes) return null;
  const buffer = Buffer.from(bytes);
  const kind = detectFileKind(buffer);
  if (kind !== 'png' && kind !== 'jpeg') return null;
  return imageProblem(buffer, kind) === null ? buffer : null;
}

export async function renderSlipPdf(slip: SlipDocument, options: SlipPdfOptions = {}): Promise<Buffer> {
  if (options.password === '') throw new RangeError('A slip password may not be empty');
  const periodLabel = `${monthName(slip.period.month)} ${slip.period.year}`;
  const amounts = [
    slip.gross,
    slip.totalDeductions,
    slip.net,
    ...Object.values(slip.yearToDate),
    ...[...slip.earnings, ...slip.deductions, ...slip.employerContributions].map((line) => line.amount),
  ];
  // Refused before anything is drawn: a fraction means rupees came where paise belong.
  for (const amount of amounts) formatRupees(amount);

  const fontKeys = fontsFor(freeText(slip));
  // The fonts load while pdfkit does; registering them below finds them parsed.
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), ...fontKeys.map(loadFont)]);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    compress: true,
    lang: 'en-IN',
    info: {
      Title: clean(`Payslip for ${periodLabel} - ${slip.person.name} (${slip.person.employeeCode})`),
      Author: clean(slip.company.name),
      Subject: 'Payslip',
      Creator: 'HRMS',
    },
    ...(options.password
      ? {
          pdfVersion: '1.7ext3' as const,
          userPassword: options.password,
          // Unknown to anyone, so the permissions below bind whoever opens the slip.
          ownerPassword: randomBytes(24).toString('base64url'),
          permissions: { printing: 'highResolution' as const, copying: true, contentAccessibility: true },
        }
      : {}),
  });
  await registerFonts(doc, fontKeys);
  const finished = pdfBytes(doc);

  const type = new Typesetter(doc);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const rule = (x1: number, y1: number, x2: number, y2: number, width = 0.6) =>
    doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(COLOURS.rule).stroke();
  const muted = (size: number): TextStyle => ({ size, color: COLOURS.muted });
  const pad = 10;
  const gap = 12;
  const amountWidth = 84;
  /** From one line of a wrapped name to the next. */
  const leading = 11;

  let y: number = PAGE.margin;
  /** Starts a new page unless `height` more fits on this one. */
  const ensureRoom = (height: number) => {
    if (y + height <= CONTENT_BOTTOM) return;
    doc.addPage();
    type.draw(
      `Payslip for ${periodLabel} · ${slip.person.name} · ${slip.person.employeeCode} (continued)`,
      left,
      PAGE.margin + 8,
      muted(8),
      { width: CONTENT_WIDTH },
    );
    y = PAGE.margin + 22;
  };

  // Company header, the logo (if any) at its right; the name alone when the logo cannot be drawn.
  let logo = drawableImage(slip.company.logo);
  if (logo) {
    try {
      doc.image(logo, right - LOGO_SIZE, y + 4, { fit: [LOGO_SIZE, LOGO_SIZE], align: 'right' });
    } catch {
      logo = null;
    }
  }
  const headerWidth = logo ? CONTENT_WIDTH - LOGO_SIZE - 12 : CONTENT_WIDTH;
  const headerTop = y;
  for (const line of type.wrap(slip.company.name, headerWidth, { size: 15, weight: 'bold' }, 2)) {
    y += 17;
    type.draw(line, left, y - 2, { size: 15, weight: 'bold' }, { width: headerWidth });
  }
  if (slip.company.address) {
    const address = slip.company.address
      .split(/\r?\n/)
      .map((part) => part.trim().replace(/,$/, ''))
      .filter(Boolean)
      .join(', ');
    for (const line of type.wrap(address, headerWidth, muted(8.5), 2)) {
      y += 12;
      type.draw(line, left, y, muted(8.5), { width: headerWidth });
    }
  }
  if (logo) y = Math.max(y, headerTop + LOGO_SIZE + 2);
  y += 12;
  rule(left, y, right, y, 1);

  // The month.
  y += 22;
  type.draw(
    `Payslip for the month of ${periodLabel}`,
    left,
    y,
    { size: 12.5, weight: 'bold' },
    { width: CONTENT_WIDTH, align: 'center' },
  );
  if (slip.status !== 'finalised') {
    y += 14;
    type.draw(
      `DRAFT · provisional until payroll for ${periodLabel} is finalised`,
      left,
      y,
      { size: 8.5, weight: 'bold', color: COLOURS.draft },
      { width: CONTENT_WIDTH, align: 'center' },
    );
  }

  // Employee details: two columns of label and value, the first wider for names and titles.
  y += 14;
  const { person } = slip;
  const labelWidth = 86;
  const detailInner = CONTENT_WIDTH - 2 * pad - gap;
  const detailColumns = [
    {
      x: left + pad,
      width: Math.round(detailInner * 0.57),
      rows: [
        ['Employee name', person.name],
        ['Employee code', person.employeeCode],
        ['Designation', person.designation ?? NOT_GIVEN],
        ['Department', person.department ?? NOT_GIVEN],
        ['Date of joining', formatDate(person.joinDate)],
      ],
    },
    {
      x: left + pad + Math.round(detailInner * 0.57) + gap,
      width: detailInner - Math.round(detailInner * 0.57),
      rows: [
        ['PAN', person.pan ? maskAllButLast4(person.pan) : NOT_GIVEN],
        ['UAN', person.uan ?? NOT_GIVEN],
        ['Bank', person.bankName ?? NOT_GIVEN],
        ['Account number', person.bankAccount ? maskAllButLast4(person.bankAccount) : NOT_GIVEN],
        ['IFSC', person.ifsc ?? NOT_GIVEN],
      ],
    },
  ];
  const valueStyle = (column: number, row: number): TextStyle => ({
    size: 9,
    weight: column === 0 && row === 0 ? 'bold' : 'regular',
  });
  const detailLines = detailColumns.map((column, c) =>
    column.rows.map(([, value], r) => type.wrap(value!, column.width - labelWidth, valueStyle(c, r), 2)),
  );
  const detailHeights = detailColumns[0]!.rows.map(
    (_, r) => 15 + leading * (Math.max(...detailLines.map((column) => column[r]!.length)) - 1),
  );
  const detailsHeight = 10 + detailHeights.reduce((sum, height) => sum + height, 0) + 5;
  doc.rect(left, y, CONTENT_WIDTH, detailsHeight).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  detailColumns.forEach((column, c) => {
    let baseline = y + 20;
    column.rows.forEach(([label], r) => {
      type.draw(label!, column.x, baseline, muted(8.5), { width: labelWidth - 4 });
      type.lines(
        detailLines[c]![r]!,
        column.x + labelWidth,
        baseline,
        valueStyle(c, r),
        column.width - labelWidth,
      );
      baseline += detailHeights[r]!;
    });
  });
  const divider = detailColumns[1]!.x - gap / 2;
  rule(divider, y + 8, divider, y + detailsHeight - 8);
  y += detailsHeight;

  // Days.
  y += 8;
  const daysHeight = 32;
  doc.rect(left, y, CONTENT_WIDTH, daysHeight).fillColor(COLOURS.panel).fill();
  doc.rect(left, y, CONTENT_WIDTH, daysHeight).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
  const days: [string, number][] = [
    ['Standard days', slip.days.basis],
    ['Payable days', slip.days.payable],
    ['Loss of pay days', slip.days.lossOfPay],
  ];
  const dayWidth = CONTENT_WIDTH / days.length;
  days.forEach(([label, value], i) => {
    const x = left + i * dayWidth;
    if (i > 0) rule(x, y + 6, x, y + daysHeight - 6);
    type.draw(label, x, y + 13, muted(8), { width: dayWidth, align: 'center' });
    type.draw(
      formatDays(value),
      x,
      y + 26,
      { size: 10.5, weight: 'bold' },
      { width: dayWidth, align: 'center' },
    );
  });
  y += daysHeight;

  // Earnings | Deductions, side by side; a long name takes a second line.
  const half = CONTENT_WIDTH / 2;
  const nameWidth = half - 2 * pad - amountWidth - 6;
  const lineStyle: TextStyle = { size: 9 };
  const cell = (side: 0 | 1, name: string[], amount: string, baseline: number, style: TextStyle) => {
    const x = left + side * half;
    type.lines(name, x + pad, baseline, style, nameWidth);
    type.draw(amount, x + half - pad - amountWidth, baseline, style, { width: amountWidth, align: 'right' });
  };
  const headRow = 20;
  const totalRow = 22;
  let tableTop = 0;
  const tableHead = () => {
    tableTop = y;
    doc.rect(left, y, CONTENT_WIDTH, headRow).fillColor(COLOURS.band).fill();
    const head: TextStyle = { size: 9, weight: 'bold' };
    cell(0, ['Earnings'], 'Amount', y + 13.5, head);
    cell(1, ['Deductions'], 'Amount', y + 13.5, head);
    y += headRow;
  };
  const tableFrame = () => {
    doc
      .rect(left, tableTop, CONTENT_WIDTH, y - tableTop)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    rule(left + half, tableTop, left + half, y);
  };
  const wrapName = (line: { name: string } | undefined) =>
    line ? type.wrap(line.name, nameWidth, lineStyle, 2) : [];
  y += 14;
  ensureRoom(headRow + 16 + totalRow);
  tableHead();
  const lineCount = Math.max(slip.earnings.length, slip.deductions.length, 1);
  for (let i = 0; i < lineCount; i++) {
    const earning = slip.earnings[i];
    const deduction = slip.deductions[i];
    const earningName = wrapName(earning);
    const deductionName = wrapName(deduction);
    const height = 16 + leading * (Math.max(earningName.length, deductionName.length, 1) - 1);
    if (y + height + (i === lineCount - 1 ? totalRow : 0) > CONTENT_BOTTOM) {
      tableFrame();
      ensureRoom(Number.POSITIVE_INFINITY);
      tableHead();
    }
    const baseline = y + 11.5;
    if (earning) cell(0, earningName, formatRupees(earning.amount), baseline, lineStyle);
    if (deduction) cell(1, deductionName, formatRupees(deduction.amount), baseline, lineStyle);
    if (i === 0 && !earning) type.draw('No earnings', left + pad, baseline, muted(9));
    if (i === 0 && !deduction) type.draw('No deductions', left + half + pad, baseline, muted(9));
    y += height;
  }
  y += 3;
  rule(left, y, right, y);
  const totalStyle: TextStyle = { size: 9.5, weight: 'bold' };
  cell(0, ['Gross earnings'], formatRupees(slip.gross), y + 14.5, totalStyle);
  cell(1, ['Total deductions'], formatRupees(slip.totalDeductions), y + 14.5, totalStyle);
  y += totalRow - 3;
  tableFrame();

  // Net pay, in figures and words.
  y += 12;
  const wordsStyle: TextStyle = { size: 9 };
  const wordsWidth = CONTENT_WIDTH - 2 * pad - 4;
  const wordLines = type.wrap(slip.netInWords, wordsWidth, wordsStyle, 3);
  const netHeight = 48 + wordLines.length * 12 + 4;
  ensureRoom(netHeight);
  doc.rect(left, y, CONTENT_WIDTH, netHeight).fillColor(COLOURS.band).fill();
  doc.rect(left, y, 3, netHeight).fillColor(COLOURS.text).fill();
  type.draw('Net pay', left + pad + 4, y + 19, { size: 12, weight: 'bold' });
  type.draw('Gross earnings less total deductions', left + pad + 4, y + 31, muted(8));
  type.draw(
    formatRupees(slip.net),
    left,
    y + 26,
    { size: 19, weight: 'bold' },
    { width: CONTENT_WIDTH - pad, align: 'right' },
  );
  rule(left + pad + 4, y + 39, right - pad, y + 39, 0.5);
  type.lines(wordLines, left + pad + 4, y + 52, wordsStyle, wordsWidth, 12);
  y += netHeight;

  // Employer contributions and the year to date, side by side.
  const fyStart = slip.period.month >= 4 ? slip.period.year : slip.period.year - 1;
  const fyLabel = `FY ${fyStart}–${String((fyStart + 1) % 100).padStart(2, '0')}`;
  const panelWidth = (CONTENT_WIDTH - gap) / 2;
  const panelNameWidth = panelWidth - 2 * pad - amountWidth - 6;
  const panelStyle: TextStyle = { size: 8.5 };
  const panelRows = (rows: readonly { name: string; amount: number }[]) =>
    rows.map((row) => {
      const name = type.wrap(row.name, panelNameWidth, panelStyle, 2);
      return { name, amount: formatRupees(row.amount), height: 15 + leading * (name.length - 1) };
    });
  const contributions = panelRows(slip.employerContributions);
  const yearToDate = panelRows([
    { name: 'Gross earnings', amount: slip.yearToDate.gross },
    { name: 'Total deductions', amount: slip.yearToDate.deductions },
    { name: 'Income tax deducted (TDS)', amount: slip.yearToDate.incomeTax },
    { name: 'Net pay', amount: slip.yearToDate.net },
  ]);
  const panelHead = 18;
  const panelHeight = (rows: { height: number }[]) =>
    panelHead + (rows.length ? rows.reduce((sum, row) => sum + row.height, 0) : 15) + 3;
  /** A titled list of names and amounts from `top`, going on to a new page if need be; returns its bottom. */
  const panel = (x: number, top: number, title: string, rows: typeof contributions, note: string | null) => {
    let frameTop = top;
    let at = top;
    doc.rect(x, at, panelWidth, panelHead).fillColor(COLOURS.band).fill();
    type.draw(title, x + pad, at + 12.5, { size: 9, weight: 'bold' }, { width: panelWidth - 2 * pad });
    at += panelHead;
    if (rows.length === 0) {
      type.draw('None', x + pad, at + 11, muted(8.5));
      at += 15;
    }
    for (const row of rows) {
      if (at + row.height > CONTENT_BOTTOM) {
        doc
          .rect(x, frameTop, panelWidth, at - frameTop)
          .lineWidth(0.6)
          .strokeColor(COLOURS.rule)
          .stroke();
        ensureRoom(Number.POSITIVE_INFINITY);
        frameTop = y;
        at = y;
      }
      type.lines(row.name, x + pad, at + 11, panelStyle, panelNameWidth);
      type.draw(row.amount, x + panelWidth - pad - amountWidth, at + 11, panelStyle, {
        width: amountWidth,
        align: 'right',
      });
      at += row.height;
    }
    at += 3;
    doc
      .rect(x, frameTop, panelWidth, at - frameTop)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    if (note) {
      at += 10;
      type.draw(note, x, at, muted(7.5), { width: panelWidth });
    }
    return at;
  };
  const contributionsTitle = 'Employer contributions';
  const contributionsNote = 'Paid by the employer on top of gross pay; not deducted from net pay.';
  const yearToDateTitle = `Year to date (${fyLabel})`;
  y += 14;
  const sideBySide = Math.max(panelHeight(contributions) + 10, panelHeight(yearToDate));
  if (sideBySide <= CONTENT_BOTTOM - PAGE.margin - 22) {
    ensureRoom(sideBySide);
    y = Math.max(
      panel(left, y, contributionsTitle, contributions, contributionsNote),
      panel(left + panelWidth + gap, y, yearToDateTitle, yearToDate, null),
    );
  } else {
    // Too many contributions to stand beside the year to date: one after the other, across pages.
    y = panel(left, y, contributionsTitle, contributions, contributionsNote) + 14;
    ensureRoom(panelHeight(yearToDate));
    y = panel(left, y, yearToDateTitle, yearToDate, null);
  }

  // On every page: the footer, page numbers when there is more than one, and the draft mark.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footer = PAGE.height - 36;
    rule(left, footer - 14, right, footer - 14, 0.5);
    type.draw('This is a computer-generated payslip and needs no signature.', left, footer, muted(8), {
      width: CONTENT_WIDTH,
      align: 'center',
    });
    if (range.count > 1) {
      type.draw(`Page ${i + 1} of ${range.count}`, left, footer, muted(8), {
        width: CONTENT_WIDTH,
        align: 'right',
      });
    }
    if (slip.status !== 'finalised') {
      doc.save();
      doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
      doc.fillOpacity(0.1);
      const size = 130;
      const width = type.width('DRAFT', { size, weight: 'bold' });
      type.draw('DRAFT', PAGE.width / 2 - width / 2, PAGE.height / 2 + size * 0.35, {
        size,
        weight: 'bold',
        color: COLOURS.draft,
      });
      doc.restore();
    }
  }
  doc.end();
  return finished;
}
