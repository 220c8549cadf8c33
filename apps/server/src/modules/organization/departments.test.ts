import {
  DepartmentListResponseSchema,
  DepartmentSchema,
  DesignationListResponseSchema,
  DesignationSchema,
} from '@hrms/contracts/organization';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;
let employee: Person;
let head: Person;
let leaver: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const company = await f.company();
  hr = await f.person(company.id, { role: 'hr' });
  employee = await f.person(company.id, {
    employee: { designationId: (await f.designation(company.id, 'Analyst')).id },
  });
  head = await f.person(company.id, { role: 'manager' });
  leaver = await f.person(company.id, { employee: { status: 'inactive' } });
  await f.designation(company.id, 'Accountant');
  // Another company's title does not count as taken, nor show in the list.
  await f.designation((await f.company()).id, 'Elsewhere');
});
afterAll(() => ctx.close());

async function call(person: Person, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: ctx.bearer((await ctx.factories.session(person.user.id)).token),
    ...(payload ? { payload } : {}),
  });
}

async function createDepartment(body: object) {
  const res = await call(hr, 'POST', '/api/organization/departments', body);
  expect(res.statusCode, res.body).toBe(201);
  return DepartmentSchema.parse(res.json());
}

describe('designations', () => {
  it('lists the titles with how many people hold each, to everyone signed in', async () => {
    const res = await call(employee, 'GET', '/api/organization/designations');
    expect(res.statusCode).toBe(200);
    const { items } = DesignationListResponseSchema.parse(res.json());
    expect(items.map((d) => [d.name, d.headcount])).toEqual([
      ['Accountant', 0],
      ['Analyst', 1],
    ]);
  });

  it('adds a title, audited, and refuses the same name in any letter case', async () => {
    const res = await call(hr, 'POST', '/api/organization/designations', { name: '  Data Scientist ' });
    expect(res.statusCode).toBe(201);
    const created = DesignationSchema.parse(res.json());
    expect(created).toMatchObject({ name: 'Data Scientist', headcount: 0 });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'designation.create')));
    expect(audit).toMatchObject({ actorUserId: hr.user.id, after: { name: 'Data Scientist' } });

    const again = await call(hr, 'POST', '/api/organization/designations', { name: 'data scientist' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is already a designation called "data scientist".');
    expect((await call(hr, 'POST', '/api/organization/designations', { name: 'x' })).statusCode).toBe(400);
  });
});

describe('departments', () => {
  it('creates a department with a head and a parent, audited, and lists it', async () => {
    const parent = await createDepartment({ name: 'Operations', code: 'ops' });
    expect(parent).toMatchObject({ code: 'OPS', parentId: null, headEmployeeId: null, headcount: 0 });
    const child = await createDepartment({
      name: 'Facilities',
      code: 'FAC',
      headEmployeeId: head.employee.id,
      parentId: parent.id,
    });
    expect(child).toMatchObject({ parentId: parent.id, headEmployeeId: head.employee.id });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, child.id), eq(auditLog.action, 'department.create')));
    expect(audit).toMatchObject({
      actorUserId: hr.user.id,
      before: null,
      after: { name: 'Facilities', code: 'FAC', headEmployeeId: head.employee.id, parentId: parent.id },
    });
    const list = DepartmentListResponseSchema.parse(
      (await call(hr, 'GET', '/api/organization/departments')).json(),
    );
    expect(list.items.map((d) => d.name)).toEqual(expect.arrayContaining(['Operations', 'Facilities']));
  });

  it('refuses a name (any letter case) or code already in use with 409', async () => {
    await createDepartment({ name: 'Legal', code: 'LGL' });
    const sameName = await call(hr, 'POST', '/api/organization/departments', { name: 'LEGAL', code: 'LGL2' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('There is already a department called "LEGAL".');
    const sameCode = await call(hr, 'POST', '/api/organization/departments', { name: 'Law', code: 'lgl' });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toBe('The code LGL is used by another department.');
  });

  it('refuses a head who is not an employee or has left, and a parent that does not exist', async () => {
    const res = await call(hr, 'POST', '/api/organization/departments', {
      name: 'Research',
      code: 'RND',
      headEmployeeId: '00000000-0000-4000-8000-000000000000',
      parentId: '00000000-0000-4000-8000-000000000001',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.headEmployeeId', message: 'No such employee' },
      { field: 'body.parentId', message: 'No such department' },
    ]);
    const gone = await call(hr, 'POST', '/api/organization/departments', {
      name: 'Research',
      code: 'RND',
      headEmployeeId: leaver.employee.id,
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().details).toEqual([
      { field: 'body.headEmployeeId', message: 'This person has left the company' },
    ]);
  });

  it('edits only what is sent, audited with before and after', async () => {
    const dept = await createDepartment({ name: 'Support', code: 'SUP', headEmployeeId: head.employee.id });
    const res = await call(hr, 'PATCH', `/api/organization/departments/${dept.id}`, {
      name: 'Customer Support',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Customer Support',
      code: 'SUP',
      headEmployeeId: head.employee.id,
    });
    const cleared = await call(hr, 'PATCH', `/api/organization/departments/${dept.id}`, {
      headEmployeeId: null,
    });
    expect(cleared.json()).toMatchObject({ headEmployeeId: null, name: 'Customer Support' });
    // Its own name in another case is not "taken".
    const recased = await call(hr, 'PATCH', `/api/organization/departments/${dept.id}`, {
      name: 'customer support',
    });
    expect(recased.statusCode).toBe(200);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, dept.id), eq(auditLog.action, 'department.update')));
    const renamed = audits.find((a) => (a.before as { name: string }).name === 'Support');
    expect(renamed).toMatchObject({
      before: { name: 'Support' },
      after: { name: 'Customer Support' },
    });
    const missing = await call(
      hr,
      'PATCH',
      '/api/organization/departments/00000000-0000-4000-8000-000000000000',
      {
        name: 'Nothing',
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a parent that would put a department under itself', async () => {
    const top = await createDepartment({ name: 'Group', code: 'GRP' });
    const middle = await createDepartment({ name: 'Division', code: 'DIV', parentId: top.id });
    const bottom = await createDepartment({ name: 'Unit', code: 'UNT', parentId: middle.id });
    for (const parentId of [top.id, bottom.id]) {
      const res = await call(hr, 'PATCH', `/api/organization/departments/${top.id}`, { parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        {
          field: 'body.parentId',
          message: 'A department cannot sit under itself or one of its own sub-departments',
        },
      ]);
    }
    const moved = await call(hr, 'PATCH', `/api/organization/departments/${bottom.id}`, { parentId: top.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parentId).toBe(top.id);
  });
});
