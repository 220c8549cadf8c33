/** The formula language and a structure's evaluation: precedence, limits, and the errors people see. */
import { describe, expect, it } from 'vitest';
import {
  evaluateComponents,
  evaluateFormula,
  FormulaError,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
  parseFormula,
} from './formula';
import { rupees } from './money';

/** A formula's value in rupees (as a string of paise ÷ 100), given values in rupees. */
function value(source: string, values: Record<string, number> = {}): number {
  const paise = new Map(Object.entries(values).map(([k, v]) => [k, rupees(v)]));
  return evaluateFormula(parseFormula(source), paise) / 100;
}

function errorOf(run: () => unknown): FormulaError {
  try {
    run();
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error('expected a FormulaError');
}

describe('evaluateFormula', () => {
  it('follows precedence, parentheses, unary minus and left-to-right order', () => {
    expect(value('2 + 3 * 4')).toBe(14);
    expect(value('(2 + 3) * 4')).toBe(20);
    expect(value('10 - 4 - 3')).toBe(3);
    expect(value('100 / 4 / 5')).toBe(5);
    expect(value('-3 + 5')).toBe(2);
    expect(value('2 * -3')).toBe(-6);
    expect(value('--4')).toBe(4);
    expect(value('-(2 + 3) * 2')).toBe(-10);
    expect(value('2 × 3 ÷ 4 − 1')).toBe(0.5);
  });

  it('computes with components, exactly, and rounds half up to the paisa once', () => {
    expect(value('BASIC * 0.4', { BASIC: 12_345.67 })).toBe(4938.27);
    // 0.1 + 0.2 is exactly 0.3 here.
    expect(value('(0.1 + 0.2) * 100')).toBe(30);
    // ₹100 ÷ 3 = 33.333… → 33.33; ₹0.125 → 0.13
    expect(value('100 / 3')).toBe(33.33);
    expect(value('0.125')).toBe(0.13);
    expect(value('GROSS - BASIC - HRA', { GROSS: 60_000, BASIC: 30_000, HRA: 15_000 })).toBe(15_000);
  });

  it('has min, max and round', () => {
    expect(value('min(BASIC, 15000) * 0.12', { BASIC: 25_000 })).toBe(1800);
    expect(value('max(7000, MINWAGE, 3)', { MINWAGE: 9_500.5 })).toBe(9500.5);
    expect(value('MIN(1, 2)')).toBe(1);
    expect(value('round(1249.5)')).toBe(1250);
    expect(value('round(1249.49)')).toBe(1249);
    expect(value('round(-2.5)')).toBe(-2);
    expect(value('round(BASIC * 0.0833)', { BASIC: 15_000 })).toBe(1250);
  });

  it('refuses division by zero', () => {
    expect(errorOf(() => value('BASIC / (HRA - HRA)', { BASIC: 1, HRA: 2 })).message).toBe(
      'The formula divides by zero',
    );
  });

  it('says where a formula is malformed', () => {
    expect(errorOf(() => parseFormula('BASIC *', 'HRA')).message).toBe(
      'The formula of HRA ends where a value is expected',
    );
    expect(errorOf(() => parseFormula('(BASIC * 0.5', 'HRA')).message).toBe(
      "The formula of HRA expects ')' but has the end",
    );
    expect(errorOf(() => parseFormula('BASIC 0.5', 'HRA')).message).toBe(
      "The formula of HRA has '0.5' at character 7 where the formula should end",
    );
    expect(errorOf(() => parseFormula('BASIC % 2', 'HRA')).message).toBe(
      "The formula of HRA has '%' at character 7, which is not allowed",
    );
    expect(errorOf(() => parseFormula('sqrt(BASIC)')).message).toBe(
      'The formula calls sqrt, which is not a function (use min, max or round)',
    );
    expect(errorOf(() => parseFormula('round(1, 2)')).message).toBe(
      'The formula gives round more than one value',
    );
    expect(errorOf(() => parseFormula('  ')).message).toBe('The formula is empty');
    expect(errorOf(() => parseFormula('min()')).message).toBe(
      "The formula expects a value but has ')' at character 5",
    );
  });

  it('never runs JavaScript', () => {
    expect(() => parseFormula('constructor.constructor("return 1")()')).toThrow(FormulaError);
    expect(() => parseFormula('BASIC; process.exit(1)')).toThrow(FormulaError);
    expect(() => value('__proto__')).toThrow(/__proto__, which has no value/);
  });

  it('limits nesting and length', () => {
    const deep = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
    expect(value(deep(MAX_FORMULA_DEPTH))).toBe(1);
    expect(errorOf(() => parseFormula(deep(MAX_FORMULA_DEPTH + 1))).message).toBe(
      `The formula is nested more than ${MAX_FORMULA_DEPTH} levels deep`,
    );
    expect(() => parseFormula(`${'-'.repeat(MAX_FORMULA_DEPTH + 1)}1`)).toThrow(/nested/);
    expect(() => parseFormula(`min(${deep(MAX_FORMULA_DEPTH)})`)).toThrow(/nested/);
    expect(value(Array.from({ length: 250 }, () => '1').join('+'))).toBe(250);
    expect(errorOf(() => parseFormula(`${'1+'.repeat(250)}1`)).message).toBe(
      `The formula is longer than ${MAX_FORMULA_LENGTH} characters`,
    );
  });

  it('lists what a formula refers to', () => {
    expect(parseFormula('min(BASIC, 15000) + BASIC * HRA_RATE').references).toEqual(['BASIC', 'HRA_RATE']);
  });
});

describe('evaluateComponents', () => {
  it('evaluates in dependency order, whatever the order given, keeping the given order', () => {
    const values = evaluateComponents(
      [
        { code: 'SPECIAL', formula: 'GROSS - BASIC - HRA - CONVEYANCE' },
        { code: 'HRA', formula: 'BASIC * 0.4' },
        { code: 'CONVEYANCE', amount: rupees(1_600) },
        { code: 'BASIC', formula: 'GROSS * 0.5' },
      ],
      { GROSS: rupees('50,000.01') },
    );
    expect([...values.keys()]).toEqual(['SPECIAL', 'HRA', 'CONVEYANCE', 'BASIC']);
    // Basic 25,000.005 → 25,000.01; HRA 40 % of that = 10,000.004 → 10,000.00; the rest 13,400.00.
    expect(Object.fromEntries(values)).toEqual({
      SPECIAL: rupees('13,400'),
      HRA: rupees('10,000'),
      CONVEYANCE: rupees(1_600),
      BASIC: rupees('25,000.01'),
    });
  });

  it('names a component that refers to itself, directly or through others', () => {
    const direct = errorOf(() => evaluateComponents([{ code: 'BASIC', formula: 'BASIC * 0.5' }]));
    expect(direct.component).toBe('BASIC');
    expect(direct.message).toBe('The formula of BASIC refers to itself');
    const cycle = errorOf(() =>
      evaluateComponents(
        [
          { code: 'BASIC', formula: 'GROSS - SPECIAL' },
          { code: 'HRA', formula: 'BASIC * 0.5' },
          { code: 'SPECIAL', formula: 'HRA * 2' },
        ],
        { GROSS: 100 },
      ),
    );
    expect(cycle.component).toBe('BASIC');
    expect(cycle.message).toBe('The formula of BASIC refers to itself through SPECIAL → HRA');
  });

  it('names an unknown component', () => {
    const error = errorOf(() =>
      evaluateComponents(
        [
          { code: 'HRA', formula: 'BASC * 0.5' },
          { code: 'BASIC', amount: 100 },
        ],
        { GROSS: 200 },
      ),
    );
    expect(error.component).toBe('HRA');
    expect(error.message).toBe(
      'The formula of HRA refers to BASC, which is not a component (known: HRA, BASIC, GROSS)',
    );
  });

  it('refuses bad codes, duplicates, and components with both or neither of amount and formula', () => {
    expect(errorOf(() => evaluateComponents([{ code: 'basic', amount: 1 }])).message).toMatch(/not allowed/);
    expect(
      errorOf(() =>
        evaluateComponents([
          { code: 'A', amount: 1 },
          { code: 'A', amount: 2 },
        ]),
      ).message,
    ).toBe('The code A is used twice');
    expect(errorOf(() => evaluateComponents([{ code: 'GROSS', amount: 1 }], { GROSS: 1 })).component).toBe(
      'GROSS',
    );
    expect(errorOf(() => evaluateComponents([{ code: 'A', amount: 1, formula: '2' }])).message).toBe(
      'A needs either a fixed amount or a formula, not both or neither',
    );
    expect(errorOf(() => evaluateComponents([{ code: 'A' }])).component).toBe('A');
    expect(
      errorOf(() =>
        evaluateComponents([
          { code: 'A', formula: 'B +' },
          { code: 'B', amount: 1 },
        ]),
      ).message,
    ).toBe('The formula of A ends where a value is expected');
  });
});
