/**
 * Money in integer paise (₹1 = 100 paise) and rates in basis points (1 bp = 0.01 %): every product
 * and quotient is worked out exactly (in BigInt) and rounded once, as the rule in question says.
 * Rounding "half up" goes toward +∞ at exactly half (2.5 → 3); the amounts here are never negative.
 */

export type Rounding = 'half_up' | 'ceil' | 'floor';

function assertInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

/** a × b ÷ d, rounded as asked, with no intermediate overflow. */
export function mulDiv(a: number, b: number, d: number, rounding: Rounding = 'half_up'): number {
  assertInteger('a', a);
  assertInteger('b', b);
  assertInteger('d', d);
  if (d <= 0) throw new RangeError(`The divisor must be positive, got ${d}`);
  const n = BigInt(a) * BigInt(b);
  const div = BigInt(d);
  const result = roundQuotient(n, div, rounding);
  const value = Number(result);
  if (!Number.isSafeInteger(value)) throw new RangeError('The amount is too large');
  return value;
}

/** n ÷ d (d > 0) rounded as asked. */
export function roundQuotient(n: bigint, d: bigint, rounding: Rounding): bigint {
  const floor = n >= 0n ? n / d : -((-n + d - 1n) / d);
  const rest = n - floor * d;
  if (rest === 0n || rounding === 'floor') return floor;
  if (rounding === 'ceil') return floor + 1n;
  return 2n * rest >= d ? floor + 1n : floor;
}

/** A rate's share of an amount: 'paisa' half up, or to whole rupees half up or up. */
export type PercentRounding = 'paisa' | 'rupee_half_up' | 'rupee_ceil';

/** `rateBp` basis points of `amount` paise. */
export function percentOf(amount: number, rateBp: number, rounding: PercentRounding = 'paisa'): number {
  switch (rounding) {
    case 'paisa':
      return mulDiv(amount, rateBp, 10_000, 'half_up');
    case 'rupee_half_up':
      return mulDiv(amount, rateBp, 1_000_000, 'half_up') * 100;
    case 'rupee_ceil':
      return mulDiv(amount, rateBp, 1_000_000, 'ceil') * 100;
  }
}

/** Paise rounded to whole rupees. */
export function toRupee(paise: number, rounding: Rounding = 'half_up'): number {
  return mulDiv(paise, 1, 100, rounding) * 100;
}

/** Days (payable, basis) as whole hundredths: half and quarter days stay exact. */
export function centidays(days: number): number {
  const centi = Math.round(days * 100);
  if (!Number.isSafeInteger(centi) || Math.abs(centi - days * 100) > 1e-6) {
    throw new RangeError(`Days must be given to at most two decimals, got ${days}`);
  }
  return centi;
}

/** `amount × payable ÷ basis`, half up to the paisa; days may be fractional (half days). */
export function prorate(amount: number, payable: number, basis: number): number {
  const p = centidays(payable);
  const b = centidays(basis);
  if (b <= 0) throw new RangeError(`The basis must be more than zero days, got ${basis}`);
  if (p < 0) throw new RangeError(`Payable days must not be negative, got ${payable}`);
  return mulDiv(amount, p, b, 'half_up');
}

/** Paise from rupees written as in a document: 56129.03, '56,129.03', '₹1,50,000'. For tests and seeds. */
export function rupees(value: string | number): number {
  const text = String(value).replace(/[₹,\s]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount in rupees: ${value}`);
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Too large an amount: ${value}`);
  return match[1] === '-' ? -paise : paise;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1 to 999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words in the Indian system: thousand, lakh (1,00,000), crore (1,00,00,000). */
function inWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore > 0) parts.push(`${inWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount as a payslip or cheque writes it: 5612903 →
 * "Rupees Fifty-Six Thousand One Hundred Twenty-Nine and Three Paise Only".
 */
export function amountInWords(paise: number): string {
  assertInteger('The amount', paise);
  if (paise < 0) throw new RangeError('An amount in words must not be negative');
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeePart = `Rupees ${inWords(whole)}`;
  if (fraction === 0) return `${rupeePart} Only`;
  return `${rupeePart} and ${belowHundred(fraction)} ${fraction === 1 ? 'Paisa' : 'Paise'} Only`;
}

/** Sum of amounts in paise, checked to stay exact. */
export function sum(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertInteger('An amount', amount);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('The total is too large');
  return total;
}
