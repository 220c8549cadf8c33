/**
 * Settings → Roles: admin lists who holds which role and changes it; the change is the person's
 * record's (audited, only admin makes an admin), takes effect on the holder's next request, and the
 * last admin is never demoted, switched off or deleted, even by two admins at once.
 */
import type { Access } from '@hrms/contracts/roles';
import { RolesResponseSchema } from '@hrms/contracts/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import {
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  matrixFor,
  UNKNOWN_ID,
} from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
  matrix = await matrixFor(ctx, companyId, { employeeReportsToManager: true });
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const URL = '/api/settings/roles';

describe('the list', () => {
  it('gives every account with its role, reports and the count per role; filters by role and search', async () => {
    const res = await call('admin', 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = RolesResponseSchema.parse(res.json());
    expect(body.items.map((h) => h.role).slice(0, 3)).toEqual(['admin', 'hr', 'manager']);
    expect(body.counts.admin).toBeGreaterThanOrEqual(1);
    const manager = body.items.find((h) => h.userId === matrix.people.manager.user.id);
    expect(manager).toMatchObject({ role: 'manager', directReports: 1, active: true });

    const hrOnly = RolesResponseSchema.parse((await call('admin', 'GET', `${URL}?role=hr`)).json());
    expect(hrOnly.items.every((h) => h.role === 'hr')).toBe(true);
    expect(hrOnly.total).toBe(hrOnly.counts.hr);

    const email = matrix.people.employee.user.email;
    const found = RolesResponseSchema.parse((await call('admin', 'GET', `${URL}?search=${email}`)).json());
    expect(found.items.map((h) => h.userId)).toEqual([matrix.people.employee.user.id]);
    // A search that matches nothing, with LIKE's wildcards taken as themselves.
    expect((await call('admin', 'GET', `${URL}?search=%25_`)).json().items).toEqual([]);
  });

  it('refuses a bad filter with a 400', async () => {
    for (const query of ['?role=owner', '?limit=0', '?page=x', '?colour=red']) {
      expect((await call('admin', 'GET', `${URL}${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('a change', () => {
  it('takes effect on the holder’s next request and is audited on their record', async () => {
    const person = await ctx.factories.person(companyId, { role: 'employee' });
    const session = await ctx.factories.session(person.user.id);
    const asPerson = () =>
      ctx.app.inject({ method: 'GET', url: '/api/configuration', headers: ctx.bearer(session.token) });
    expect((await asPerson()).statusCode).toBe(403);

    const res = await call('admin', 'PATCH', `${URL}/${person.user.id}`, { role: 'hr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: person.user.id, role: 'hr' });
    // The same session, unchanged, now has hr's rights.
    expect((await asPerson()).statusCode).toBe(200);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.employee.id), eq(auditLog.action, 'employee.update')));
    expect(audits).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ role: 'employee' }),
        after: expect.objectContaining({ role: 'hr' }),
      }),
    );

    // And back: the rights go at once too.
    expect((await call('admin', 'PATCH', `${URL}/${person.user.id}`, { role: 'employee' })).statusCode).toBe(
      200,
    );
    expect((await asPerson()).statusCode).toBe(403);
  });

  it('refuses changing one’s own role, an unknown account and a role that does not exist', async () => {
    const own = await call('admin', 'PATCH', `${URL}/${matrix.people.admin.user.id}`, { role: 'hr' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own role.');
    expect((await call('admin', 'PATCH', `${URL}/${UNKNOWN_ID}`, { role: 'hr' })).statusCode).toBe(404);
    expect((await call('admin', 'PATCH', `${URL}/not-an-id`, { role: 'hr' })).statusCode).toBe(400);
    const bad = await call('admin', 'PATCH', `${URL}/${matrix.people.employee.user.id}`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect((await call('admin', 'PATCH', `${URL}/${matrix.people.employee.user.id}`, {})).statusCode).toBe(
      400,
    );
  });

  it('keeps the last admin: two admins demoting each other at once leave exactly one admin', async () => {
    const other = await ctx.factories.company();
    const a = await ctx.factories.person(other.id, { role: 'admin' });
    const b = await ctx.factories.person(other.id, { role: 'admin' });
    const headers = async (p: typeof a) => ctx.bearer((await ctx.factories.session(p.user.id)).token);
    const [ha, hb] = [await headers(a), await headers(b)];
    const results = await Promise.all([
      ctx.app.inject({
        method: 'PATCH',
        url: `${URL}/${b.user.id}`,
        headers: ha,
        payload: { role: 'employee' },
      }),
      ctx.app.inject({
        method: 'PATCH',
        url: `${URL}/${a.user.id}`,
        headers: hb,
        payload: { role: 'employee' },
      }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    // The loser is refused, either as the last admin or as no longer an admin at all.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = RolesResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${URL}?role=admin`,
          headers: results[0]!.statusCode === 200 ? ha : hb,
        })
      ).json(),
    );
    expect(admins.counts.admin).toBe(1);
  });

  it('refuses to switch off or delete the last admin', async () => {
    const other = await ctx.factories.company();
    const last = await ctx.factories.person(other.id, { role: 'admin' });
    // An admin of the company who cannot sign in any more does not count.
    const gone = await ctx.factories.person(other.id, { role: 'admin', employee: { status: 'inactive' } });
    // Through the service: an inactive admin cannot sign in, but the rule holds for any caller.
    const actor = {
      userId: gone.user.id,
      role: 'admin' as const,
      employeeId: gone.employee.id,
      sessionId: 'x',
    };
    await expect(
      ctx.app.services.employees.update(actor, last.employee.id, { role: 'hr', reason: null }),
    ).rejects.toThrow(/is the last admin: make someone else an admin first/);
    await expect(ctx.app.services.employees.remove(actor, last.employee.id)).rejects.toThrow(
      /is the last admin/,
    );
  });
});

describe('every roles route × every role', () => {
  it('declares its access', () => {
    const expected: Record<string, Access> = {
      'GET /api/settings/roles': 'roles:grant-admin',
      'PATCH /api/settings/roles/:userId': 'roles:grant-admin',
    };
    expectDeclaredAccess(ctx, expected, ['/api/settings/roles']);
  });

  it('answers each caller as the matrix says: admin only', async () => {
    const target = await ctx.factories.person(companyId, { role: 'employee' });
    await expectMatrix([
      ['GET', (c) => call(c, 'GET', URL), [200, 403, 403, 403, 401]],
      [
        'PATCH',
        (c) => call(c, 'PATCH', `${URL}/${target.user.id}`, { role: 'manager' }),
        [200, 403, 403, 403, 401],
      ],
    ]);
  });
});
