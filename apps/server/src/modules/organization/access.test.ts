/**
 * The permission matrix of the organization routes (departments, offices, designations, org chart):
 * every route × admin, hr, manager, employee and anonymous, with the status each gets.
 */
import type { Access, Role } from '@hrms/contracts/roles';
import { ROLES } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { unique } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let people: Record<Role, Person>;
let departmentId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  departmentId = (await ctx.factories.department(company.id)).id;
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await ctx.factories.person(company.id, { role })] as const),
  );
  people = Object.fromEntries(entries) as Record<Role, Person>;
});
afterAll(() => ctx.close());

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['admin', 'hr', 'manager', 'employee', 'anonymous'];

async function call(
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers =
    caller === 'anonymous' ? {} : ctx.bearer((await ctx.factories.session(people[caller].user.id)).token);
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('declared access', () => {
  it('declares every organization route with the access the matrix below checks', () => {
    const declared = new Map(ctx.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    const expected: Record<string, Access> = {
      'GET /api/organization/departments': 'organization:read',
      'POST /api/organization/departments': 'employees:write',
      'PATCH /api/organization/departments/:id': 'employees:write',
      'GET /api/organization/offices': 'organization:read',
      'GET /api/organization/designations': 'employees:directory',
      'POST /api/organization/designations': 'employees:write',
      'GET /api/employees/org-chart': 'organization:read',
      'GET /api/employees/org-chart/export': 'organization:read',
    };
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, declared.get(key)]))).toEqual(
      expected,
    );
    // No route of the module goes unchecked: every one here is in the matrix below.
    const ours = ctx.app.registeredRoutes.filter(
      (r) =>
        (r.url.startsWith('/api/organization') || r.url.startsWith('/api/employees/org-chart')) &&
        r.method !== 'HEAD',
    );
    expect(ours.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(expected).sort());
  });

  it('keeps the API description buildable with the recursive org chart and the file routes', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/employees/org-chart',
        '/api/employees/org-chart/export',
        '/api/organization/designations',
        '/api/employees/{id}/documents',
        '/api/documents/search',
      ]),
    );
  });
});

describe('every organization route × every role', () => {
  /** Status per caller, in the order admin, hr, manager, employee, anonymous. */
  type Row = [string, (caller: Caller) => Promise<{ statusCode: number }>, number[]];

  it('answers each caller as the matrix says', async () => {
    const code = () => unique('M').toUpperCase().slice(0, 16);
    const rows: Row[] = [
      [
        'GET /api/organization/departments',
        (c) => call(c, 'GET', '/api/organization/departments'),
        [200, 200, 200, 403, 401],
      ],
      [
        'POST /api/organization/departments',
        (c) => call(c, 'POST', '/api/organization/departments', { name: `Dept ${unique()}`, code: code() }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/organization/departments/:id',
        (c) =>
          call(c, 'PATCH', `/api/organization/departments/${departmentId}`, { name: `Dept ${unique()}` }),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /api/organization/offices',
        (c) => call(c, 'GET', '/api/organization/offices'),
        [200, 200, 200, 403, 401],
      ],
      [
        'GET /api/organization/designations',
        (c) => call(c, 'GET', '/api/organization/designations'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/organization/designations',
        (c) => call(c, 'POST', '/api/organization/designations', { name: `Title ${unique()}` }),
        [201, 201, 403, 403, 401],
      ],
      [
        'GET /api/employees/org-chart',
        (c) => call(c, 'GET', '/api/employees/org-chart'),
        [200, 200, 200, 403, 401],
      ],
      [
        'GET /api/employees/org-chart/export',
        (c) => call(c, 'GET', '/api/employees/org-chart/export?format=csv'),
        [200, 200, 200, 403, 401],
      ],
    ];
    const got: Record<string, number[]> = {};
    const want: Record<string, number[]> = {};
    for (const [name, run, statuses] of rows) {
      want[name] = statuses;
      got[name] = [];
      for (const caller of CALLERS) got[name].push((await run(caller)).statusCode);
    }
    expect(got).toEqual(want);
  });
});
