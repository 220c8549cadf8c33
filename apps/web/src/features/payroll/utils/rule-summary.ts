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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { formatBp, formatLakhs, formatRupees, stateName } from './payroll-format';

export const RULE_KINDS: readonly StatutoryRuleKind[] = ['epf', 'esi', 'professional_tax', 'income_tax'];

/** Each kind's title and description as messages: said with `i18n._(…)` in the active language. */
export const RULE_KIND_LABELS: Record<
  StatutoryRuleKind,
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  epf: {
    title: msg`EPF`,
    description: msg`The Employees’ Provident Fund: contributions on the PF wage, up to a ceiling.`,
  },
  esi: {
    title: msg`ESI`,
    description: msg`Employees’ State Insurance, for those whose gross is within the limit.`,
  },
  professional_tax: {
    title: msg`Professional tax`,
    description: msg`By state, on the month’s gross (Tamil Nadu on the half-year’s income).`,
  },
  income_tax: {
    title: msg`Income tax`,
    description: msg`By regime: the slabs, deductions, rebate, surcharge and cess of a financial year.`,
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

const nil = (paise: number) => (paise === 0 ? i18n._(msg`nil`) : formatRupees(paise));

/** Slab bounds as ranges: up to the first bound, up to each next, above the last. */
function ranges<T extends { upTo: number | null }>(
  slabs: readonly T[],
  value: (slab: T) => string,
  format: (paise: number) => string,
): SlabLine[] {
  return slabs.map((slab, i) => {
    const before = i > 0 ? slabs[i - 1]!.upTo : null;
    const bound = slab.upTo !== null ? format(slab.upTo) : before !== null ? format(before) : '';
    const range =
      slab.upTo !== null
        ? i18n._(msg`Up to ${bound}`)
        : before !== null
          ? i18n._(msg`Above ${bound}`)
          : i18n._(msg`Any amount`);
    return { range, value: value(slab) };
  });
}

function keyName(row: Pick<StatutoryRuleRow, 'kind' | 'key'>): string {
  if (row.kind === 'epf' || row.kind === 'esi')
    return row.key === 'default' ? i18n._(msg`Everyone`) : row.key;
  if (row.kind === 'income_tax')
    return row.key === 'new'
      ? i18n._(msg`New regime`)
      : row.key === 'old'
        ? i18n._(msg`Old regime`)
        : row.key;
  const [code, gender] = row.key.split('-');
  const state = stateName(code ?? row.key);
  return gender === 'male'
    ? i18n._(msg`${state}, men`)
    : gender === 'female'
      ? i18n._(msg`${state}, women`)
      : state;
}

export function summariseRule(row: Pick<StatutoryRuleRow, 'kind' | 'key' | 'params'>): RuleSummary {
  const name = keyName(row);
  switch (row.kind) {
    case 'epf': {
      const p = EpfRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const { data } = p;
      const ceiling = formatRupees(data.wageCeiling);
      const employee = formatBp(data.employeeRateBp);
      const employer = formatBp(data.employerRateBp);
      const eps = formatBp(data.epsRateBp);
      const edli = formatBp(data.edliRateBp);
      const admin = formatBp(data.adminRateBp);
      const from = formatDate(data.epsNewMembersFrom);
      return {
        name,
        lines: [
          i18n._(msg`Wage ceiling ${ceiling} a month`),
          i18n._(msg`Employee ${employee} · employer ${employer}, of which EPS ${eps}`),
          i18n._(msg`EDLI ${edli} · admin charge ${admin}`),
          i18n._(msg`Joiners from ${from} above the ceiling are not in EPS`),
        ],
        slabs: [],
      };
    }
    case 'esi': {
      const p = EsiRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const limit = formatRupees(p.data.wageLimit);
      const employee = formatBp(p.data.employeeRateBp);
      const employer = formatBp(p.data.employerRateBp);
      return {
        name,
        lines: [
          i18n._(msg`Covered up to ${limit} gross a month`),
          i18n._(msg`Employee ${employee} · employer ${employer}`),
        ],
        slabs: [],
      };
    }
    case 'professional_tax': {
      const p = ProfessionalTaxRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const { data } = p;
      const half = data.period === 'half_yearly';
      const cap = formatRupees(data.annualCap);
      const slabValue = (slab: (typeof data.slabs)[number]): string => {
        const amount = nil(slab.amount);
        const perHalf = half && slab.amount > 0;
        if (slab.februaryAmount === undefined) return perHalf ? i18n._(msg`${amount} a half-year`) : amount;
        const february = formatRupees(slab.februaryAmount);
        return perHalf
          ? i18n._(msg`${amount} a half-year, ${february} in February`)
          : i18n._(msg`${amount}, ${february} in February`);
      };
      return {
        name,
        lines: [
          half
            ? i18n._(msg`On the half-year’s income, deducted twice a year`)
            : i18n._(msg`On the month’s gross, every month`),
          i18n._(msg`At most ${cap} a year`),
        ],
        slabs: ranges(data.slabs, slabValue, formatRupees),
      };
    }
    case 'income_tax': {
      const p = IncomeTaxRuleParamsSchema.safeParse(row.params);
      if (!p.success) break;
      const { data } = p;
      const rebate = data.rebate;
      const surcharge = data.surcharge
        .map((tier) => {
          const rate = formatBp(tier.rateBp);
          const above = formatLakhs(tier.above);
          return i18n._(msg`${rate} above ${above}`);
        })
        .join(', ');
      const deduction = formatRupees(data.standardDeduction);
      const taxable = formatLakhs(rebate.taxableUpTo);
      const maxRebate = rebate.maxRebate === null ? '' : formatRupees(rebate.maxRebate);
      const cess = formatBp(data.cessRateBp);
      const max80C = data.maxDeduction80C === null ? '' : formatLakhs(data.maxDeduction80C);
      const rebateLine =
        rebate.maxRebate === null
          ? rebate.marginalRelief
            ? msg`Rebate (87A): the whole tax up to ${taxable} taxable, with marginal relief`
            : msg`Rebate (87A): the whole tax up to ${taxable} taxable`
          : rebate.marginalRelief
            ? msg`Rebate (87A): up to ${maxRebate} up to ${taxable} taxable, with marginal relief`
            : msg`Rebate (87A): up to ${maxRebate} up to ${taxable} taxable`;
      return {
        name,
        lines: [
          i18n._(msg`Standard deduction ${deduction}`),
          i18n._(rebateLine),
          surcharge.length > 0 ? i18n._(msg`Surcharge ${surcharge}`) : i18n._(msg`No surcharge`),
          i18n._(msg`Cess ${cess} on tax and surcharge`),
          [
            data.professionalTaxDeductible
              ? i18n._(msg`Professional tax deductible`)
              : i18n._(msg`Professional tax not deductible`),
            data.maxDeduction80C === null ? i18n._(msg`no 80C`) : i18n._(msg`80C up to ${max80C}`),
          ].join(' · '),
        ],
        slabs: ranges(
          data.slabs,
          (slab) => (slab.rateBp === 0 ? i18n._(msg`nil`) : formatBp(slab.rateBp)),
          formatLakhs,
        ),
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
