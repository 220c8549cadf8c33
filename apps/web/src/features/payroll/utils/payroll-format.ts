/** How payroll names its options and shows its money: rupees at the edge, states by name. */
import { PT_STATE_NAMES, type SalaryRevision } from '@hrms/contracts/payroll';
import { formatNumber, formatPaise } from '../../../lib/format';
import { bpToPercent } from '../../../lib/money-entry';

export const TAX_REGIME_LABELS: Record<SalaryRevision['taxRegime'], string> = {
  new: 'New regime',
  old: 'Old regime',
};

export const PF_MODE_LABELS: Record<SalaryRevision['pfMode'], string> = {
  capped: 'On the capped wage',
  actual: 'On the actual wage',
  none: 'No PF',
};

export const PF_MODE_HINTS: Record<SalaryRevision['pfMode'], string> = {
  capped: 'Contributions on Basic up to the PF wage ceiling.',
  actual: 'Contributions on the whole Basic, above the ceiling too.',
  none: 'Outside EPF: no contribution by the person or the employer.',
};

/** A state by its name (`MH` → Maharashtra); a code the product does not name stays a code. */
export function stateName(code: string | null): string {
  if (code === null) return 'None';
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
