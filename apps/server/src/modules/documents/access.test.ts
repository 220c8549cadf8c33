/**
 * The permission matrix of the documents routes: every route × admin, hr, manager, employee and
 * anonymous, with the status each gets. `employee` reports to `manager`; `colleague` reports to
 * nobody in the matrix, so for the manager and the employee their documents do not exist.
 */
import type { Access, Role } from '@hrms/contracts/roles';
import { ROLES } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { formWithFile } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let people: Record<Role, Person>;
let colleague: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  const manager = await ctx.factories.person(company.id, { role: 'manager' });
  const entries = await Promise.all(
    ROLES.filter((role) => role !== 'manager').map(
      async (role) =>
        [
          role,
          await ctx.factories.person(company.id, {
            role,
            employee: role === 'employee' ? { managerId: manager.employee.id } : {},
          }),
        ] as const,
    ),
  );
  people = { ...Object.fromEntries(entries), manager } as Record<Role, Person>;
  colleague = await ctx.factories.person(company.id);
});
afterAll(() => ctx.close());

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['admin', 'hr', 'manager', 'employee', 'anonymous'];
const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  return caller === 'anonymous'
    ? {}
    : ctx.bearer((await ctx.factories.session(people[caller].user.id)).token);
}

async function call(
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: await headersOf(caller), ...(payload ? { payload } : {}) });
}

async function upload(caller: Caller, employeeId: string, category = 'education') {
  const form = formWithFile({ category, title: 'Matrix' }, { fileName: 'doc.pdf', content: PDF });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/documents`,
    headers: { ...(await headersOf(caller)), ...form.headers },
    payload: form.payload,
  });
}

/** A fresh pending document of this person, uploaded by hr. */
async function documentOf(person: Person, category?: string): Promise<string> {
  const res = await upload('hr', person.employee.id, category);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('declared access', () => {
  it('declares every documents route with the access the matrix below checks', () => {
    const declared = new Map(ctx.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    const expected: Record<string, Access> = {
      'POST /api/employees/:id/documents': 'documents:self',
      'GET /api/employees/:id/documents': 'documents:self',
      'GET /api/employees/:id/documents/:docId/download': 'documents:self',
      'DELETE /api/employees/:id/documents/:docId': 'documents:self',
      'PATCH /api/employees/:id/documents/:docId/status': 'documents:manage',
      'GET /api/documents/search': 'documents:manage',
    };
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, declared.get(key)]))).toEqual(
      expected,
    );
    // No route of the module goes unchecked: every one here is in the matrix below.
    const ours = ctx.app.registeredRoutes.filter(
      (r) =>
        (r.url.startsWith('/api/documents') || r.url.startsWith('/api/employees/:id/documents')) &&
        r.method !== 'HEAD',
    );
    expect(ours.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('every documents route × every role', () => {
  /** Status per caller, in the order admin, hr, manager, employee, anonymous. */
  type Row = [string, (caller: Caller) => Promise<{ statusCode: number }>, number[]];

  it('answers each caller as the matrix says', async () => {
    const own = people.employee;
    const ownDocument = await documentOf(own);
    const theirs = await documentOf(colleague);
    const idProof = await documentOf(own, 'id_proof');
    const rows: Row[] = [
      // A manager sees the team's documents but adds to nobody's record but their own.
      ['POST own record', (c) => upload(c, own.employee.id), [201, 201, 403, 201, 401]],
      ["POST a colleague's", (c) => upload(c, colleague.employee.id), [201, 201, 404, 404, 401]],
      [
        'GET list (team member)',
        (c) => call(c, 'GET', `/api/employees/${own.employee.id}/documents`),
        [200, 200, 200, 200, 401],
      ],
      [
        "GET list (a colleague's)",
        (c) => call(c, 'GET', `/api/employees/${colleague.employee.id}/documents`),
        [200, 200, 404, 404, 401],
      ],
      [
        'GET download (team member)',
        (c) => call(c, 'GET', `/api/employees/${own.employee.id}/documents/${ownDocument}/download`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET download (team member, ID proof)',
        async (c) => call(c, 'GET', `/api/employees/${own.employee.id}/documents/${idProof}/download`),
        [200, 200, 404, 200, 401],
      ],
      [
        "GET download (a colleague's)",
        (c) => call(c, 'GET', `/api/employees/${colleague.employee.id}/documents/${theirs}/download`),
        [200, 200, 404, 404, 401],
      ],
      [
        'DELETE (pending, team member)',
        async (c) =>
          call(c, 'DELETE', `/api/employees/${own.employee.id}/documents/${await documentOf(own)}`),
        [200, 200, 403, 200, 401],
      ],
      [
        "DELETE (a colleague's)",
        async (c) =>
          call(
            c,
            'DELETE',
            `/api/employees/${colleague.employee.id}/documents/${await documentOf(colleague)}`,
          ),
        [200, 200, 404, 404, 401],
      ],
      [
        'PATCH status',
        async (c) =>
          call(c, 'PATCH', `/api/employees/${own.employee.id}/documents/${await documentOf(own)}/status`, {
            status: 'verified',
          }),
        [200, 200, 403, 403, 401],
      ],
      ['GET search', (c) => call(c, 'GET', '/api/documents/search'), [200, 200, 403, 403, 401]],
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
