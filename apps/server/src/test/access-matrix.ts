/**
 * The permission-matrix harness every module's `access.test.ts` uses: one person per role (the
 * employee optionally reporting to the manager), a caller that signs in as any of them or as nobody,
 * the check that a module's routes declare the access the matrix expects (and that none is missing),
 * and the run of a route table that compares the status each caller gets.
 */
import type { Access, Role } from '@hrms/contracts/roles';
import { ROLES } from '@hrms/contracts/roles';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Person } from './factories';
import { createTestContext, type TestContext } from './test-app';

export type Caller = Role | 'anonymous';
/** The column order of every matrix row. */
export const CALLERS: readonly Caller[] = ['admin', 'hr', 'manager', 'employee', 'anonymous'];
/** An id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Matrix {
  people: Record<Role, Person>;
  headersOf(caller: Caller): Promise<Record<string, string>>;
  call(caller: Caller, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * One person per role in `companyId`. With `employeeReportsToManager`, the employee is the manager's
 * direct report, so "the manager's team" has someone in it.
 */
export async function matrixFor(
  ctx: TestContext,
  companyId: string,
  options: { employeeReportsToManager?: boolean } = {},
): Promise<Matrix> {
  const manager = await ctx.factories.person(companyId, { role: 'manager' });
  const entries = await Promise.all(
    ROLES.filter((role) => role !== 'manager').map(
      async (role) =>
        [
          role,
          await ctx.factories.person(companyId, {
            role,
            employee:
              role === 'employee' && options.employeeReportsToManager
                ? { managerId: manager.employee.id }
                : {},
          }),
        ] as const,
    ),
  );
  const people = { ...Object.fromEntries(entries), manager } as Record<Role, Person>;
  const headersOf = async (caller: Caller): Promise<Record<string, string>> =>
    caller === 'anonymous' ? {} : ctx.bearer((await ctx.factories.session(people[caller].user.id)).token);
  return {
    people,
    headersOf,
    call: async (caller, method, url, payload) =>
      ctx.app.inject({ method, url, headers: await headersOf(caller), ...(payload ? { payload } : {}) }),
  };
}

/** A test file's app and matrix, made before its tests run and closed after them. */
export interface MatrixSuite {
  readonly ctx: TestContext;
  /** The company everyone in the matrix works for. */
  readonly companyId: string;
  readonly matrix: Matrix;
  /** Calls as a caller of the matrix. */
  readonly call: Matrix['call'];
}

/**
 * Makes the file's test app in a new company before its tests (with the clock at `at`, when given)
 * and one person per role in it, and closes the app after them.
 */
export function matrixSuite(options: { at?: string; employeeReportsToManager?: boolean } = {}): MatrixSuite {
  let ctx: TestContext | undefined;
  let companyId: string | undefined;
  let matrix: Matrix | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    if (options.at) ctx.clock.set(options.at);
    companyId = (await ctx.factories.company()).id;
    matrix = await matrixFor(ctx, companyId, {
      employeeReportsToManager: options.employeeReportsToManager,
    });
  });
  afterAll(() => ctx?.close());
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The matrix suite is used before its set-up ran.');
    return value;
  };
  return {
    get ctx() {
      return made(ctx);
    },
    get companyId() {
      return made(companyId);
    },
    get matrix() {
      return made(matrix);
    },
    call: (...args) => made(matrix).call(...args),
  };
}

/**
 * The routes registered under `prefixes` declare exactly `expected` (method and path → access): a
 * route added without a row in the matrix fails here.
 */
export function expectDeclaredAccess(
  ctx: TestContext,
  expected: Record<string, Access>,
  prefixes: readonly string[],
  /** Routes under the prefixes that another module's matrix holds. */
  except?: RegExp,
): void {
  const declared = new Map(ctx.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
  expect(Object.fromEntries(Object.keys(expected).map((key) => [key, declared.get(key)]))).toEqual(expected);
  const ours = ctx.app.registeredRoutes.filter(
    (r) => r.method !== 'HEAD' && prefixes.some((prefix) => r.url.startsWith(prefix)) && !except?.test(r.url),
  );
  expect(ours.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(expected).sort());
}

/** A route, how to call it as a caller, and the status each caller gets, in `CALLERS` order. */
export type MatrixRow = [
  name: string,
  run: (caller: Caller) => Promise<{ statusCode: number; body: string }>,
  statuses: number[],
];

/** Calls every row as every caller and compares the whole table at once; a 5xx fails at once. */
export async function expectMatrix(rows: readonly MatrixRow[]): Promise<void> {
  const got: Record<string, number[]> = {};
  const want: Record<string, number[]> = {};
  for (const [name, run, statuses] of rows) {
    want[name] = statuses;
    got[name] = [];
    for (const caller of CALLERS) {
      const res = await run(caller);
      if (res.statusCode >= 500) throw new Error(`${name} as ${caller}: ${res.body}`);
      got[name].push(res.statusCode);
    }
  }
  expect(got).toEqual(want);
}
