/** Slips, runs and a month's figures as the API answers them, for the pay run and slips tests. */
import type { PayrollRun, PayrollSummary, SalarySlip } from '@hrms/contracts/payroll';
import { SNEHA } from './fixtures';

export const RAHUL = {
  id: '4b8e3d52-6c7f-4a81-9b2c-3d4e5f6a7b8c',
  name: 'Rahul Verma',
  employeeCode: 'ACME-0031',
  department: 'Sales',
  designation: 'Account Executive',
};

let next = 0;
function id(): string {
  next += 1;
  return `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`;
}

/** Sneha's October 2026, calculated: ₹98,200 gross, PF, PT and TDS taken. */
export function salarySlip(patch: Partial<SalarySlip> = {}): SalarySlip {
  return {
    id: id(),
    employee: SNEHA,
    year: 2026,
    month: 10,
    status: 'calculated',
    basisDays: 31,
    payableDays: 30,
    lossOfPayDays: 1,
    earnings: [
      { code: 'BASIC', name: 'Basic', amount: 4_751_613 },
      { code: 'HRA', name: 'House rent allowance', amount: 1_900_645 },
      { code: 'SPECIAL', name: 'Special allowance', amount: 2_850_968 },
    ],
    deductions: [
      { code: 'EPF', name: 'Provident fund', amount: 180_000 },
      { code: 'PT', name: 'Professional tax', amount: 20_000 },
      { code: 'TDS', name: 'Income tax (TDS)', amount: 512_300 },
    ],
    employerContributions: [{ code: 'EPF_ER', name: 'Employer’s PF', amount: 180_000 }],
    adjustments: [],
    gross: 9_503_226,
    totalDeductions: 712_300,
    net: 8_790_926,
    netInWords: 'Rupees Eighty-Seven Thousand Nine Hundred Nine and Twenty-Six Paise Only',
    problem: null,
    calculatedAt: '2026-11-02T06:30:00.000Z',
    finalisedAt: null,
    ...patch,
  };
}

export function payrollRun(patch: Partial<PayrollRun> = {}): PayrollRun {
  return {
    id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    year: 2026,
    month: 10,
    departmentId: null,
    status: 'running',
    total: 40,
    done: 0,
    failures: [],
    startedAt: '2026-11-02T06:30:00.000Z',
    finishedAt: null,
    ...patch,
  };
}

export function payrollSummary(patch: Partial<PayrollSummary> = {}): PayrollSummary {
  return {
    year: 2026,
    month: 10,
    employed: 0,
    slips: 0,
    byStatus: { draft: 0, calculated: 0, finalised: 0 },
    gross: 0,
    totalDeductions: 0,
    net: 0,
    employerContributions: 0,
    byDepartment: [],
    payDay: '2026-10-30',
    finalisable: true,
    allFinalised: false,
    runInProgress: null,
    ...patch,
  };
}

export const EMPTY_PAGE = { items: [], total: 0, page: 1, limit: 25 };
