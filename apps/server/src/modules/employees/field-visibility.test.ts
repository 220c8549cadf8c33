/**
 * Field visibility of the person-carrying responses: for each role and each target (the caller's own
 * record, someone in their line, someone outside it), the exact keys returned, deep. The expected
 * sets are written out here from the product's rules (docs/security.md, "Personal data"), not read
 * from the handlers: a key added to a response fails this test until someone decides who may see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type Matrix, matrixFor } from '../../test/access-matrix';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;
let stranger: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  matrix = await matrixFor(ctx, company.id, { employeeReportsToManager: true });
  stranger = await ctx.factories.person(company.id, { role: 'employee' });
});
afterAll(() => ctx.close());

const REF = ['id', 'name'];
const PERSON_REF = ['employeeCode', 'id', 'name', 'photoUrl'];
const ACCESS = ['canDelete', 'canEdit', 'canEditProfile', 'canManageDocuments', 'canSeeStatutory', 'level'];

/** The record at each level, as `key` or `key.nested` paths. */
const CARD = [
  'id',
  'firstName',
  'lastName',
  'name',
  'workEmail',
  'photoUrl',
  'designation',
  ...REF.map((k) => `designation.${k}`),
  'department',
  ...REF.map((k) => `department.${k}`),
  // Where they sit and whom they report to (product decisions, "Who sees what, beyond roles").
  'office',
  ...REF.map((k) => `office.${k}`),
  'manager',
];
/** The job and work contact a team view adds to the card, in the record and the directory alike. */
const JOB = ['employeeCode', 'employmentType', 'joinDate', 'status', 'phone'];
const TEAM = [
  ...CARD,
  ...JOB,
  'probationEndDate',
  'exitDate',
  'exitReason',
  'directReportCount',
  'birthday',
  'gender',
  'createdAt',
  'updatedAt',
];
const SELF = [
  ...TEAM,
  'personalEmail',
  'dateOfBirth',
  'address',
  ...['line1', 'line2', 'city', 'state', 'postalCode', 'country'].map((k) => `address.${k}`),
  'emergencyContact',
  ...['name', 'relationship', 'phone'].map((k) => `emergencyContact.${k}`),
  'statutory',
  ...['pan', 'uan', 'esicNumber', 'bankAccountNumber', 'bankIfsc', 'bankName'].map((k) => `statutory.${k}`),
];
const FULL = [
  ...SELF,
  'account',
  ...['userId', 'role', 'isActive', 'lastLoginAt', 'invitationPending'].map((k) => `account.${k}`),
];
const LEVELS = { card: CARD, team: TEAM, self: SELF, full: FULL } as const;
type Level = keyof typeof LEVELS;

type Target = 'own' | 'line' | 'other';
/**
 * Who sees what of whom. `line` is the employee for admin, hr and the manager (their report), and the
 * manager for the employee (someone above, not below).
 */
const RECORD: Record<Exclude<Caller, 'anonymous'>, Record<Target, Level>> = {
  admin: { own: 'full', line: 'full', other: 'full' },
  hr: { own: 'full', line: 'full', other: 'full' },
  manager: { own: 'self', line: 'team', other: 'card' },
  employee: { own: 'self', line: 'card', other: 'card' },
};

/** A directory row by the caller's view: admin and hr the account's role and masked ids too. */
const LIST_CARD = CARD;
const LIST_TEAM = [...CARD, ...JOB];
const LIST_FULL = [...LIST_TEAM, 'role', 'maskedPan', 'maskedBankAccount'];

/** Every key path of a JSON value's objects (arrays are walked, their indexes not named). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, prefix));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(inner, path)];
  });
}
const sorted = (keys: readonly string[]) => [...new Set(keys)].sort();

function targetOf(caller: Exclude<Caller, 'anonymous'>, target: Target): Person {
  if (target === 'own') return matrix.people[caller];
  if (target === 'other') return stranger;
  return caller === 'employee' ? matrix.people.manager : matrix.people.employee;
}

describe('field visibility of a person', () => {
  beforeAll(async () => {
    // Everyone has every field filled, so a key is absent by rule, never for want of a value.
    const companyId = stranger.employee.companyId;
    const placed = {
      departmentId: (await ctx.factories.department(companyId)).id,
      designationId: (await ctx.factories.designation(companyId)).id,
      officeId: (await ctx.factories.office(companyId)).id,
    };
    for (const person of [...Object.values(matrix.people), stranger]) {
      const filled = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/employees/${person.employee.id}`,
        headers: await matrix.headersOf('admin'),
        payload: {
          ...placed,
          personalEmail: `${person.employee.id.slice(0, 8)}@home.test`,
          dateOfBirth: '1990-05-17',
          address: {
            line1: '1 MG Road',
            city: 'Bengaluru',
            state: 'KA',
            postalCode: '560001',
            country: 'IN',
          },
          emergencyContact: { name: 'Asha', relationship: 'Sister', phone: '+91 98000 00001' },
          statutory: {
            pan: 'ABCPE1234F',
            uan: '100100100100',
            bankAccountNumber: '300012345678',
            bankIfsc: 'SBIN0001234',
            bankName: 'SBI',
          },
        },
      });
      expect(filled.statusCode, filled.body).toBe(200);
    }
  });

  it('GET /api/employees/:id answers each role exactly the keys of its level, for own, line and other', async () => {
    const wrong: string[] = [];
    for (const [caller, targets] of Object.entries(RECORD) as [
      Exclude<Caller, 'anonymous'>,
      Record<Target, Level>,
    ][]) {
      for (const [target, level] of Object.entries(targets) as [Target, Level][]) {
        const person = targetOf(caller, target);
        const res = await matrix.call(caller, 'GET', `/api/employees/${person.employee.id}`);
        expect(res.statusCode, `${caller} → ${target}`).toBe(200);
        const body = res.json() as Record<string, unknown> & { access: { level: string } };
        const { access, ...record } = body;
        expect(access.level, `${caller} → ${target}`).toBe(level);
        expect(sorted(Object.keys(access))).toEqual(sorted(ACCESS));
        const got = sorted(keyPaths(record).filter((k) => !k.startsWith('manager.')));
        const want = sorted(LEVELS[level]);
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          const extra = got.filter((k) => !want.includes(k));
          const missing = want.filter((k) => !got.includes(k));
          wrong.push(
            `${caller} → ${target} (${level}): extra ${extra.join(', ') || '-'}; missing ${missing.join(', ') || '-'}`,
          );
        }
        // A manager named in the record is a reference: never more than who they are.
        if (record.manager) expect(sorted(Object.keys(record.manager))).toEqual(sorted(PERSON_REF));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the directory answers each role its view of every row, and a manager only their line', async () => {
    const views: Record<Exclude<Caller, 'anonymous'>, readonly string[]> = {
      admin: LIST_FULL,
      hr: LIST_FULL,
      manager: LIST_TEAM,
      employee: LIST_CARD,
    };
    for (const [caller, keys] of Object.entries(views) as [
      Exclude<Caller, 'anonymous'>,
      readonly string[],
    ][]) {
      const res = await matrix.call(caller, 'GET', '/api/employees?limit=100');
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { items: Record<string, unknown>[] }).items;
      expect(items.length, caller).toBeGreaterThan(0);
      for (const item of items) {
        const got = sorted(keyPaths(item).filter((k) => !k.startsWith('manager.')));
        expect(got, `${caller}: ${String(item.name)}`).toEqual(sorted(keys));
      }
      const ids = items.map((i) => i.id);
      if (caller === 'manager') {
        expect(ids).toContain(matrix.people.employee.employee.id);
        expect(ids).not.toContain(stranger.employee.id);
      } else {
        expect(ids).toContain(stranger.employee.id);
      }
    }
  });

  it('the org chart gives every role that may read it the same few keys of everyone', async () => {
    const NODE = [
      'id',
      'name',
      'employeeCode',
      'designation',
      'department',
      'photoUrl',
      'joinsOn',
      'directReports',
      'totalReports',
      'children',
    ];
    // Everyone reads the chart (product decisions, "Who sees what, beyond roles").
    for (const caller of ['admin', 'hr', 'manager', 'employee'] as const) {
      const res = await matrix.call(caller, 'GET', '/api/employees/org-chart');
      expect(res.statusCode).toBe(200);
      const walk = (node: Record<string, unknown>): void => {
        expect(sorted(Object.keys(node)), caller).toEqual(sorted(NODE));
        for (const child of node.children as Record<string, unknown>[]) walk(child);
      };
      const { roots } = res.json() as { roots: Record<string, unknown>[] };
      expect(roots.length, caller).toBeGreaterThan(0);
      for (const root of roots) walk(root);
    }
  });
});
