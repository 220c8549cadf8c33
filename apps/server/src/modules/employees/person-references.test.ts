/**
 * A person named in someone else's row (a leave request's employee, an attendance day's, a slip's,
 * who decided, who wrote) is a reference: who they are and where they sit, never their contact,
 * private, statutory or salary fields. On the demo company (every module filled), every GET route
 * that needs no record id is called as each demo account, and every person reference in every answer
 * is checked against the reference keys; the leave, attendance and payroll rows, which each role
 * reads through its own route, carry exactly the keys written out below.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { backfillDemoAttendance, backfillDemoPayroll, seedDemo } from '../../demo/seed';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
const headers: Record<Role, Record<string, string>> = {} as never;
type Role = 'admin' | 'hr' | 'manager' | 'employee';
const ROLES: readonly Role[] = ['admin', 'hr', 'manager', 'employee'];
let ownEmployeeId = '';
let period = { year: 0, month: 0, date: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  const now = ctx.clock.now();
  const seeded = await seedDemo(ctx.db, { dataDir: ctx.config.dataDir, now });
  await backfillDemoAttendance(ctx.app, seeded, now);
  await backfillDemoPayroll(ctx.app, seeded, now);
  for (const role of ROLES) {
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `${role}@acme.test`));
    headers[role] = ctx.bearer((await ctx.factories.session(user!.id)).token);
    if (role === 'employee') ownEmployeeId = user!.employeeId!;
  }
  // The month the demo's payroll last finalised, and a day of the demo's attendance.
  const today = now.toISOString().slice(0, 10);
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  period = { year: m === 1 ? y - 1 : y, month: m === 1 ? 12 : m - 1, date: today };
}, 180_000);
afterAll(() => ctx.close());

/** The keys under which an answer names a person. */
const PERSON_KEYS = new Set([
  'employee',
  'manager',
  'by',
  'decidedBy',
  'cancelledBy',
  'createdBy',
  'updatedBy',
  'author',
  'actor',
  'approver',
  'delegate',
  'from',
  'to',
  'person',
  'reviewer',
  'interviewer',
  'hiringManager',
  'buddy',
  'assignee',
  'owner',
  'uploadedBy',
  'verifiedBy',
  'requestedBy',
  'candidates',
]);
/** All a reference may ever carry: identity, place and a photo. */
const REFERENCE = new Set(['id', 'name', 'employeeCode', 'photoUrl', 'department', 'designation', 'office']);

/** Every object under a person key, with where it sits. */
function references(value: unknown, path = ''): { path: string; keys: string[] }[] {
  if (Array.isArray(value)) return value.flatMap((item) => references(item, `${path}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = path ? `${path}.${key}` : key;
    const found: { path: string; keys: string[] }[] = [];
    const people = Array.isArray(inner) ? inner : [inner];
    if (PERSON_KEYS.has(key)) {
      for (const person of people) {
        if (person && typeof person === 'object' && 'id' in person && 'name' in person) {
          found.push({ path: at, keys: Object.keys(person).sort() });
        }
      }
    }
    return [...found, ...references(inner, at)];
  });
}

function fill(url: string): string | undefined {
  const filled = url
    .replace(':year', String(period.year))
    .replace(':month', String(period.month))
    .replace(':date', period.date)
    .replace(':employeeId', ownEmployeeId);
  return filled.includes(':') ? undefined : filled;
}

describe('person references', () => {
  it('carry only who someone is and where they sit, on every route and for every role', {
    timeout: 180_000,
  }, async () => {
    const routes = ctx.app.registeredRoutes
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))
      .map((r) => fill(r.url))
      .filter((url): url is string => url !== undefined);
    const wrong = new Set<string>();
    let seen = 0;
    const reached = new Set<string>();
    for (const role of ROLES) {
      for (const url of routes) {
        const res = await ctx.app.inject({ url, headers: headers[role] });
        expect(res.statusCode, `${role} GET ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
        for (const ref of references(res.json())) {
          seen += 1;
          reached.add(url);
          const extra = ref.keys.filter((k) => !REFERENCE.has(k));
          if (extra.length > 0) wrong.add(`${role} GET ${url} ${ref.path}: ${extra.join(', ')}`);
        }
      }
    }
    expect([...wrong]).toEqual([]);
    // The sweep met people across the modules, not only in one list.
    expect(seen).toBeGreaterThan(500);
    for (const url of ['/api/leave/all', '/api/attendance/all', '/api/payroll/salary-slips']) {
      expect([...reached], url).toContain(url);
    }
  });

  /** Each row's person, exactly, by the route each role reads the rows through. */
  const ROWS: { what: string; keys: string[]; reads: Partial<Record<Role, string>> }[] = [
    {
      what: 'a leave request',
      keys: ['department', 'id', 'name', 'photoUrl'],
      reads: {
        admin: '/api/leave/all',
        hr: '/api/leave/all',
        manager: '/api/leave/pending-approvals',
        employee: '/api/leave/my-requests',
      },
    },
    {
      what: 'an attendance day',
      keys: ['department', 'employeeCode', 'id', 'name', 'office'],
      reads: {
        admin: '/api/attendance/all',
        hr: '/api/attendance/all',
        manager: '/api/attendance/all',
        employee: '/api/attendance/my-attendance',
      },
    },
    {
      what: 'a salary slip',
      keys: ['department', 'designation', 'employeeCode', 'id', 'name'],
      reads: { admin: '/api/payroll/salary-slips', hr: '/api/payroll/salary-slips' },
    },
  ];
  for (const row of ROWS) {
    it(`${row.what} names its person by exactly ${row.keys.join(', ')}, for every role that reads it`, async () => {
      for (const [role, url] of Object.entries(row.reads) as [Role, string][]) {
        const res = await ctx.app.inject({ url, headers: headers[role] });
        expect(res.statusCode, `${role} GET ${url}`).toBe(200);
        const body = res.json() as { items?: { employee?: Record<string, unknown> }[] };
        const people = (body.items ?? []).flatMap((item) => (item.employee ? [item.employee] : []));
        if (url.includes('/my-')) {
          // One's own rows may leave out who one is; where they name one, by the same keys.
          for (const person of people) expect(Object.keys(person).sort(), `${role} ${url}`).toEqual(row.keys);
          continue;
        }
        expect(people.length, `${role} ${url} answers rows`).toBeGreaterThan(0);
        for (const person of people) expect(Object.keys(person).sort(), `${role} ${url}`).toEqual(row.keys);
      }
    });
  }
  it('a manager reads only their line’s rows and an employee only their own', async () => {
    const managerRows = (
      await ctx.app.inject({ url: '/api/attendance/all', headers: headers.manager })
    ).json().items as { employee: { id: string } }[];
    const hrRows = (await ctx.app.inject({ url: '/api/attendance/all', headers: headers.hr })).json()
      .items as { employee: { id: string } }[];
    expect(new Set(managerRows.map((r) => r.employee.id)).size).toBeLessThan(
      new Set(hrRows.map((r) => r.employee.id)).size,
    );
    expect(
      (await ctx.app.inject({ url: '/api/payroll/salary-slips', headers: headers.manager })).statusCode,
    ).toBe(403);
    const mine = (await ctx.app.inject({ url: '/api/leave/my-requests', headers: headers.employee })).json()
      .items as { employee?: { id: string } }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) if (r.employee) expect(r.employee.id).toBe(ownEmployeeId);
  });
});
