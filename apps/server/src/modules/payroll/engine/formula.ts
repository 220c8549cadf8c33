/**
 * Salary-component formulas, like `BASIC * 0.5` or `min(BASIC, 15000) * 0.12`: numbers, + − × ÷
 * (written + - * /), parentheses, unary minus, min(…), max(…), round(x), and other components by
 * their codes. Amounts in a formula are rupees. A hand-written tokenizer and recursive-descent
 * parser (nothing is ever handed to eval or Function) into a tree, evaluated in exact fractions, so
 * 0.4 × BASIC is exact; each component's value is then half up to the paisa, and that is what the
 * components after it see. round(x) is half up to the rupee. A structure is evaluated in dependency
 * order; a formula that refers to itself, directly or through others, or to something that is not
 * there, is refused with an error naming the component and the problem.
 */

/** A formula or structure that cannot be evaluated; `component` names whose formula, when known. */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  constructor(
    readonly component: string | null,
    message: string,
  ) {
    super(message);
  }
}

export const MAX_FORMULA_LENGTH = 500;
export const MAX_FORMULA_DEPTH = 20;
const FUNCTIONS = ['min', 'max', 'round'] as const;
type FunctionName = (typeof FUNCTIONS)[number];

/** A component's code, usable in formulas: BASIC, HRA, SPECIAL_ALLOWANCE. */
export const COMPONENT_CODE = /^[A-Z][A-Z0-9_]{0,31}$/;

/** An exact fraction n/d, d > 0. */
interface Fraction {
  n: bigint;
  d: bigint;
}

type Node =
  | { type: 'number'; value: Fraction }
  | { type: 'ref'; name: string }
  | { type: 'negate'; arg: Node }
  | { type: 'binary'; op: '+' | '-' | '*' | '/'; left: Node; right: Node }
  | { type: 'call'; fn: FunctionName; args: Node[] };

export interface Formula {
  source: string;
  tree: Node;
  /** The codes it refers to, each once. */
  references: string[];
}

type Token =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'name'; text: string; at: number }
  | { kind: 'op'; text: '+' | '-' | '*' | '/' | '(' | ')' | ','; at: number }
  | { kind: 'end'; text: ''; at: number };

const OPERATORS: Record<string, '+' | '-' | '*' | '/' | '(' | ')' | ','> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
  ',': ',',
};

function whose(component: string | null): string {
  return component === null ? 'The formula' : `The formula of ${component}`;
}

function tokenize(source: string, component: string | null): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const number = /^\d+(?:\.\d+)?/.exec(source.slice(i));
    if (number) {
      if (number[0].length > 20) {
        throw new FormulaError(component, `${whose(component)} has too long a number at character ${i + 1}`);
      }
      tokens.push({ kind: 'number', text: number[0], at: i });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (name) {
      tokens.push({ kind: 'name', text: name[0], at: i });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS[ch];
    if (op === undefined) {
      throw new FormulaError(
        component,
        `${whose(component)} has '${ch}' at character ${i + 1}, which is not allowed`,
      );
    }
    tokens.push({ kind: 'op', text: op, at: i });
    i += 1;
  }
  tokens.push({ kind: 'end', text: '', at: source.length });
  return tokens;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fraction(n: bigint, d: bigint): Fraction {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d < 0n ? -d : d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

function parseNumber(text: string): Fraction {
  const [whole, decimals = ''] = text.split('.');
  return fraction(BigInt(whole! + decimals), 10n ** BigInt(decimals.length));
}

/** Parses a formula into a tree, or throws a FormulaError saying where and what is wrong. */
export function parseFormula(source: string, component: string | null = null): Formula {
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError(component, `${whose(component)} is longer than ${MAX_FORMULA_LENGTH} characters`);
  }
  const tokens = tokenize(source, component);
  let pos = 0;
  const references = new Set<string>();
  const peek = () => tokens[pos]!;
  const describe = (t: Token) => (t.kind === 'end' ? 'the end' : `'${t.text}' at character ${t.at + 1}`);
  const fail = (message: string): never => {
    throw new FormulaError(component, `${whose(component)} ${message}`);
  };
  const expectOp = (text: string) => {
    const t = peek();
    if (t.kind !== 'op' || t.text !== text) fail(`expects '${text}' but has ${describe(t)}`);
    pos += 1;
  };

  const expression = (depth: number): Node => {
    if (depth > MAX_FORMULA_DEPTH) fail(`is nested more than ${MAX_FORMULA_DEPTH} levels deep`);
    let left = term(depth);
    for (let t = peek(); t.kind === 'op' && (t.text === '+' || t.text === '-'); t = peek()) {
      pos += 1;
      left = { type: 'binary', op: t.text, left, right: term(depth) };
    }
    return left;
  };
  const term = (depth: number): Node => {
    let left = unary(depth);
    for (let t = peek(); t.kind === 'op' && (t.text === '*' || t.text === '/'); t = peek()) {
      pos += 1;
      left = { type: 'binary', op: t.text, left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): Node => {
    const t = peek();
    if (t.kind === 'op' && (t.text === '-' || t.text === '+')) {
      if (depth + 1 > MAX_FORMULA_DEPTH) fail(`is nested more than ${MAX_FORMULA_DEPTH} levels deep`);
      pos += 1;
      const arg = unary(depth + 1);
      return t.text === '-' ? { type: 'negate', arg } : arg;
    }
    return primary(depth);
  };
  const primary = (depth: number): Node => {
    const t = peek();
    if (t.kind === 'number') {
      pos += 1;
      return { type: 'number', value: parseNumber(t.text) };
    }
    if (t.kind === 'name') {
      pos += 1;
      const next = peek();
      if (next.kind === 'op' && next.text === '(') {
        const fn = t.text.toLowerCase() as FunctionName;
        if (!FUNCTIONS.includes(fn)) fail(`calls ${t.text}, which is not a function (use min, max or round)`);
        pos += 1;
        const args = [expression(depth + 1)];
        while (peek().kind === 'op' && peek().text === ',') {
          pos += 1;
          args.push(expression(depth + 1));
        }
        expectOp(')');
        if (fn === 'round' && args.length !== 1) fail('gives round more than one value');
        return { type: 'call', fn, args };
      }
      references.add(t.text);
      return { type: 'ref', name: t.text };
    }
    if (t.kind === 'op' && t.text === '(') {
      pos += 1;
      const inner = expression(depth + 1);
      expectOp(')');
      return inner;
    }
    return fail(
      t.kind === 'end' ? 'ends where a value is expected' : `expects a value but has ${describe(t)}`,
    );
  };

  if (peek().kind === 'end') fail('is empty');
  const tree = expression(0);
  if (peek().kind !== 'end') fail(`has ${describe(peek())} where the formula should end`);
  return { source, tree, references: [...references] };
}

function compare(a: Fraction, b: Fraction): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** x rounded half up to a whole number. */
function roundHalfUp(x: Fraction): bigint {
  const twice = 2n * x.n + x.d;
  const den = 2n * x.d;
  // Floor division for either sign.
  return twice >= 0n ? twice / den : -((-twice + den - 1n) / den);
}

function evaluate(node: Node, values: ReadonlyMap<string, number>, component: string | null): Fraction {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'ref': {
      const paise = values.get(node.name);
      if (paise === undefined) {
        throw new FormulaError(component, `${whose(component)} refers to ${node.name}, which has no value`);
      }
      return fraction(BigInt(paise), 100n);
    }
    case 'negate': {
      const x = evaluate(node.arg, values, component);
      return { n: -x.n, d: x.d };
    }
    case 'binary': {
      const a = evaluate(node.left, values, component);
      const b = evaluate(node.right, values, component);
      switch (node.op) {
        case '+':
          return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
        case '-':
          return fraction(a.n * b.d - b.n * a.d, a.d * b.d);
        case '*':
          return fraction(a.n * b.n, a.d * b.d);
        case '/':
          if (b.n === 0n) throw new FormulaError(component, `${whose(component)} divides by zero`);
          return fraction(a.n * b.d, a.d * b.n);
      }
      break;
    }
    case 'call': {
      const args = node.args.map((arg) => evaluate(arg, values, component));
      if (node.fn === 'round') return { n: roundHalfUp(args[0]!), d: 1n };
      const pick = node.fn === 'min' ? -1 : 1;
      return args.reduce((best, x) => (compare(x, best) === pick ? x : best));
    }
  }
  throw new FormulaError(component, `${whose(component)} cannot be evaluated`);
}

/** A parsed formula's value in paise (half up), given the values of what it refers to, in paise. */
export function evaluateFormula(
  formula: Formula,
  values: ReadonlyMap<string, number>,
  component: string | null = null,
): number {
  const rupees = evaluate(formula.tree, values, component);
  const paise = Number(roundHalfUp(fraction(rupees.n * 100n, rupees.d)));
  if (!Number.isSafeInteger(paise))
    throw new FormulaError(component, `${whose(component)} gives too large an amount`);
  return paise;
}

/**
 * Formulas already parsed, by component and text: a month's run evaluates the same few formulas
 * for every person (and a CTC's split many times each), so each is parsed once. Bounded: a
 * formula that is no longer used is forgotten with the rest when the cache fills.
 */
const PARSED = new Map<string, Formula>();
const PARSED_MAX = 2_000;

function parsedFormula(source: string, component: string): Formula {
  const key = `${component}\u0000${source}`;
  let formula = PARSED.get(key);
  if (!formula) {
    formula = parseFormula(source, component);
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    PARSED.set(key, formula);
  }
  return formula;
}

/** A component as the evaluator sees it: a fixed amount in paise, or a formula. */
export interface ComponentRule {
  code: string;
  formula?: string | null;
  amount?: number | null;
}

/**
 * Every component's value in paise, in dependency order. `inputs` are the named amounts formulas
 * may use that are not components (GROSS, CTC). The result keeps the components' order.
 */
export function evaluateComponents(
  components: readonly ComponentRule[],
  inputs: Readonly<Record<string, number>> = {},
): Map<string, number> {
  const values = new Map<string, number>(Object.entries(inputs));
  const byCode = new Map<string, { rule: ComponentRule; formula: Formula | null }>();
  for (const rule of components) {
    if (!COMPONENT_CODE.test(rule.code)) {
      throw new FormulaError(
        rule.code,
        `The code ${rule.code} is not allowed: use capitals, digits and _, starting with a letter (at most 32)`,
      );
    }
    if (byCode.has(rule.code) || values.has(rule.code)) {
      throw new FormulaError(rule.code, `The code ${rule.code} is used twice`);
    }
    const hasFormula = rule.formula !== undefined && rule.formula !== null;
    const hasAmount = rule.amount !== undefined && rule.amount !== null;
    if (hasFormula === hasAmount) {
      throw new FormulaError(
        rule.code,
        `${rule.code} needs either a fixed amount or a formula, not both or neither`,
      );
    }
    if (hasAmount && !Number.isSafeInteger(rule.amount)) {
      throw new FormulaError(rule.code, `The amount of ${rule.code} must be whole paise`);
    }
    byCode.set(rule.code, { rule, formula: hasFormula ? parsedFormula(rule.formula!, rule.code) : null });
  }

  const known = [...byCode.keys(), ...values.keys()];
  const visiting: string[] = [];
  const visit = (code: string): void => {
    if (values.has(code)) return;
    const entry = byCode.get(code)!;
    if (visiting.includes(code)) {
      const loop = [...visiting.slice(visiting.indexOf(code)), code];
      throw new FormulaError(
        code,
        loop.length === 2
          ? `The formula of ${code} refers to itself`
          : `The formula of ${code} refers to itself through ${loop.slice(1, -1).join(' → ')}`,
      );
    }
    if (entry.formula === null) {
      values.set(code, entry.rule.amount!);
      return;
    }
    visiting.push(code);
    for (const ref of entry.formula.references) {
      if (!byCode.has(ref) && !values.has(ref)) {
        throw new FormulaError(
          code,
          `The formula of ${code} refers to ${ref}, which is not a component (known: ${known.join(', ')})`,
        );
      }
      visit(ref);
    }
    visiting.pop();
    values.set(code, evaluateFormula(entry.formula, values, code));
  };
  for (const code of byCode.keys()) visit(code);
  return new Map(components.map((c) => [c.code, values.get(c.code)!]));
}
