/**
 * The directory and the record: who sees whom and which fields, edits and their audit trail, the
 * rules on roles, managers and status, the figures, the per-person views, own profile and photos,
 * and the `employee-update` event.
 */
import { EmployeeListResponseSchema, EmployeeSchema, EmployeeStatsSchema } from '@hrms/contracts/employees';
import { type Notification, ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { employeeStatutory } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import type { Person } from '../../test/factories';
import { damagedPng, jpegImage } from '../../test/images';
import { formWithFile } from '../../test/multipart';
import { listen, record, SocketPool, settle } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();
let companyId: string;
let dept: { a: string; b: string };
let office: string;
let title: string;

/** admin, hr; manager → lead → member (a two-level team); outsider and colleague elsewhere; a leaver. */
type Name = 'admin' | 'hr' | 'manager' | 'lead' | 'member' | 'outsider' | 'colleague' | 'leaver';
let p: Record<Name, Person>;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  companyId = (await ctx.factories.company()).id;
  dept = {
    a: (await ctx.factories.department(companyId)).id,
    b: (await ctx.factories.department(companyId)).id,
  };
  office = (await ctx.factories.office(companyId)).id;
  title = (await ctx.factories.designation(companyId, 'Engineer')).id;
  const make = (role: Role, employee: Record<string, unknown> = {}) =>
    ctx.factories.person(companyId, {
      role,
      employee: { departmentId: dept.a, officeId: office, designationId: title, ...employee },
    });
  const admin = await make('admin');
  const hr = await make('hr');
  const manager = await make('manager', { firstName: 'Mona', lastName: 'Manager' });
  const lead = await make('manager', { managerId: manager.employee.id, firstName: 'Lee', lastName: 'Lead' });
  const member = await make('employee', { managerId: lead.employee.id, departmentId: dept.b });
  const outsider = await make('employee', { departmentId: dept.b });
  const colleague = await make('employee');
  const leaver = await make('employee', { status: 'inactive', exitDate: '2025-01-31', exitReason: 'Moved' });
  p = { admin, hr, manager, lead, member, outsider, colleague, leaver };
  await ctx.db
    .insert(employeeStatutory)
    .values({ employeeId: member.employee.id, pan: 'ABCDE1234F', bankAccountNumber: '123456785678' });
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

async function tokenOf(who: Name | Person): Promise<string> {
  const person = typeof who === 'string' ? p[who] : who;
  return (await ctx.factories.session(person.user.id)).token;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(who: Name | Person, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: ctx.bearer(await tokenOf(who)),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function list(who: Name, query = '') {
  const res = await api(who, 'GET', `/api/employees?limit=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return EmployeeListResponseSchema.parse(res.json());
}

/** A colleague's card: who they are, where they sit, whom they report to, their work email. */
const CARD_KEYS = [
  'department',
  'designation',
  'firstName',
  'id',
  'lastName',
  'manager',
  'name',
  'office',
  'photoUrl',
  'workEmail',
];
/** A manager's view of a report: job and work contact, the birthday without its year, nothing personal. */
const TEAM_KEYS = [
  ...CARD_KEYS,
  'access',
  'birthday',
  'createdAt',
  'directReportCount',
  'employeeCode',
  'employmentType',
  'exitDate',
  'exitReason',
  'gender',
  'joinDate',
  'phone',
  'probationEndDate',
  'status',
  'updatedAt',
].sort();
const id = (who: Name) => p[who].employee.id;

describe('GET /api/employees', () => {
  it('admin and hr list everyone with role and masked statutory numbers', async () => {
    const { items, total } = await list('hr');
    expect(total).toBe(8);
    const member = items.find((i) => i.id === id('member'))!;
    expect(member).toMatchObject({
      role: 'employee',
      maskedPan: 'XXXXXX234F',
      maskedBankAccount: 'XXXX5678',
      manager: { id: id('lead'), name: 'Lee Lead' },
      department: { id: dept.b },
      designation: { id: title, name: 'Engineer' },
    });
    expect(JSON.stringify(items)).not.toContain('ABCDE1234F');
  });

  it('a manager lists exactly their direct and indirect reports, without account or statutory fields', async () => {
    const { items, total } = await list('manager');
    expect(items.map((i) => i.id).sort()).toEqual([id('lead'), id('member')].sort());
    expect(total).toBe(2);
    for (const item of items) {
      expect(item).not.toHaveProperty('role');
      expect(item).not.toHaveProperty('maskedPan');
      expect(item).not.toHaveProperty('maskedBankAccount');
      expect(item).toHaveProperty('employeeCode');
    }
    // The lead's team is only the member; filters never reach outside the team.
    expect((await list('lead')).items.map((i) => i.id)).toEqual([id('member')]);
    expect((await list('manager', `&departmentId=${dept.b}`)).items.map((i) => i.id)).toEqual([id('member')]);
    expect((await list('manager', `&search=${encodeURIComponent(p.outsider.employee.lastName)}`)).total).toBe(
      0,
    );
  });

  it('an employee gets colleagues’ cards only, exactly the card’s keys, and nobody who has left', async () => {
    const { items, total } = await list('member', '&status=inactive&sort=joinDate');
    expect(total).toBe(7);
    expect(items.map((i) => i.id)).not.toContain(id('leaver'));
    for (const item of items) expect(Object.keys(item).sort()).toEqual(CARD_KEYS);
    expect(JSON.stringify(items)).not.toContain('XXXX');
  });

  it('searches name, code and email, with % and _ taken literally; filters and sorts', async () => {
    const byName = await list(
      'hr',
      `&search=${encodeURIComponent(p.outsider.employee.lastName.toUpperCase())}`,
    );
    expect(byName.items.map((i) => i.id)).toEqual([id('outsider')]);
    const byCode = await list('hr', `&search=${p.member.employee.employeeCode.toLowerCase()}`);
    expect(byCode.items.map((i) => i.id)).toEqual([id('member')]);
    expect((await list('hr', '&search=%25')).total).toBe(0);
    expect((await list('hr', '&search=_')).total).toBe(0);
    expect((await list('hr', '&status=inactive')).items.map((i) => i.id)).toEqual([id('leaver')]);
    expect((await list('hr', `&managerId=${id('manager')}`)).items.map((i) => i.id)).toEqual([id('lead')]);
    const paged = await api('hr', 'GET', '/api/employees?limit=3&page=2&sort=employeeCode&order=desc');
    expect(paged.json()).toMatchObject({ total: 8, page: 2, limit: 3 });
    expect(paged.json().items).toHaveLength(3);
    const bad = await api(
      'hr',
      'GET',
      '/api/employees?sort=salary&joinedFrom=2025-02-01&joinedTo=2025-01-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toContain('query.sort');
  });
});

describe('GET /api/employees/:id', () => {
  const get = async (who: Name, target: Name) => {
    const res = await api(who, 'GET', `/api/employees/${id(target)}`);
    expect(res.statusCode, res.body).toBe(200);
    return EmployeeSchema.parse(res.json());
  };

  it('gives each caller its level: full, self, team or card', async () => {
    const full = await get('hr', 'member');
    expect(full.access).toMatchObject({
      level: 'full',
      canEdit: true,
      canSeeStatutory: true,
      canDelete: true,
    });
    expect(full.statutory).toMatchObject({ pan: 'ABCDE1234F', bankAccountNumber: '123456785678' });
    expect(full.account).toMatchObject({ role: 'employee', isActive: true, invitationPending: false });

    const self = await get('member', 'member');
    expect(self.access).toMatchObject({ level: 'self', canEdit: false, canEditProfile: true });
    expect(self.statutory?.pan).toBe('ABCDE1234F');
    expect(self).not.toHaveProperty('account');

    const team = await get('manager', 'member');
    expect(team.access.level).toBe('team');
    expect(team).not.toHaveProperty('statutory');
    expect(team).not.toHaveProperty('account');
    expect(team.manager?.id).toBe(id('lead'));
    const teamRaw = (await api('manager', 'GET', `/api/employees/${id('member')}`)).json();
    expect(Object.keys(teamRaw).sort()).toEqual(TEAM_KEYS);

    const raw = (await api('outsider', 'GET', `/api/employees/${id('member')}`)).json();
    expect(Object.keys(raw).sort()).toEqual([...CARD_KEYS, 'access'].sort());
    expect(raw.access.level).toBe('card');
    expect((await get('manager', 'outsider')).access.level).toBe('card');
  });

  it('takes a list of departments as a comma list or repeated, and refuses bad ids and year 0 with 400', async () => {
    const both = await list('hr', `&departmentId=${dept.a},${dept.b}`);
    expect(both.total).toBe((await list('hr', `&departmentId=${dept.a}&departmentId=${dept.b}`)).total);
    expect(both.total).toBe(
      (await list('hr', `&departmentId=${dept.a}`)).total +
        (await list('hr', `&departmentId=${dept.b}`)).total,
    );
    const bad = await api('hr', 'GET', `/api/employees?departmentId=${dept.a},nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('query.departmentId.1');
    for (const query of ['joinedFrom=0000-01-01', 'joinedTo=2025-02-30', 'search=%00']) {
      expect((await api('hr', 'GET', `/api/employees?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('is 404 for an unknown id and for a colleague who has left; 400 for a malformed id', async () => {
    expect((await api('hr', 'GET', '/api/employees/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await api('colleague', 'GET', `/api/employees/${id('leaver')}`)).statusCode).toBe(404);
    expect((await api('hr', 'GET', `/api/employees/${id('leaver')}`)).statusCode).toBe(200);
    expect((await api('hr', 'GET', '/api/employees/not-an-id')).statusCode).toBe(400);
  });
});

describe('PATCH /api/employees/:id', () => {
  it('refuses control characters and line breaks in a single-line field, and keeps the record', async () => {
    const person = await ctx.factories.person(companyId, { employee: { firstName: 'Asha' } });
    const path = `/api/employees/${person.employee.id}`;
    for (const payload of [
      { firstName: '\u0001\u0002\u001b[31m' },
      { address: { city: 'x\r\nSet-Cookie: a=b\u001b[31m' } },
      { lastName: 'Rao\u202Egnp.exe' },
      { exitReason: 'Left\u0007' },
    ]) {
      const res = await api('hr', 'PATCH', path, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain('Must be one line, without control characters');
    }
    const after = EmployeeSchema.parse((await api('hr', 'GET', path)).json());
    expect(after.firstName).toBe('Asha');
  });

  it('changes only the fields sent and audits them before and after, statutory masked, with the reason', async () => {
    const person = await ctx.factories.person(companyId, {
      employee: { phone: '98450 11111', personalEmail: 'me@home.test', departmentId: dept.a },
    });
    const res = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, {
      departmentId: dept.b,
      statutory: { pan: 'pqrst6789k' },
      reason: 'Reorganisation',
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = EmployeeSchema.parse(res.json());
    expect(updated).toMatchObject({
      department: { id: dept.b },
      phone: '98450 11111',
      personalEmail: 'me@home.test',
      statutory: { pan: 'PQRST6789K' },
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.employee.id), eq(auditLog.action, 'employee.update')));
    expect(entry).toMatchObject({
      actorUserId: p.hr.user.id,
      reason: 'Reorganisation',
      before: { department: { id: dept.a }, pan: null },
      after: { department: { id: dept.b }, pan: 'XXXXXX789K' },
    });
    expect(Object.keys(entry!.after as object).sort()).toEqual(['department', 'pan']);
    expect(JSON.stringify(entry)).not.toContain('PQRST6789K');

    const activity = await api('hr', 'GET', `/api/employees/${person.employee.id}/recent-activity`);
    expect(activity.json().items[0]).toMatchObject({
      action: 'employee.update',
      reason: 'Reorganisation',
      actor: { id: p.hr.user.id },
    });
    expect(activity.json().items[0].summary).toMatch(
      /changed department from Department .+ to Department .+ and PAN/,
    );
  });

  it("keeps a report's home, personal email, emergency contact and birth year from their manager", async () => {
    const boss = await ctx.factories.person(companyId, { role: 'manager' });
    const person = await ctx.factories.person(companyId, {
      role: 'employee',
      employee: {
        managerId: boss.employee.id,
        dateOfBirth: '1990-07-14',
        personalEmail: 'home@example.test',
        address: {
          line1: '12 Lavelle Road',
          line2: null,
          city: 'Bengaluru',
          state: null,
          postalCode: null,
          country: null,
        },
        emergencyContact: { name: 'Asha', relationship: 'Sister', phone: '98450 33333' },
      },
    });
    const path = `/api/employees/${person.employee.id}`;
    const change = {
      personalEmail: 'new-home@example.test',
      dateOfBirth: '1990-07-15',
      address: { line1: '7 MG Road', city: 'Mysuru' },
      emergencyContact: { name: 'Ravi', relationship: 'Brother', phone: '98450 44444' },
    };
    expect((await api('hr', 'PATCH', path, { ...change, phone: '98450 55555' })).statusCode).toBe(200);

    const view = EmployeeSchema.parse((await api(boss, 'GET', path)).json());
    expect(view.birthday).toBe('07-15');
    const full = EmployeeSchema.parse((await api('hr', 'GET', path)).json());
    expect(full).toMatchObject({ dateOfBirth: '1990-07-15', personalEmail: 'new-home@example.test' });

    const feed = JSON.stringify((await api(boss, 'GET', `${path}/recent-activity`)).json());
    for (const secret of [
      'home@example.test',
      'Lavelle',
      'Mysuru',
      'Asha',
      'Ravi',
      '1990',
      '33333',
      '44444',
    ]) {
      expect(feed).not.toContain(secret);
    }
    expect(feed).toContain('9845055555');
    const hrFeed = JSON.stringify((await api('hr', 'GET', `${path}/recent-activity`)).json());
    expect(hrFeed).toContain('Mysuru');
  });

  it("shows a report's manager the trail without statutory, bank or role values, even masked", async () => {
    // A line of their own, so the team figures of the other tests stay as they are.
    const boss = await ctx.factories.person(companyId, { role: 'manager' });
    const person = await ctx.factories.person(companyId, {
      role: 'employee',
      employee: { managerId: boss.employee.id, departmentId: dept.a },
    });
    const path = `/api/employees/${person.employee.id}`;
    expect(
      (await api('hr', 'PATCH', path, { phone: '98450 22222', statutory: { pan: 'pqrst6789k' } })).statusCode,
    ).toBe(200);
    expect(
      (await api('hr', 'PATCH', path, { statutory: { bankIfsc: 'HDFC0001234', bankName: 'HDFC' } }))
        .statusCode,
    ).toBe(200);
    expect((await api('hr', 'PATCH', path, { role: 'manager' })).statusCode).toBe(200);

    const hr = (await api('hr', 'GET', `${path}/recent-activity`)).json();
    expect(JSON.stringify(hr)).toContain('HDFC0001234');
    expect(JSON.stringify(hr)).toContain('XXXXXX789K');

    const res = await api(boss, 'GET', `${path}/recent-activity`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { summary: string; changes: { field: string }[] }[];
    expect(items).toHaveLength(3);
    const body = JSON.stringify(items);
    for (const secret of ['HDFC', '789K', 'PAN', 'IFSC', 'manager']) expect(body).not.toContain(secret);
    const fields = items.flatMap((i) => i.changes.map((c) => c.field));
    expect(fields).toEqual(['phone']);
    expect(items.filter((i) => /not shown to you/.test(i.summary))).toHaveLength(2);
  });

  it('refuses a manager who already reports to the person', async () => {
    const res = await api('hr', 'PATCH', `/api/employees/${id('manager')}`, { managerId: id('member') });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'body.managerId' });
    expect(res.json().details[0].message).toMatch(/reports to Mona Manager already/);
    const self = await api('hr', 'PATCH', `/api/employees/${id('manager')}`, { managerId: id('manager') });
    expect(self.statusCode).toBe(400);
  });

  it('holds the role rules: hr grants no admin and changes no admin; nobody changes their own role', async () => {
    const person = await ctx.factories.person(companyId);
    const grant = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, { role: 'admin' });
    expect(grant.statusCode).toBe(403);
    const demote = await api('hr', 'PATCH', `/api/employees/${id('admin')}`, { role: 'employee' });
    expect(demote.statusCode).toBe(403);
    const own = await api('admin', 'PATCH', `/api/employees/${id('admin')}`, { role: 'hr' });
    expect(own.statusCode).toBe(403);
    const promote = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, { role: 'manager' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().account.role).toBe('manager');
    const byAdmin = await api('admin', 'PATCH', `/api/employees/${person.employee.id}`, { role: 'admin' });
    expect(byAdmin.json().account.role).toBe('admin');
    // Moving an admin's sign-in email would hand hr the admin's password reset link.
    const email = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, {
      workEmail: 'hr.inbox@work.test',
    });
    expect(email.statusCode).toBe(403);
    const phone = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, { phone: '98450 77777' });
    expect(phone.statusCode).toBe(200);
  });

  it('needs an exit date and reason to make someone inactive, and answers bad input with field messages', async () => {
    const person = await ctx.factories.person(companyId);
    const res = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, { status: 'inactive' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.exitDate', 'body.exitReason']);
    const bad = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, {
      workEmail: 'not-an-email',
      statutory: { pan: '1234' },
      unknownField: 1,
      departmentId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.workEmail',
        'body.statutory.pan',
        'body.unknownField',
        'body.departmentId',
      ]),
    );
    const unknown = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, {
      departmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'body.departmentId', message: 'No such department' }]);
  });

  it('moves the sign-in email with the work email, and refuses one in use (409)', async () => {
    const person = await ctx.factories.person(companyId);
    const email = `moved.${person.employee.id.slice(0, 8)}@work.test`;
    expect(
      (await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, { workEmail: email })).statusCode,
    ).toBe(200);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(account!.email).toBe(email);
    const taken = await api('hr', 'PATCH', `/api/employees/${person.employee.id}`, {
      workEmail: p.colleague.email,
      employeeCode: p.colleague.employee.employeeCode.toLowerCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(
      taken
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.employeeCode', 'body.workEmail']);
  });

  it('tells admin, hr, the person and their managers up the line, and notifies the person of a job change', async () => {
    const who: Name[] = ['hr', 'manager', 'lead', 'member', 'outsider'];
    const listeners = await Promise.all(
      who.map(async (name) => {
        const socket = await sockets.connect(baseUrl, await tokenOf(name));
        return {
          name,
          socket,
          updates: record<UpdatePayload>(socket, 'employee-update'),
          notes: record<Notification>(socket, ServerEvent.notification),
        };
      }),
    );
    const res = await api('admin', 'PATCH', `/api/employees/${id('member')}`, { employmentType: 'contract' });
    expect(res.statusCode).toBe(200);
    for (const l of listeners) await settle(l.socket);
    const heard = Object.fromEntries(listeners.map((l) => [l.name, l.updates.map((u) => u.id)]));
    expect(heard).toEqual({
      hr: [id('member')],
      manager: [id('member')],
      lead: [id('member')],
      member: [id('member')],
      outsider: [],
    });
    const member = listeners.find((l) => l.name === 'member')!;
    expect(member.notes).toHaveLength(1);
    expect(member.notes[0]).toMatchObject({ title: 'Your employee record was updated', module: 'employees' });
    expect(member.notes[0]!.message).toContain('Employment type: Contract');
    expect(listeners.find((l) => l.name === 'lead')!.notes).toHaveLength(0);
  });
});

describe('deactivation', () => {
  it("disconnects the person's sockets at once", async () => {
    const person = await ctx.factories.person(companyId);
    const socket = await sockets.connect(baseUrl, await tokenOf(person));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await api('hr', 'POST', `/api/employees/${person.employee.id}/deactivate`, {
      exitDate: '2025-06-30',
      exitReason: 'Resigned',
    });
    expect(res.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe('figures and per-person views', () => {
  it('stats count everyone for hr and only the team for a manager', async () => {
    const team = EmployeeStatsSchema.parse((await api('manager', 'GET', '/api/employees/stats')).json());
    expect(team.total).toBe(2);
    expect(team.byDepartment.map((d) => d.count).reduce((a, b) => a + b, 0)).toBe(2);
    const all = EmployeeStatsSchema.parse((await api('hr', 'GET', '/api/employees/stats')).json());
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.inactive).toBeGreaterThanOrEqual(1);
    expect(all.joinsAndExits).toHaveLength(12);
  });

  it('lists departments with heads and head counts', async () => {
    const res = await api('manager', 'GET', '/api/employees/departments');
    expect(res.statusCode).toBe(200);
    const b = res.json().items.find((d: { id: string }) => d.id === dept.b);
    expect(b.headcount).toBeGreaterThanOrEqual(2);
  });

  it('shows dashboard figures and activity to the person and their managers up the line only', async () => {
    const stats = await api('manager', 'GET', `/api/employees/${id('lead')}/dashboard-stats`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ employeeId: id('lead'), directReports: 1, teamSize: 1 });
    expect((await api('member', 'GET', `/api/employees/${id('lead')}/dashboard-stats`)).statusCode).toBe(404);
    expect((await api('member', 'GET', `/api/employees/${id('member')}/recent-activity`)).statusCode).toBe(
      200,
    );
    expect((await api('lead', 'GET', `/api/employees/${id('manager')}/recent-activity`)).statusCode).toBe(
      404,
    );
    const leave = await api('manager', 'GET', `/api/employees/${id('member')}/leave-requests`);
    expect(leave.json()).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });
});

describe('own profile and photos', () => {
  it('a person changes their own contact and bank details, audited with the account masked', async () => {
    const person = await ctx.factories.person(companyId);
    const res = await api(person, 'PATCH', `/api/employees/${person.employee.id}/profile`, {
      phone: '+91 98450 22222',
      address: { city: 'Pune' },
      statutory: { bankAccountNumber: '998877665544', bankIfsc: 'hdfc0001234' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+919845022222',
      address: { city: 'Pune', line1: null },
      statutory: { bankAccountNumber: '998877665544', bankIfsc: 'HDFC0001234' },
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.employee.id), eq(auditLog.action, 'employee.profile.update')));
    expect(entry!.after).toMatchObject({ bankAccountNumber: 'XXXX5544', bankIfsc: 'HDFC0001234' });
    expect(JSON.stringify(entry)).not.toContain('998877665544');
    const other = await api(person, 'PATCH', `/api/employees/${id('member')}/profile`, {
      phone: '98450 12345',
    });
    expect(other.statusCode).toBe(403);
    const notAllowed = await api(person, 'PATCH', `/api/employees/${person.employee.id}/profile`, {
      departmentId: dept.b,
    });
    expect(notAllowed.statusCode).toBe(400);
  });

  it('takes a PNG or JPEG photo by content, serves it by key without sign-in, and removes it', async () => {
    const person = await ctx.factories.person(companyId);
    const upload = async (content: Buffer | string, fileName = 'me.png') => {
      const form = formWithFile({}, { fileName, content });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/employees/${person.employee.id}/photo`,
        headers: { ...ctx.bearer(await tokenOf(person)), ...form.headers },
        payload: form.payload,
      });
    };
    const jpeg = jpegImage();
    const res = await upload(jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().photoUrl;
    expect(url).toMatch(/^\/api\/employees\/photos\/photo-[0-9a-f]{32}$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age');
    expect(served.rawPayload.equals(jpeg)).toBe(true);

    expect((await upload('<svg onload="alert(1)"></svg>', 'me.png')).statusCode).toBe(415);
    // Starts like a PNG, but its pixels do not decode: refused, and the photo in place stays.
    const damaged = await upload(damagedPng());
    expect(damaged.statusCode).toBe(415);
    expect(damaged.json().message).toContain('This photo cannot be read: the image is damaged');
    expect((await api(person, 'GET', `/api/employees/${person.employee.id}`)).json().photoUrl).toBe(url);
    expect((await upload(Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]))).statusCode).toBe(413);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/employees/photos/document-0123456789abcdef0123456789abcdef',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/employees/photos/..%2F..%2Fetc' })).statusCode,
    ).toBe(404);

    const removed = await api(person, 'DELETE', `/api/employees/${person.employee.id}/photo`);
    expect(removed.json().photoUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, person.employee.id))
      .orderBy(desc(auditLog.createdAt));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['employee.photo.update', 'employee.photo.delete']),
    );
  });
});
