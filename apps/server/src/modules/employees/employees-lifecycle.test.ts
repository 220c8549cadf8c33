/**
 * A person's life in the system: added with an invitation, choosing a password through it,
 * deactivated (sessions and sign-in end), reactivated, deleted only without history; and the bulk
 * versions, one result per person.
 */
import { EmployeeSchema } from '@hrms/contracts/employees';
import { Messages } from '@hrms/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { passwordResetTokens } from '../../db/schema/auth';
import { employeeStatutory, employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { HOUR_MS } from '../../lib/clock';
import { call, login, readOutbox } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let companyName: string;
let admin: Person;
let hr: Person;
let departmentId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  companyId = company.id;
  companyName = company.name;
  departmentId = (await ctx.factories.department(companyId)).id;
  admin = await ctx.factories.person(companyId, { role: 'admin' });
  hr = await ctx.factories.person(companyId, { role: 'hr' });
});
afterAll(() => ctx.close());

const tokenOf = async (person: Person) => (await ctx.factories.session(person.user.id)).token;
async function api(who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return call(ctx, method, url, payload, { token: await tokenOf(who) });
}

let n = 0;
function newBody(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    employeeCode: `NEW-${process.pid}-${n}`,
    firstName: 'Nia',
    lastName: `Newcomer ${n}`,
    workEmail: `Nia.Newcomer.${process.pid}.${n}@Work.test`,
    joinDate: '2025-05-05',
    departmentId,
    statutory: { pan: 'ABCDE1234F', bankAccountNumber: '123456789012' },
    ...overrides,
  };
}

describe('POST /api/employees', () => {
  it("tells the new person's manager, and not the one who added them", async () => {
    const manager = await ctx.factories.person(companyId, { role: 'manager' });
    const titled = async (who: Person) =>
      (await api(who, 'GET', '/api/notifications?limit=100'))
        .json()
        .items.filter((n: { title: string }) => n.title === 'New team member');
    const res = await api(
      hr,
      'POST',
      '/api/employees',
      newBody({ managerId: manager.employee.id, joinDate: '2025-06-02' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [note] = await titled(manager);
    expect(note).toMatchObject({ module: 'employees', link: `/employees/${res.json().id}`, read: false });
    expect(note.message).toMatch(/^Nia Newcomer \d+ joins your team on 2 Jun 2025\.$/);
    expect(await titled(hr)).toEqual([]);

    // Someone without a manager is news to no manager.
    expect((await api(hr, 'POST', '/api/employees', newBody())).statusCode).toBe(201);
    expect(await titled(manager)).toHaveLength(1);
  });

  it('adds the person with an account and statutory row, audits it masked, and mails an invitation that sets a password', async () => {
    const body = newBody();
    const res = await api(hr, 'POST', '/api/employees', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = EmployeeSchema.parse(res.json());
    const email = body.workEmail.toLowerCase();
    expect(created).toMatchObject({
      workEmail: email,
      employmentType: 'full_time',
      status: 'active',
      department: { id: departmentId },
      statutory: { pan: 'ABCDE1234F', bankAccountNumber: '123456789012' },
      account: { role: 'employee', isActive: true, invitationPending: true, lastLoginAt: null },
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'employee.create')));
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({
      pan: 'XXXXXX234F',
      bankAccountNumber: 'XXXX9012',
      role: 'employee',
    });
    expect(JSON.stringify(entry)).not.toContain('ABCDE1234F');

    const mail = (await readOutbox(ctx)).filter((m) => m.to.includes(email)).at(-1);
    expect(mail?.subject).toBe(`You're invited to ${companyName}`);
    const token = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const [stored] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, email));
    expect(stored!.password_reset_tokens.purpose).toBe('invitation');
    const validFor = stored!.password_reset_tokens.expiresAt.getTime() - ctx.clock.now().getTime();
    expect(validFor).toBe(7 * 24 * HOUR_MS);

    // Valid after a few days, unlike a reset link; and it sets the first password.
    ctx.clock.advance(3 * 24 * HOUR_MS);
    const valid = await call(ctx, 'GET', `/api/auth/reset-password/validate/${token}`);
    expect(valid.json()).toEqual({ valid: true });
    const password = 'My-First-Password-42';
    const reset = await call(ctx, 'POST', '/api/auth/reset-password', { token, newPassword: password });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(ctx, { email, password })).statusCode).toBe(200);
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(account!.invitationPending).toBe(false);
    const again = await call(ctx, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Another-Password-43',
    });
    expect(again.statusCode).toBe(400);
  });

  it('sends no mail when asked not to, and resends an invitation on request, replacing the first link', async () => {
    const body = newBody({ sendInvitation: false });
    const before = (await readOutbox(ctx)).length;
    const res = await api(hr, 'POST', '/api/employees', body);
    expect(res.statusCode).toBe(201);
    expect((await readOutbox(ctx)).length).toBe(before);
    const resend = await api(hr, 'POST', `/api/employees/${res.json().id}/resend-invitation`);
    expect(resend.statusCode, resend.body).toBe(200);
    const second = await api(hr, 'POST', `/api/employees/${res.json().id}/resend-invitation`);
    expect(second.statusCode).toBe(200);
    const mails = (await readOutbox(ctx)).filter((m) => m.to.includes(body.workEmail.toLowerCase()));
    expect(mails).toHaveLength(2);
    const first = mails[0]!.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    expect((await call(ctx, 'GET', `/api/auth/reset-password/validate/${first}`)).json()).toEqual({
      valid: false,
    });
    // Someone who has a password needs no invitation.
    const settled = await ctx.factories.person(companyId);
    expect(
      (await api(hr, 'POST', `/api/employees/${settled.employee.id}/resend-invitation`)).statusCode,
    ).toBe(409);
  });

  it('lets only an admin create an admin', async () => {
    expect((await api(hr, 'POST', '/api/employees', newBody({ role: 'admin' }))).statusCode).toBe(403);
    const res = await api(admin, 'POST', '/api/employees', newBody({ role: 'admin', sendInvitation: false }));
    expect(res.statusCode).toBe(201);
    expect(res.json().account.role).toBe('admin');
  });

  it('refuses a code or email in use (409, any case) and unknown references (400), with the field named', async () => {
    const existing = await ctx.factories.person(companyId);
    const dupe = await api(
      hr,
      'POST',
      '/api/employees',
      newBody({
        employeeCode: existing.employee.employeeCode.toLowerCase(),
        workEmail: existing.email.toUpperCase(),
      }),
    );
    expect(dupe.statusCode).toBe(409);
    expect(
      dupe
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.employeeCode', 'body.workEmail']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refs = await api(
      hr,
      'POST',
      '/api/employees',
      newBody({ departmentId: unknown, officeId: unknown, designationId: unknown }),
    );
    expect(refs.statusCode).toBe(400);
    expect(
      refs
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.departmentId', 'body.designationId', 'body.officeId']);
    const manager = await api(hr, 'POST', '/api/employees', newBody({ managerId: unknown }));
    expect(manager.json().details).toEqual([{ field: 'body.managerId', message: 'No such employee' }]);
  });

  it('answers bad input with 400 and a message per field, never 5xx', async () => {
    const bodies: unknown[] = [
      {},
      newBody({ employeeCode: 'has space', workEmail: 'nope', joinDate: '2025-13-01' }),
      newBody({ statutory: { pan: 'short', ifsc: 'X' } }),
      newBody({ probationEndDate: '2025-01-01' }),
      newBody({ address: { line1: 'x'.repeat(300) }, gender: 'other', role: 'boss' }),
      [],
    ];
    for (const body of bodies) {
      const res = await api(hr, 'POST', '/api/employees', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const many = await api(
      hr,
      'POST',
      '/api/employees',
      newBody({ employeeCode: 'has space', workEmail: 'nope', probationEndDate: '2020-01-01' }),
    );
    expect(many.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['body.employeeCode', 'body.workEmail']),
    );
  });
});

describe('deactivation', () => {
  it('ends every session at once and refuses sign-in; reactivation lets the person back in', async () => {
    const person = await ctx.factories.person(companyId);
    const first = await ctx.factories.session(person.user.id);
    const signedIn = await login(ctx, { email: person.email, password: person.password });
    expect(signedIn.statusCode).toBe(200);
    const second = signedIn.json().access_token as string;
    expect((await call(ctx, 'GET', '/api/auth/profile', undefined, { token: first.token })).statusCode).toBe(
      200,
    );

    const res = await api(hr, 'POST', `/api/employees/${person.employee.id}/deactivate`, {
      exitDate: '2025-06-30',
      exitReason: 'Resigned',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'inactive', exitDate: '2025-06-30', exitReason: 'Resigned' });
    expect(res.json().account.isActive).toBe(false);
    for (const token of [first.token, second]) {
      expect((await call(ctx, 'GET', '/api/auth/profile', undefined, { token })).statusCode).toBe(401);
    }
    const refused = await login(ctx, { email: person.email, password: person.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Messages.accountInactive);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.employee.id), eq(auditLog.action, 'employee.deactivate')));
    expect(entry).toMatchObject({
      reason: 'Resigned',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });

    const back = await api(hr, 'PATCH', `/api/employees/${person.employee.id}`, { status: 'active' });
    expect(back.json()).toMatchObject({ status: 'active', exitDate: null, exitReason: null });
    expect((await login(ctx, { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('refuses to deactivate yourself, and hr deactivating an admin', async () => {
    const self = await api(hr, 'POST', `/api/employees/${hr.employee.id}/deactivate`, {
      exitDate: '2025-06-30',
      exitReason: 'x',
    });
    expect(self.statusCode).toBe(409);
    const anAdmin = await ctx.factories.person(companyId, { role: 'admin' });
    const byHr = await api(hr, 'POST', `/api/employees/${anAdmin.employee.id}/deactivate`, {
      exitDate: '2025-06-30',
      exitReason: 'x',
    });
    expect(byHr.statusCode).toBe(403);
  });
});

describe('DELETE /api/employees/:id', () => {
  it('deletes someone without history, with the account and statutory row, and audits it', async () => {
    const person = await ctx.factories.person(companyId);
    await ctx.db.insert(employeeStatutory).values({ employeeId: person.employee.id, pan: 'ABCDE1234F' });
    const res = await api(hr, 'DELETE', `/api/employees/${person.employee.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: person.employee.id, deleted: true });
    expect(await ctx.db.select().from(employees).where(eq(employees.id, person.employee.id))).toHaveLength(0);
    expect(await ctx.db.select().from(users).where(eq(users.id, person.user.id))).toHaveLength(0);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.employee.id), eq(auditLog.action, 'employee.delete')));
    expect(entry!.after).toBeNull();
    expect(entry!.before).toMatchObject({ pan: 'XXXXXX234F' });
    expect((await api(hr, 'DELETE', `/api/employees/${person.employee.id}`)).statusCode).toBe(404);
  });

  it('refuses (409) someone who has signed in, has reports or has recorded changes, and says to deactivate', async () => {
    const signedIn = await ctx.factories.person(companyId);
    expect((await login(ctx, { email: signedIn.email, password: signedIn.password })).statusCode).toBe(200);
    const res = await api(hr, 'DELETE', `/api/employees/${signedIn.employee.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has signed in.*Deactivate them instead/);

    const boss = await ctx.factories.person(companyId);
    await ctx.factories.employee(companyId, { managerId: boss.employee.id });
    expect((await api(hr, 'DELETE', `/api/employees/${boss.employee.id}`)).json().message).toMatch(
      /has people reporting to them/,
    );

    const edited = await ctx.factories.person(companyId);
    await api(hr, 'PATCH', `/api/employees/${edited.employee.id}`, { phone: '98450 55555' });
    expect((await api(hr, 'DELETE', `/api/employees/${edited.employee.id}`)).json().message).toMatch(
      /has recorded changes/,
    );
    expect((await api(hr, 'DELETE', `/api/employees/${hr.employee.id}`)).statusCode).toBe(409);
  });
});

describe('bulk', () => {
  it('deactivates each in its own transaction, one result per id, never yourself', async () => {
    const a = await ctx.factories.person(companyId);
    const b = await ctx.factories.person(companyId);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await api(hr, 'POST', '/api/employees/bulk-deactivate', {
      employeeIds: [a.employee.id, hr.employee.id, unknown, b.employee.id],
      exitDate: '2025-07-31',
      exitReason: 'Office closed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ succeeded: 2, failed: 2 });
    expect(body.results.map((r: { id: string; ok: boolean }) => [r.id, r.ok])).toEqual([
      [a.employee.id, true],
      [hr.employee.id, false],
      [unknown, false],
      [b.employee.id, true],
    ]);
    expect(body.results[1].error).toMatch(/yourself/);
    const statuses = await ctx.db
      .select({ status: employees.status })
      .from(employees)
      .where(eq(employees.id, b.employee.id));
    expect(statuses[0]!.status).toBe('inactive');
  });

  it('updates the allowed fields on many; deletes those without history and reports the rest', async () => {
    const a = await ctx.factories.person(companyId);
    const b = await ctx.factories.person(companyId);
    const update = await api(hr, 'POST', '/api/employees/bulk-update', {
      employeeIds: [a.employee.id, b.employee.id],
      updates: { departmentId, employmentType: 'contract' },
    });
    expect(update.json()).toMatchObject({ succeeded: 2, failed: 0 });
    const rows = await ctx.db.select().from(employees).where(eq(employees.id, a.employee.id));
    expect(rows[0]).toMatchObject({ departmentId, employmentType: 'contract' });
    const refused = await api(hr, 'POST', '/api/employees/bulk-update', {
      employeeIds: [a.employee.id],
      updates: { salary: 1 },
    });
    expect(refused.statusCode).toBe(400);

    const fresh = await ctx.factories.person(companyId);
    const remove = await api(hr, 'DELETE', '/api/employees/bulk-delete', {
      employeeIds: [fresh.employee.id, a.employee.id],
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json().results).toEqual([
      { id: fresh.employee.id, ok: true },
      { id: a.employee.id, ok: false, error: expect.stringMatching(/Deactivate them instead/) },
    ]);
  });
});
