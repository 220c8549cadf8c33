/**
 * Payroll's files: a slip's PDF (admin and hr any, the person their own finalised one), a month's
 * slips as a ZIP streamed a batch at a time, and the month's bank transfer list and statutory
 * returns, made from its finalised slips (admin and hr only).
 */
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { FileDownload } from '../../lib/send-file';
import { CSV_CONTENT_TYPE, toCsv, toXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import type { FileStorage } from '../../lib/storage';
import { zipStream } from '../../lib/zip-stream';
import { companyIdOf } from '../../people/actor-company';
import { amountInWords } from './engine/money';
import { daysInMonth } from './engine/proration';
import type { PayrollConfigService } from './payroll-config.service';
import {
  bankTransferRows,
  codeText,
  epfEcr,
  esiRows,
  type PaidSlip,
  professionalTaxRows,
} from './payroll-files';
import {
  type FinalisedSlip,
  finalisedSlipIds,
  finalisedSlipsOfMonth,
  type SlipDocumentRow,
  slipDocuments,
  yearToDate,
} from './payroll-files.repository';
import type { PayrollSlipsService } from './payroll-slips.service';
import { periodName, type SlipLines } from './slip-calculator';
import type { SlipPdfPool } from './slip-pdf-pool';

export const PAYROLL_FILES = ['bank-transfer', 'epf-ecr', 'esi', 'professional-tax'] as const;
export type PayrollFileKind = (typeof PAYROLL_FILES)[number];

/** Slips rendered per query for a month's ZIP: memory holds one batch of PDFs at most. */
const ZIP_BATCH = 100;

export class PayrollFilesService {
  constructor(
    private readonly deps: {
      db: Database;
      slips: Pick<PayrollSlipsService, 'get'>;
      config: Pick<PayrollConfigService, 'currentSettings'>;
      pdfs: Pick<SlipPdfPool, 'render'>;
      /** The company's logo by its storage key (Settings → Company). */
      storage: Pick<FileStorage, 'get'>;
    },
  ) {}

  /** One slip's PDF; a protected slip opens with the person's password (the settings). */
  async slipPdf(actor: Actor, id: string): Promise<FileDownload> {
    const slip = await this.deps.slips.get(actor, id);
    const protect = (await this.deps.config.currentSettings()).protectSlips;
    const [row] = await slipDocuments(this.deps.db, { ids: [slip.id] });
    const [pdf] = await this.render([row!], protect);
    return { body: pdf!.bytes, contentType: 'application/pdf', fileName: pdf!.fileName };
  }

  /** A month's finalised slips as one ZIP of PDFs, streamed as they are rendered. */
  async monthZip(actor: Actor, year: number, month: number): Promise<FileDownload> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const ids = await finalisedSlipIds(this.deps.db, companyId, year, month);
    if (ids.length === 0) {
      throw new AppError(
        'CONFLICT',
        `No slip of ${periodName({ year, month })} is finalised yet: finalise the month's slips first.`,
      );
    }
    const protect = (await this.deps.config.currentSettings()).protectSlips;
    const body = zipStream(async (zip) => {
      for (let i = 0; i < ids.length; i += ZIP_BATCH) {
        // A reader gone (the download cancelled): render no more.
        if (zip.gone()) return;
        const rows = await slipDocuments(this.deps.db, { ids: ids.slice(i, i + ZIP_BATCH) });
        for (const pdf of await this.render(rows, protect)) zip.file(pdf.fileName, pdf.bytes);
        // Wait for the reader before rendering more: the month never sits in memory whole.
        await zip.drained();
      }
    });
    return {
      body,
      contentType: 'application/zip',
      fileName: `salary-slips-${year}-${String(month).padStart(2, '0')}.zip`,
    };
  }

  private async render(rows: readonly SlipDocumentRow[], protect: boolean) {
    const first = rows[0];
    if (!first) return [];
    const { year, month } = first.slip;
    // A logo that cannot be read leaves the slip with the name alone, never without a slip.
    const logo = first.companyLogoKey
      ? await this.deps.storage.get(first.companyLogoKey).catch(() => null)
      : null;
    const fyStart = { year: month >= 4 ? year : year - 1, month: 4 };
    const ytd = await yearToDate(
      this.deps.db,
      rows.map((r) => r.slip.employeeId),
      fyStart,
      { year, month },
    );
    // Every slip of the batch at once: the pool's workers take them in parallel.
    return Promise.all(
      rows.map(async (row) => {
        const lines = row.slip.lines as SlipLines;
        const sums = ytd.get(row.slip.employeeId);
        const bytes = await this.deps.pdfs.render(
          {
            company: { name: row.companyName, address: row.officeAddress, logo },
            period: { year: row.slip.year, month: row.slip.month },
            person: {
              name: `${row.firstName} ${row.lastName}`,
              employeeCode: row.employeeCode,
              designation: row.designation,
              department: row.department,
              joinDate: row.joinDate,
              pan: row.pan,
              uan: row.uan,
              bankName: row.bankName,
              bankAccount: row.bankAccount,
              ifsc: row.ifsc,
            },
            days: {
              basis: row.slip.basisCentidays / 100,
              payable: row.slip.payableCentidays / 100,
              lossOfPay: row.slip.lossOfPayCentidays / 100,
            },
            earnings: lines.earnings ?? [],
            deductions: lines.deductions ?? [],
            employerContributions: lines.employer ?? [],
            gross: row.slip.gross,
            totalDeductions: row.slip.totalDeductions,
            net: row.slip.net,
            netInWords: amountInWords(Math.max(0, row.slip.net)),
            yearToDate: {
              gross: sums?.gross ?? row.slip.gross,
              deductions: sums?.deductions ?? row.slip.totalDeductions,
              net: sums?.net ?? row.slip.net,
              incomeTax: sums?.tds ?? lines.tds ?? 0,
            },
            status: row.slip.status as 'draft' | 'calculated' | 'finalised',
          },
          protect ? { password: slipPassword(row) } : {},
        );
        const stamp = `${row.slip.year}-${String(row.slip.month).padStart(2, '0')}`;
        // The code names a file in the ZIP: nothing in it may be a path.
        return { fileName: `salary-slip-${stamp}-${codeText(row.employeeCode)}.pdf`, bytes };
      }),
    );
  }

  /** One of the month's files, from its finalised slips; a month with none is a 409. */
  async monthFile(actor: Actor, kind: PayrollFileKind, year: number, month: number): Promise<FileDownload> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await this.companyOf(actor);
    const rows = await finalisedSlipsOfMonth(this.deps.db, companyId, year, month);
    if (rows.length === 0) {
      throw new AppError(
        'CONFLICT',
        `No slip of ${periodName({ year, month })} is finalised yet: finalise the month's slips first.`,
      );
    }
    const slips = rows.map(paidSlip);
    const stamp = `${year}-${String(month).padStart(2, '0')}`;
    switch (kind) {
      case 'bank-transfer':
        return {
          body: toCsv(bankTransferRows(slips), { bom: true }),
          contentType: CSV_CONTENT_TYPE,
          fileName: `bank-transfer-${stamp}.csv`,
        };
      case 'epf-ecr':
        return {
          body: epfEcr(slips),
          contentType: 'text/plain; charset=utf-8',
          fileName: `epf-ecr-${stamp}.txt`,
        };
      case 'esi': {
        const lastDay = `${stamp}-${String(daysInMonth(stamp)).padStart(2, '0')}`;
        return {
          body: Buffer.from(toXlsx(esiRows(slips, lastDay), { sheetName: 'MC' })),
          contentType: XLSX_CONTENT_TYPE,
          fileName: `esi-contribution-${stamp}.xlsx`,
        };
      }
      case 'professional-tax':
        return {
          body: toCsv(professionalTaxRows(slips), { bom: true }),
          contentType: CSV_CONTENT_TYPE,
          fileName: `professional-tax-${stamp}.csv`,
        };
    }
  }

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }
}

/**
 * The password a protected slip opens with: the person's PAN in capitals, else their date of birth
 * as DDMMYYYY, else their employee code (the settings page says so).
 */
export function slipPassword(row: {
  pan: string | null;
  dateOfBirth: string | null;
  employeeCode: string;
}): string {
  if (row.pan) return row.pan.toUpperCase();
  if (row.dateOfBirth)
    return `${row.dateOfBirth.slice(8, 10)}${row.dateOfBirth.slice(5, 7)}${row.dateOfBirth.slice(0, 4)}`;
  return row.employeeCode;
}

function paidSlip(row: FinalisedSlip): PaidSlip {
  const lines = row.slip.lines as SlipLines;
  return {
    name: `${row.firstName} ${row.lastName}`,
    employeeCode: row.employeeCode,
    uan: row.uan,
    esicNumber: row.esicNumber,
    bankAccount: row.bankAccount,
    ifsc: row.ifsc,
    ptState: row.ptState,
    exitDate: row.exitDate,
    gross: row.slip.gross,
    net: row.slip.net,
    payableDays: row.slip.payableCentidays / 100,
    lossOfPayDays: row.slip.lossOfPayCentidays / 100,
    deductions: lines.deductions ?? [],
    employer: lines.employer ?? [],
    pf: lines.pf ?? null,
    esiCovered: lines.esiCovered ?? false,
  };
}
