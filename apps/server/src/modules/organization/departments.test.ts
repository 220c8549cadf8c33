import { AnnouncementSchema } from '@hrms/contracts/announcements';
import { EMPLOYEE_UPDATE_EVENT } from '@hrms/contracts/employees';
import {
  DepartmentListResponseSchema,
  DepartmentSchema,
  DesignationListResponseSchema,
  DesignationSchema,
} from '@hrms/contracts/organization';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { departments, designations, employees } from '../../db/schema/organization';
import { payrollRuns } from '../../db/schema/payroll';
import type { Person } from '../../test/factories';
import { listen, nextEvent, SocketPool } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;
let employee: Person;
let head: Person;
let leaver: Person;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const company = await f.company();
  companyId = company.id;
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
const sockets = new SocketPool();
afterAll(async () => {
  sockets.closeAll();
  await ctx.close();
});

async function call(
  person: Person,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
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

async function auditOf(entityId: string, action: string) {
  const [row] = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
  return row;
}

async function placeOf(employeeId: string) {
  const [row] = await ctx.db
    .select({ departmentId: employees.departmentId, designationId: employees.designationId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row!;
}

describe('renaming, deleting and merging designations', () => {
  it('renames a title, audited, and refuses a name another title has', async () => {
    const title = await ctx.factories.designation(companyId, 'Support Agent');
    const res = await call(hr, 'PATCH', `/api/organization/designations/${title.id}`, {
      name: 'Support Specialist',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(DesignationSchema.parse(res.json())).toMatchObject({ name: 'Support Specialist', people: 0 });
    expect(await auditOf(title.id, 'designation.update')).toMatchObject({
      actorUserId: hr.user.id,
      before: { name: 'Support Agent' },
      after: { name: 'Support Specialist' },
    });
    // Its own name in another letter case is no clash; another title's is.
    const recased = await call(hr, 'PATCH', `/api/organization/designations/${title.id}`, {
      name: 'support specialist',
    });
    expect(recased.statusCode).toBe(200);
    const clash = await call(hr, 'PATCH', `/api/organization/designations/${title.id}`, {
      name: 'ACCOUNTANT',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('There is already a designation called "ACCOUNTANT".');
    const missing = await call(
      hr,
      'PATCH',
      '/api/organization/designations/00000000-0000-4000-8000-000000000000',
      {
        name: 'Nobody',
      },
    );
    expect(missing.statusCode).toBe(404);
    const blank = await call(hr, 'PATCH', `/api/organization/designations/${title.id}`, { name: ' ' });
    expect(blank.statusCode).toBe(400);
  });

  it('deletes a title nobody was given, and refuses one held, even by someone who left', async () => {
    const unused = await ctx.factories.designation(companyId, 'Typist');
    const held = await ctx.factories.designation(companyId, 'Draughtsman');
    await ctx.factories.person(companyId, { employee: { designationId: held.id, status: 'inactive' } });
    const refused = await call(hr, 'DELETE', `/api/organization/designations/${held.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 person has the title Draughtsman, counting people who left: merge it into another designation instead.',
    );
    const res = await call(hr, 'DELETE', `/api/organization/designations/${unused.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = await ctx.db.select().from(designations).where(eq(designations.id, unused.id));
    expect(left).toEqual([]);
    expect(await auditOf(unused.id, 'designation.delete')).toMatchObject({
      before: { name: 'Typist' },
      after: null,
    });
    expect((await call(hr, 'DELETE', `/api/organization/designations/${unused.id}`)).statusCode).toBe(404);
  });

  it('merges a title into another: everyone with it, who left too, takes the other', async () => {
    const from = await ctx.factories.designation(companyId, 'Sr. Engineer');
    const into = await ctx.factories.designation(companyId, 'Senior Engineer');
    const current = await ctx.factories.person(companyId, { employee: { designationId: from.id } });
    const former = await ctx.factories.person(companyId, {
      employee: { designationId: from.id, status: 'inactive' },
    });
    const res = await call(hr, 'POST', `/api/organization/designations/${from.id}/merge`, {
      intoId: into.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(DesignationSchema.parse(res.json())).toEqual({
      id: into.id,
      name: 'Senior Engineer',
      headcount: 1,
      people: 2,
    });
    expect((await placeOf(current.employee.id)).designationId).toBe(into.id);
    expect((await placeOf(former.employee.id)).designationId).toBe(into.id);
    expect(await ctx.db.select().from(designations).where(eq(designations.id, from.id))).toEqual([]);
    expect(await auditOf(from.id, 'designation.merge')).toMatchObject({
      before: { name: 'Sr. Engineer' },
      after: { mergedInto: { id: into.id, name: 'Senior Engineer' }, peopleMoved: 2 },
    });
  });

  it('refuses a merge into itself, into no such title, or of no such title', async () => {
    const title = await ctx.factories.designation(companyId, 'Intern');
    const url = `/api/organization/designations/${title.id}/merge`;
    const itself = await call(hr, 'POST', url, { intoId: title.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().details).toEqual([
      { field: 'body.intoId', message: 'Choose another designation to merge into' },
    ]);
    const elsewhere = await ctx.factories.designation((await ctx.factories.company()).id, 'Intern');
    for (const intoId of ['00000000-0000-4000-8000-000000000000', elsewhere.id]) {
      const res = await call(hr, 'POST', url, { intoId });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'body.intoId', message: 'No such designation' }]);
    }
    const gone = await call(
      hr,
      'POST',
      '/api/organization/designations/00000000-0000-4000-8000-000000000000/merge',
      {
        intoId: title.id,
      },
    );
    expect(gone.statusCode).toBe(404);
    expect((await call(hr, 'POST', url, {})).statusCode).toBe(400);
    expect((await call(hr, 'POST', url, { intoId: 'nope' })).statusCode).toBe(400);
  });
});

describe('deleting and merging departments', () => {
  it('lists each department with its head, its parent and everyone ever placed in it', async () => {
    const dept = await createDepartment({ name: 'Audit', code: 'AUD', headEmployeeId: head.employee.id });
    await ctx.factories.person(companyId, { employee: { departmentId: dept.id } });
    await ctx.factories.person(companyId, { employee: { departmentId: dept.id, status: 'inactive' } });
    const { items } = DepartmentListResponseSchema.parse(
      (await call(hr, 'GET', '/api/organization/departments')).json(),
    );
    expect(items.find((d) => d.id === dept.id)).toEqual({
      id: dept.id,
      name: 'Audit',
      code: 'AUD',
      parentId: null,
      headEmployeeId: head.employee.id,
      headName: `${head.employee.firstName} ${head.employee.lastName}`,
      headcount: 1,
      people: 2,
    });
  });

  it('deletes a department nobody was placed in, its sub-departments moving up to its parent', async () => {
    const top = await createDepartment({ name: 'Corporate', code: 'CORP' });
    const middle = await createDepartment({ name: 'Strategy', code: 'STRAT', parentId: top.id });
    const bottom = await createDepartment({ name: 'Planning', code: 'PLAN', parentId: middle.id });
    const res = await call(hr, 'DELETE', `/api/organization/departments/${middle.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [moved] = await ctx.db.select().from(departments).where(eq(departments.id, bottom.id));
    expect(moved?.parentId).toBe(top.id);
    expect(await auditOf(middle.id, 'department.delete')).toMatchObject({
      before: { name: 'Strategy', code: 'STRAT', parentId: top.id },
      after: { subDepartmentsMovedTo: top.id, subDepartments: [bottom.id] },
    });
    expect((await call(hr, 'DELETE', `/api/organization/departments/${middle.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a department someone was placed in, even someone who left', async () => {
    const dept = await createDepartment({ name: 'Archive', code: 'ARC' });
    await ctx.factories.person(companyId, { employee: { departmentId: dept.id, status: 'inactive' } });
    await ctx.factories.person(companyId, { employee: { departmentId: dept.id } });
    const res = await call(hr, 'DELETE', `/api/organization/departments/${dept.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      '2 people are in Archive, counting people who left: merge it into another department instead.',
    );
  });

  it('merges a department into another: people, sub-departments, head and announcements follow', async () => {
    const from = await createDepartment({
      name: 'Inside Sales',
      code: 'ISALES',
      headEmployeeId: head.employee.id,
    });
    const into = await createDepartment({ name: 'Sales', code: 'SALES' });
    const sub = await createDepartment({ name: 'Renewals', code: 'RENEW', parentId: from.id });
    const seller = await ctx.factories.person(companyId, { employee: { departmentId: from.id } });
    const former = await ctx.factories.person(companyId, {
      employee: { departmentId: from.id, status: 'inactive' },
    });
    const aimed = await call(hr, 'POST', '/api/announcements', {
      title: 'Quarterly targets',
      body: 'The new targets are out.',
      audience: { everyone: false, departmentIds: [from.id] },
    });
    expect(aimed.statusCode, aimed.body).toBe(201);
    const both = await call(hr, 'POST', '/api/announcements', {
      title: 'Sales kick-off',
      body: 'See you there.',
      audience: { everyone: false, departmentIds: [from.id, into.id] },
    });
    expect(both.statusCode, both.body).toBe(201);

    const res = await call(hr, 'POST', `/api/organization/departments/${from.id}/merge`, { intoId: into.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(DepartmentSchema.parse(res.json())).toMatchObject({
      id: into.id,
      name: 'Sales',
      headEmployeeId: head.employee.id,
      headcount: 1,
    });
    expect((await placeOf(seller.employee.id)).departmentId).toBe(into.id);
    expect((await placeOf(former.employee.id)).departmentId).toBe(into.id);
    const [renewals] = await ctx.db.select().from(departments).where(eq(departments.id, sub.id));
    expect(renewals?.parentId).toBe(into.id);
    expect(await ctx.db.select().from(departments).where(eq(departments.id, from.id))).toEqual([]);
    for (const created of [aimed, both]) {
      const read = await call(hr, 'GET', `/api/announcements/${created.json().id}`);
      expect(AnnouncementSchema.parse(read.json()).audience.departmentIds).toEqual([into.id]);
    }
    expect(await auditOf(from.id, 'department.merge')).toMatchObject({
      actorUserId: hr.user.id,
      before: { name: 'Inside Sales', code: 'ISALES' },
      after: { mergedInto: { id: into.id, name: 'Sales' }, peopleMoved: 2, subDepartments: [sub.id] },
    });
  });

  it('gives the kept department the merged one’s head when its own has left; its pay runs follow', async () => {
    const gone = await ctx.factories.person(companyId, { role: 'manager' });
    const from = await createDepartment({
      name: 'Ops North',
      code: 'OPSN',
      headEmployeeId: head.employee.id,
    });
    const into = await createDepartment({ name: 'Ops', code: 'OPSX', headEmployeeId: gone.employee.id });
    await ctx.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, gone.employee.id));
    // A head who has left does not block other edits of the department.
    const renamed = await call(hr, 'PATCH', `/api/organization/departments/${into.id}`, {
      name: 'Operations Hub',
      headEmployeeId: gone.employee.id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [run] = await ctx.db
      .insert(payrollRuns)
      .values({ companyId, year: 2026, month: 10, departmentId: from.id, status: 'done' })
      .returning();
    const res = await call(hr, 'POST', `/api/organization/departments/${from.id.toUpperCase()}/merge`, {
      intoId: into.id.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().headEmployeeId).toBe(head.employee.id);
    const [after] = await ctx.db.select().from(payrollRuns).where(eq(payrollRuns.id, run!.id));
    expect(after?.departmentId).toBe(into.id);
    expect(await auditOf(from.id, 'department.merge')).toMatchObject({
      before: { into: { headEmployeeId: gone.employee.id } },
      after: { into: { name: 'Operations Hub', headEmployeeId: head.employee.id } },
    });
  });

  it('merges a department into one of its own sub-departments, which takes its place', async () => {
    const top = await createDepartment({ name: 'Engineering Group', code: 'ENGG' });
    const from = await createDepartment({ name: 'Platform', code: 'PLAT', parentId: top.id });
    const middle = await createDepartment({ name: 'Infrastructure', code: 'INFRA', parentId: from.id });
    const into = await createDepartment({ name: 'Cloud', code: 'CLOUD', parentId: middle.id });
    const res = await call(hr, 'POST', `/api/organization/departments/${from.id}/merge`, { intoId: into.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parentId).toBe(top.id);
    const [infra] = await ctx.db.select().from(departments).where(eq(departments.id, middle.id));
    // Infrastructure was under Platform, and now sits under Cloud: no loop.
    expect(infra?.parentId).toBe(into.id);
  });

  it('keeps the head of the department merged into, and refuses a merge into itself or nowhere', async () => {
    const from = await createDepartment({
      name: 'Payroll Ops',
      code: 'PAYOPS',
      headEmployeeId: head.employee.id,
    });
    const other = await ctx.factories.person(companyId, { role: 'manager' });
    const into = await createDepartment({
      name: 'Finance Ops',
      code: 'FINOPS',
      headEmployeeId: other.employee.id,
    });
    const url = `/api/organization/departments/${from.id}/merge`;
    const itself = await call(hr, 'POST', url, { intoId: from.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().details).toEqual([
      { field: 'body.intoId', message: 'Choose another department to merge into' },
    ]);
    const nowhere = await call(hr, 'POST', url, { intoId: '00000000-0000-4000-8000-000000000000' });
    expect(nowhere.json().details).toEqual([{ field: 'body.intoId', message: 'No such department' }]);
    const res = await call(hr, 'POST', url, { intoId: into.id });
    expect(res.json().headEmployeeId).toBe(other.employee.id);
  });

  it('holds under a race: the same merge twice at once moves everyone once, and one gets a 404', async () => {
    const from = await createDepartment({ name: 'Field Sales', code: 'FIELD' });
    const into = await createDepartment({ name: 'Area Sales', code: 'AREA' });
    await ctx.factories.person(companyId, { employee: { departmentId: from.id } });
    const url = `/api/organization/departments/${from.id}/merge`;
    const results = await Promise.all([
      call(hr, 'POST', url, { intoId: into.id }),
      call(hr, 'POST', url, { intoId: into.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const merges = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, from.id), eq(auditLog.action, 'department.merge')));
    expect(merges).toHaveLength(1);
  });
});

describe('realtime', () => {
  it('tells the roles that see departments, so their lists refresh', async () => {
    const baseUrl = await listen(ctx.app);
    const manager = await ctx.factories.person(companyId, { role: 'manager' });
    const socket = await sockets.connect(baseUrl, (await ctx.factories.session(manager.user.id)).token);
    const heard = nextEvent<UpdatePayload>(socket, EMPLOYEE_UPDATE_EVENT);
    const title = await ctx.factories.designation(companyId, 'Receptionist');
    expect((await call(hr, 'DELETE', `/api/organization/designations/${title.id}`)).statusCode).toBe(200);
    expect(await heard).toMatchObject({ id: title.id, type: 'delete' });
  });
});
