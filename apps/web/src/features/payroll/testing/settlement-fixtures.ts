/** Settlements as the API answers them, for the settlements tests: Sneha leaving on 15 Oct 2026. */
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type { BonusResult, FullAndFinal, GratuityResult } from '@hrms/contracts/payroll';
import { SNEHA } from './fixtures';

/** Sneha as the people search finds her once she has left. */
export const SNEHA_LEFT: EmployeeListItem = {
  id: SNEHA.id,
  firstName: 'Sneha',
  lastName: 'Pillai',
  name: SNEHA.name,
  designation: { id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f', name: SNEHA.designation },
  department: { id: '6d7e8f9a-0b1c-4d2e-9f3a-4b5c6d7e8f9a', name: SNEHA.department },
  workEmail: 'sneha.pillai@example.com',
  photoUrl: null,
  employeeCode: SNEHA.employeeCode,
  status: 'inactive',
};

/**
 * Joined 1 Apr 2019, left 15 Oct 2026: 7 completed years and six and a half months, so 8 counted.
 * Basic ₹49,100 a month: gratuity 15 ÷ 26 × 49,100 × 8 = ₹2,26,615 (rounded to the rupee).
 */
export function gratuityResult(patch: Partial<GratuityResult> = {}): GratuityResult {
  return {
    employee: SNEHA,
    joinDate: '2019-04-01',
    lastDay: '2026-10-15',
    monthlyWage: 4_910_000,
    eligible: true,
    completedYears: 7,
    countedYears: 8,
    amount: 22_661_500,
    capped: false,
    ...patch,
  };
}

/**
 * Her settlement: 15 of October's 31 days (gross ₹47,516.13, ₹4,500 taken), 12.5 days of earned
 * leave and 2 of comp off at ₹49,100 ÷ 26 a day, and the gratuity above.
 */
export function fullAndFinal(patch: Partial<FullAndFinal> = {}): FullAndFinal {
  const { employee, ...gratuity } = gratuityResult();
  return {
    employee,
    lastDay: '2026-10-15',
    pendingSalary: {
      year: 2026,
      month: 10,
      payableDays: 15,
      gross: 4_751_613,
      deductions: 450_000,
      net: 4_301_613,
    },
    recoveries: { items: [], amount: 0 },
    leaveEncashment: {
      dailyRate: 188_846,
      items: [
        { code: 'EL', name: 'Earned leave', days: 12.5, amount: 2_360_577 },
        { code: 'CO', name: 'Compensatory off', days: 2, amount: 377_692 },
      ],
      amount: 2_738_269,
    },
    gratuity,
    total: 29_701_382,
    ...patch,
  };
}

/** FY 2025-26 at 8.33 %: twelve months of Basic ₹18,000, each counted up to ₹7,000. */
export function bonusResult(patch: Partial<BonusResult> = {}): BonusResult {
  return {
    employee: SNEHA,
    financialYear: 2025,
    months: 12,
    workingDays: 297.5,
    eligible: true,
    bonusWages: 8_400_000,
    amount: 699_700,
    ...patch,
  };
}
