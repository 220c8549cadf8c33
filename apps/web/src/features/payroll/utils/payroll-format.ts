/** How payroll names its options and shows its money: rupees at the edge, states by name. */
import { PT_STATE_NAMES, type SalaryRevision } from '@hrms/contracts/payroll';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';
import { formatNumber, formatPaise } from '../../../lib/format';
import { bpToPercent } from '../../../lib/money-entry';

/** Labels as messages: said with `i18n._(…)` in the active language. */
export const TAX_REGIME_LABELS: Record<SalaryRevision['taxRegime'], MessageDescriptor> = {
  new: msg`New regime`,
  old: msg`Old regime`,
};

export const PF_MODE_LABELS: Record<SalaryRevision['pfMode'], MessageDescriptor> = {
  capped: msg`On the capped wage`,
  actual: msg`On the actual wage`,
  none: msg`No PF`,
};

export const PF_MODE_HINTS: Record<SalaryRevision['pfMode'], MessageDescriptor> = {
  capped: msg`Contributions on Basic up to the PF wage ceiling.`,
  actual: msg`Contributions on the whole Basic, above the ceiling too.`,
  none: msg`Outside EPF: no contribution by the person or the employer.`,
};

/** A state by its name (`MH` → Maharashtra); a code the product does not name stays a code. */
export function stateName(code: string | null): string {
  if (code === null) return i18n._(msg`None`);
  return (PT_STATE_NAMES as Record<string, string>)[code] ?? code;
}

/** `₹15,000` for whole rupees, `₹24,999.99` otherwise: for rules, where most amounts are round. */
export function formatRupees(paise: number): string {
  const full = formatPaise(paise);
  return paise % 100 === 0 ? full.replace(/\.00$/, '') : full;
}

/** `₹12 L`, `₹1.5 Cr` for slab bounds that read better in lakhs and crores; else the amount. */
export function formatLakhs(paise: number): string {
  const rupees = paise / 100;
  if (paise % 100 === 0 && rupees >= 1_00_00_000 && rupees % 10_00_000 === 0) {
    return `₹${formatNumber(rupees / 1_00_00_000)} Cr`;
  }
  if (paise % 100 === 0 && rupees >= 1_00_000 && rupees % 10_000 === 0) {
    return `₹${formatNumber(rupees / 1_00_000)} L`;
  }
  return formatRupees(paise);
}

/** 833 → `8.33 %`. */
export function formatBp(bp: number): string {
  return `${bpToPercent(bp)} %`;
}
