/**
 * A statutory rule's params in words: "Wage ceiling ₹15,000 a month", a state's slabs, a regime's
 * slabs and rebate. Each kind is read with the contract's own schema; params it cannot read (a kind
 * the web does not know yet) are shown as they are.
 */
import type { StatutoryRuleRow } from '@hrms/contracts/payroll';
import {
  EpfRuleParamsSchema,
  EsiRuleParamsSchema,
  IncomeTaxRuleParamsSchema,
  ProfessionalTaxRuleParamsSchema,
  type StatutoryRuleKind,
} from '@hrms/contracts/payroll-rules';
import { formatDate } from '../../../lib/format';
import { formatBp, formatLakhs, formatRupees, stateName } from './payroll-format';

export const RULE_KINDS: readonly StatutoryRuleKind[] = ['epf', 'esi', 'professional_tax', 'income_tax'];

export const RULE_KIND_LABELS: Record<StatutoryRuleKind, { title: string; description: string }> = {
  epf: {
    title: 'EPF',
    description: 'The Employees’ Provident Fund: contributions on the PF wage, up to a ceiling.',
  },
  esi: {
    title: 'ESI',
    description: 'Employees’ State Insurance, for those whose gross is within the limit.',
  },
  professional_tax: {
    title: 'Professional tax',
    description: 'By state, on the month’s gross (Tamil Nadu on the half-year’s income).',
  },
  income_tax: {
    title: 'Income tax',
    description: 'By regime: the slabs, deductions, rebate, surcharge and cess of a financial year.',
  },
};

export interface SlabLine {
  range: string;
  value: string;
}

export interface RuleSummary {
  /** What the key means: a state and gender, a regime, or everyone. */
  name: string;
  lines: string[];
  slabs: SlabLine[];
}

const nil = (paise: number) => (paise === 0 ? 'nil' : formatRupees(paise));

/** Slab bounds as ranges: up to the first bound, up to each next, above the last. */
function ranges<T extends { upTo: number | null }>(
  slabs: readonly T[],
  value: (slab: T) => string,
  format: (paise: number) => string,
): SlabLine[] {
  return slabs.map((slab, i) => {
    const before = i > 0 ? slabs[i - 1]!.upTo : null;
    const range =
      slab.upTo !== null
        ? `Up to ${format(slab.upTo)}`
        : before !== null
          ? `Above ${format(before)}`
          : 'Any amount';
    return { range, value: value(slab) };
  });
}

function keyName(row: Pick<StatutoryRuleRow, 'kind' | 'key'>): string {
  if (row.kind === 'epf' || row.kind === 'esi') return row.key === 'default' ? 'Everyone' : row.key;
  if (row.kind === 'income_tax')
    return row.key === 'new' ? 'New regime' : row.key === 'old' ? 'Old regime' : row.key;
  const [state, gender] = row.key.split('-');
  const who = gender === 'male' ? ', men' : gender === 'female' ? ', women' : '';
  return `${stateName(state ?? row.key)}${who}`;
}

export function summariseRule(row: Pick<StatutoryRuleRow, 'kind' | 'key' | 'params'>): RuleSummary {
  const name = keyName(row);
  switch (row.kind) {
    case 'epf': {
      const p = EpfRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const { data } = p;
      return {
        name,
        lines: [
          `Wage ceiling ${formatRupees(data.wageCeiling)} a month`,
          `Employee ${formatBp(data.employeeRateBp)} · employer ${formatBp(data.employerRateBp)}, of which EPS ${formatBp(data.epsRateBp)}`,
          `EDLI ${formatBp(data.edliRateBp)} · admin charge ${formatBp(data.adminRateBp)}`,
          `Joiners from ${formatDate(data.epsNewMembersFrom)} above the ceiling are not in EPS`,
        ],
        slabs: [],
      };
    }
    case 'esi': {
      const p = EsiRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      return {
        name,
        lines: [
          `Covered up to ${formatRupees(p.data.wageLimit)} gross a month`,
          `Employee ${formatBp(p.data.employeeRateBp)} · employer ${formatBp(p.data.employerRateBp)}`,
        ],
        slabs: [],
      };
    }
    case 'professional_tax': {
      const p = ProfessionalTaxRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const { data } = p;
      const half = data.period === 'half_yearly';
      return {
        name,
        lines: [
          half ? 'On the half-year’s income, deducted twice a year' : 'On the month’s gross, every month',
          `At most ${formatRupees(data.annualCap)} a year`,
        ],
        slabs: ranges(
          data.slabs,
          (slab) =>
            `${nil(slab.amount)}${half && slab.amount > 0 ? ' a half-year' : ''}${
              slab.februaryAmount !== undefined ? `, ${formatRupees(slab.februaryAmount)} in February` : ''
            }`,
          formatRupees,
        ),
      };
    }
    case 'income_tax': {
      const p = IncomeTaxRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const { data } = p;
      const rebate = data.rebate;
      const surcharge = data.surcharge.map((t) => `${formatBp(t.rateBp)} above ${formatLakhs(t.above)}`);
      return {
        name,
        lines: [
          `Standard deduction ${formatRupees(data.standardDeduction)}`,
          `Rebate (87A): ${rebate.maxRebate === null ? 'the whole tax' : `up to ${formatRupees(rebate.maxRebate)}`} up to ${formatLakhs(rebate.taxableUpTo)} taxable${rebate.marginalRelief ? ', with marginal relief' : ''}`,
          surcharge.length > 0 ? `Surcharge ${surcharge.join(', ')}` : 'No surcharge',
          `Cess ${formatBp(data.cessRateBp)} on tax and surcharge`,
          [
            data.professionalTaxDeductible
              ? 'Professional tax deductible'
              : 'Professional tax not deductible',
            data.maxDeduction80C === null ? 'no 80C' : `80C up to ${formatLakhs(data.maxDeduction80C)}`,
          ].join(' · '),
        ],
        slabs: ranges(data.slabs, (slab) => (slab.rateBp === 0 ? 'nil' : formatBp(slab.rateBp)), formatLakhs),
      };
    }
  }
  return { name, lines: [JSON.stringify(row.params)], slabs: [] };
}

/** Of each kind and key, which rows hold today, which are to come, which were replaced. */
export function ruleStates(
  rows: readonly StatutoryRuleRow[],
  today: string,
): Map<string, 'in-force' | 'upcoming' | 'earlier'> {
  const states = new Map<string, 'in-force' | 'upcoming' | 'earlier'>();
  const inForce = new Map<string, StatutoryRuleRow>();
  for (const row of rows) {
    if (row.effectiveFrom > today) continue;
    const id = `${row.kind}/${row.key}`;
    const best = inForce.get(id);
    if (!best || row.effectiveFrom > best.effectiveFrom) inForce.set(id, row);
  }
  for (const row of rows) {
    const best = inForce.get(`${row.kind}/${row.key}`);
    states.set(row.id, row.effectiveFrom > today ? 'upcoming' : best?.id === row.id ? 'in-force' : 'earlier');
  }
  return states;
}
