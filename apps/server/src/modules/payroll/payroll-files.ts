/**
 * The files a payroll team sends out after a month is finalised, from its slips: the bank transfer
 * list, the EPF return (ECR 2.0 text, the EPFO's upload format), the ESI monthly contribution sheet
 * (the columns of ESIC's upload template) and the professional tax summary by state. Pure: the
 * service reads the slips and sends the files. Amounts leave as rupees: paise exactly for the bank,
 * whole rupees (half up) for the statutory returns, as their portals take them.
 *
 * Every text that comes from a person's record leaves through `nameField` or `codeField`, so a
 * name holding the ECR's `#~#`, a comma, a quote, a line break or a tab cannot add a field or a
 * line, and a name or code starting `=`, `+`, `-` or `@` is never run as a formula by the
 * spreadsheet someone opens the file in.
 */
import { PT_STATE_NAMES } from '@hrms/contracts/payroll';
import { neutralise, type Row } from '../../lib/spreadsheet';
import { toRupee } from './engine/money';

/** A finalised slip with what the bank and the returns ask of its person. */
export interface PaidSlip {
  name: string;
  employeeCode: string;
  uan: string | null;
  esicNumber: string | null;
  bankAccount: string | null;
  ifsc: string | null;
  ptState: string | null;
  exitDate: string | null;
  gross: number;
  net: number;
  payableDays: number;
  lossOfPayDays: number;
  deductions: readonly { code: string; amount: number }[];
  employer: readonly { code: string; amount: number }[];
  pf: { epfWages: number; epsWages: number; edliWages: number } | null;
  esiCovered: boolean;
}

/**
 * A person's name as banks and the statutory portals take it: letters and single spaces, nothing
 * else (ESIC's column says "Only alphabets and space"), so no separator, quote, control or formula
 * character survives. `latin` keeps A to Z alone, accents dropped ("Zoë Ñúñez" → "Zoe Nunez"); without
 * it letters of any script stay, with their accents and vowel signs.
 */
export function nameField(name: string, options: { latin?: boolean } = {}): string {
  const letters = options.latin
    ? name
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[^A-Za-z]+/g, ' ')
    : name.normalize('NFC').replace(/[^\p{L}\p{M}]+/gu, ' ');
  return letters.trim();
}

/** An identifier (employee code, UAN, ESIC number, account number, IFSC) kept to letters, digits, `-` and `_`. */
export function codeText(value: string | null): string {
  return (value ?? '').replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * An identifier as a file's field: `codeText`, and never the start of a formula (the export rule of
 * lib/spreadsheet: a leading `-` gets a `'`).
 */
export function codeField(value: string | null): string {
  return neutralise(codeText(value));
}

/** Paise as rupees with two decimals, exactly: 5612903 → "56129.03". */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise as whole rupees, half up: the statutory portals take no paise. */
const wholeRupees = (paise: number) => toRupee(paise) / 100;

const amountOf = (lines: readonly { code: string; amount: number }[], code: string) =>
  lines.find((l) => l.code === code)?.amount ?? 0;

/** One row a person: whom to pay, where, how much (net pay, to the paisa). */
export function bankTransferRows(slips: readonly PaidSlip[]): Row[] {
  return [
    ['Employee code', 'Name', 'Account number', 'IFSC', 'Amount (INR)'],
    ...slips.map((s) => [
      codeField(s.employeeCode),
      nameField(s.name),
      codeField(s.bankAccount),
      codeField(s.ifsc),
      rupeesText(s.net),
    ]),
  ];
}

/**
 * The EPF return, ECR 2.0: a line a member, eleven fields joined by `#~#` — UAN, name, gross wages,
 * EPF wages, EPS wages, EDLI wages, EPF contribution (the employee's), EPS contribution, the
 * employer's EPF share (EPF − EPS difference), non-contributory days, refund of advances.
 */
export function epfEcr(slips: readonly PaidSlip[]): string {
  const whole = (paise: number) => String(wholeRupees(paise));
  return slips
    .filter((s) => s.pf !== null)
    .map((s) =>
      [
        codeField(s.uan),
        nameField(s.name).toUpperCase(),
        whole(s.gross),
        whole(s.pf!.epfWages),
        whole(s.pf!.epsWages),
        whole(s.pf!.edliWages),
        whole(amountOf(s.deductions, 'EPF')),
        whole(amountOf(s.employer, 'EPS_ER')),
        whole(amountOf(s.employer, 'EPF_ER')),
        String(Math.round(s.lossOfPayDays)),
        '0',
      ].join('#~#'),
    )
    .join('\n');
}

/**
 * The ESI monthly contribution sheet: those covered this month, with the days and wages paid; a
 * leaver carries ESIC's reason code 2 and their last working day, everyone else code 0.
 */
export function esiRows(slips: readonly PaidSlip[], lastDay: string): Row[] {
  return [
    [
      'IP Number (10 Digits)',
      'IP Name ( Only alphabets and space )',
      'No of Days for which wages paid/payable during the month',
      'Total Monthly Wages',
      'Reason Code for Zero workings days',
      'Last Working Day',
    ],
    ...slips
      .filter((s) => s.esiCovered)
      .map((s) => {
        const left = s.exitDate !== null && s.exitDate <= lastDay ? s.exitDate : null;
        return [
          codeField(s.esicNumber),
          nameField(s.name, { latin: true }),
          Math.floor(s.payableDays),
          wholeRupees(s.gross),
          left ? 2 : 0,
          left ? `${left.slice(8, 10)}/${left.slice(5, 7)}/${left.slice(0, 4)}` : '',
        ];
      }),
  ];
}

/** Professional tax by state: how many paid it, on what gross, and how much. */
export function professionalTaxRows(slips: readonly PaidSlip[]): Row[] {
  const states = new Map<string, { people: number; gross: number; tax: number }>();
  for (const s of slips) {
    const tax = amountOf(s.deductions, 'PT');
    if (!s.ptState) continue;
    const row = states.get(s.ptState) ?? { people: 0, gross: 0, tax: 0 };
    row.people += 1;
    row.gross += s.gross;
    row.tax += tax;
    states.set(s.ptState, row);
  }
  return [
    ['State', 'Employees', 'Gross wages (INR)', 'Professional tax (INR)'],
    ...[...states.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, row]) => [
        PT_STATE_NAMES[state as keyof typeof PT_STATE_NAMES] ?? codeField(state),
        row.people,
        rupeesText(row.gross),
        rupeesText(row.tax),
      ]),
  ];
}
