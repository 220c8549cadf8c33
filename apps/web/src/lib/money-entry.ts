/**
 * Money and rates as people type them, read exactly: rupees into integer paise and percents into
 * basis points by their digits, never through a float (12,00,000 is 120000000 paise, 8.33 % is 833
 * bp, where `8.33 * 100` would be 832.9999…). And back, for a form's starting values.
 */

/** `₹12,00,000`, `1200000`, `1,250.5` → paise; null for anything that is not an amount in rupees. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return paise <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(paise) : null;
}

/** 120000000 → `1200000`, 125050 → `1250.50`: what a rupee input starts with. */
export function paiseToRupeesEntry(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** `12`, `8.33`, `0.75 %` → basis points (1200, 833, 75); null for anything else. */
export function percentToBp(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(bp) ? bp : null;
}

/** 833 → `8.33`, 1200 → `12`, 75 → `0.75`, 50 → `0.5`. */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
