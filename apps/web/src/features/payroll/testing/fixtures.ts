/** Salaries and rules as the API answers them, for the feature's tests. */
import type { SalaryConfigResponse, SalaryRevision, StatutoryRuleRow } from '@hrms/contracts/payroll';

export const SNEHA = {
  id: '3a9d2c41-5b6e-4f70-8a1b-2c3d4e5f6a7b',
  name: 'Sneha Pillai',
  employeeCode: 'ACME-0018',
  department: 'Engineering',
  designation: 'Senior Software Engineer',
};

let next = 0;
function id(): string {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
}

/** ₹12,00,000 a year by the default template, outside a metro, PF on the capped wage. */
export function ctcRevision(patch: Partial<SalaryRevision> = {}): SalaryRevision {
  return {
    id: id(),
    effectiveFrom: '2025-04-01',
    annualCtc: 120_000_000,
    components: [
      {
        code: 'BASIC',
        name: 'Basic',
        kind: 'earning',
        formula: 'GROSS * 0.5',
        amount: null,
        taxable: true,
        prorated: true,
      },
      {
        code: 'HRA',
        name: 'House rent allowance',
        kind: 'earning',
        formula: 'BASIC * 0.4',
        amount: null,
        taxable: true,
        prorated: true,
      },
      {
        code: 'SPECIAL',
        name: 'Special allowance',
        kind: 'earning',
        formula: 'GROSS - BASIC - HRA',
        amount: null,
        taxable: true,
        prorated: true,
      },
    ],
    taxRegime: 'new',
    ptState: 'KA',
    pfMode: 'capped',
    epsMember: true,
    declarations: {},
    reason: 'Joining offer',
    createdAt: '2025-03-20T06:30:00.000Z',
    monthly: {
      gross: 9_820_000,
      earnings: [
        { code: 'BASIC', name: 'Basic', amount: 4_910_000 },
        { code: 'HRA', name: 'House rent allowance', amount: 1_964_000 },
        { code: 'SPECIAL', name: 'Special allowance', amount: 2_946_000 },
      ],
      deductions: [],
      employerPf: 180_000,
    },
    ...patch,
  };
}

export function salaryConfig(
  revisions: SalaryRevision[] = [],
  current: SalaryRevision | null = revisions[0] ?? null,
): SalaryConfigResponse {
  return { employee: SNEHA, current, revisions };
}

export const DEFAULT_TEMPLATE = {
  metro: ctcRevision().components.map((c) => (c.code === 'HRA' ? { ...c, formula: 'BASIC * 0.5' } : c)),
  nonMetro: ctcRevision().components,
  notes: ['Formulas are in rupees a month; GROSS is the monthly gross, CTC the annual cost to company.'],
};

export function ruleRow(
  patch: Partial<StatutoryRuleRow> & Pick<StatutoryRuleRow, 'kind' | 'key' | 'params'>,
): StatutoryRuleRow {
  return {
    id: id(),
    effectiveFrom: '2025-04-01',
    addedBy: null,
    createdAt: '2025-03-01T00:00:00.000Z',
    ...patch,
  };
}

export const EPF_PARAMS = {
  wageCeiling: 1_500_000,
  employeeRateBp: 1200,
  employerRateBp: 1200,
  epsRateBp: 833,
  edliRateBp: 50,
  adminRateBp: 50,
  epsNewMembersFrom: '2014-09-01',
};
