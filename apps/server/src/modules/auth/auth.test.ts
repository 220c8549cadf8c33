import { AuthUserSchema, LoginOptionsResponseSchema, LoginResponseSchema } from '@hrms/contracts/auth';
import { ErrorResponseSchema, Messages } from '@hrms/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { loginHistory, sessions } from '../../db/schema/auth';
import { configuration } from '../../db/schema/configuration';
import { employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from '../../demo/accounts';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { nextAddress } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { warnOfDemoPasswords } from './demo-password-warning';

let ctx: TestContext;
let companyId: string;
let person: Person;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  companyId = company.id;
  const office = await ctx.factories.office(companyId, { name: 'Pune HQ' });
  const department = await ctx.factories.department(companyId, { name: 'Platform' });
  person = await ctx.factories.person(companyId, {
    role: 'employee',
    employee: { officeId: office.id, departmentId: department.id, phone: '+91 98000 00001' },
  });
});
afterAll(() => ctx.close());

function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  // Each from its own address: these tests are not about the per-address throttle.
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers,
    remoteAddress: nextAddress(),
  });
}

async function historyFor(email: string) {
  return ctx.db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.email, email))
    .orderBy(loginHistory.createdAt);
}

describe('POST /api/auth/login', () => {
  it('signs in with the right password, opens a session and records the attempt', async () => {
    const res = await login(
      { email: `  ${person.email.toUpperCase()} `, password: person.password },
      { 'user-agent': CHROME_LINUX },
    );
    expect(res.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ id: person.user.id, email: person.email, role: 'employee' });
    expect(body.user.employee).toMatchObject({
      office: 'Pune HQ',
      department: 'Platform',
      phone: '+91 98000 00001',
    });
    expect(body.isNewDevice).toBe(false); // no fingerprint given
    expect(body.securityAlert).toBeUndefined();
    expect(Object.keys(res.json())).not.toContain('passwordHash');

    const [, payload] = body.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.sub).toBe(person.user.id);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims.sid as string));
    expect(session).toBeDefined();
    expect(session!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(12 * HOUR_MS);
    expect(claims.exp).toBe(Math.floor(session!.expiresAt.getTime() / 1000));
    expect(session!.deviceLabel).toBe('Chrome on Linux (desktop)');

    const history = await historyFor(person.email);
    expect(history.at(-1)).toMatchObject({ outcome: 'success', userId: person.user.id, browser: 'Chrome' });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(user!.lastLoginAt?.toISOString()).toBe(ctx.clock.now().toISOString());

    const profile = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: ctx.bearer(body.access_token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way, and records both', async () => {
    const wrong = await login({ email: person.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody-here@work.test', password: 'not-the-password' });
    const { requestId: _a, ...wrongBody } = wrong.json();
    const { requestId: _b, ...unknownBody } = unknown.json();
    expect(wrongBody).toEqual(unknownBody);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: Messages.invalidCredentials,
      });
    }
    expect((await historyFor(person.email)).at(-1)).toMatchObject({
      outcome: 'failure',
      reason: 'wrong_password',
    });
    expect(await historyFor('nobody-here@work.test')).toEqual([
      expect.objectContaining({ outcome: 'failure', reason: 'unknown_email', userId: null }),
    ]);
  });

  it('refuses an inactive account and an inactive employee with 403, after checking the password', async () => {
    const inactiveUser = await ctx.factories.person(companyId, { isActive: false });
    const leaver = await ctx.factories.person(companyId, { employee: { status: 'inactive' } });
    for (const p of [inactiveUser, leaver]) {
      const res = await login({ email: p.email, password: p.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: Messages.accountInactive });
      // A wrong password still gets the generic answer: no hint that the account exists.
      expect((await login({ email: p.email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await historyFor(leaver.email))[0]).toMatchObject({ outcome: 'failure', reason: 'inactive' });
  });

  it('flags a fingerprint the user has not signed in with before as a new device, with an alert', async () => {
    const p = await ctx.factories.person(companyId);
    const device = { fingerprint: 'fp-aaaa', browser: 'Firefox', os: 'Windows', deviceType: 'desktop' };
    const first = LoginResponseSchema.parse(
      (await login({ email: p.email, password: p.password, device })).json(),
    );
    expect(first).toMatchObject({ isNewDevice: true, device: 'Firefox on Windows (desktop)' });
    expect(first.securityAlert?.message).toMatch(/^New sign-in from Firefox on Windows \(desktop\)/);

    const again = LoginResponseSchema.parse(
      (await login({ email: p.email, password: p.password, device })).json(),
    );
    expect(again.isNewDevice).toBe(false);
    expect(again.device).toBeUndefined();
    expect(again.securityAlert).toBeUndefined();

    // A failed attempt from a device does not make it known.
    await login({ email: p.email, password: 'wrong-password', device: { fingerprint: 'fp-bbbb' } });
    const other = await login({ email: p.email, password: p.password, device: { fingerprint: 'fp-bbbb' } });
    expect(other.json().isNewDevice).toBe(true);

    const alerts = await ctx.app.inject({
      url: '/api/auth/security-alerts',
      headers: ctx.bearer(other.json().access_token),
    });
    expect(alerts.json().items.map((a: { type: string }) => a.type)).toEqual(['new_device', 'new_device']);
  });

  it('alerts about new devices only while the person wants it', async () => {
    const p = await ctx.factories.person(companyId);
    const first = await login({ email: p.email, password: p.password, device: { fingerprint: 'fp-1' } });
    const token = first.json().access_token as string;
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/security-settings',
      headers: ctx.bearer(token),
      payload: { alertOnNewDevice: false },
    });
    expect(off.json()).toEqual({ twoFactorEnabled: false, alertOnNewDevice: false });
    const second = await login({ email: p.email, password: p.password, device: { fingerprint: 'fp-2' } });
    expect(second.json()).toMatchObject({ isNewDevice: true });
    expect(second.json().securityAlert).toBeUndefined();
    const alerts = await ctx.app.inject({ url: '/api/auth/security-alerts', headers: ctx.bearer(token) });
    expect(alerts.json().items).toHaveLength(1);
    const settings = await ctx.app.inject({ url: '/api/auth/security-settings', headers: ctx.bearer(token) });
    expect(settings.json()).toEqual({ twoFactorEnabled: false, alertOnNewDevice: false });
  });

  it('rejects bad input with 400 naming the fields, without creating anything', async () => {
    const before = (await ctx.db.select().from(loginHistory)).length;
    const res = await login({ email: 'not-an-email', password: '', extra: true });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((d) => d.field).sort()).toEqual(['body.email', 'body.extra', 'body.password']);
    expect((await ctx.db.select().from(loginHistory)).length).toBe(before);
  });
});

describe('authentication of requests', () => {
  const profile = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: '/api/auth/profile', headers });

  it('answers 401 without a token, with a malformed one, and with a forged one', async () => {
    const missing = await profile();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: Messages.notSignedIn });

    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b c']) {
      const res = await profile({ authorization });
      expect(res.statusCode, authorization).toBe(401);
    }

    const { token } = await ctx.factories.session(person.user.id);
    const [h, p] = token.split('.');
    const forged = await profile(ctx.bearer(`${h}.${p}.${'A'.repeat(43)}`));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(Messages.sessionExpired);
  });

  it('answers 401 once the session is past its absolute expiry', async () => {
    const { token } = await ctx.factories.session(person.user.id, {
      expiresAt: new Date(ctx.clock.now().getTime() + 20 * MINUTE_MS),
    });
    expect((await profile(ctx.bearer(token))).statusCode).toBe(200);
    ctx.clock.advance(19 * MINUTE_MS);
    expect((await profile(ctx.bearer(token))).statusCode).toBe(200);
    ctx.clock.advance(2 * MINUTE_MS);
    const expired = await profile(ctx.bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(Messages.sessionExpired);
  });

  it('answers 401 after 30 idle minutes, and keeps an active session alive', async () => {
    const { token, sessionId } = await ctx.factories.session(person.user.id);
    const lastSeen = async () =>
      (await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt.getTime();

    const start = await lastSeen();
    ctx.clock.advance(20 * 1000);
    expect((await profile(ctx.bearer(token))).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start); // not written more than once a minute

    ctx.clock.advance(25 * MINUTE_MS);
    expect((await profile(ctx.bearer(token))).statusCode).toBe(200);
    expect(await lastSeen()).toBe(ctx.clock.now().getTime());

    ctx.clock.advance(29 * MINUTE_MS);
    expect((await profile(ctx.bearer(token))).statusCode).toBe(200);
    ctx.clock.advance(31 * MINUTE_MS);
    expect((await profile(ctx.bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 for a revoked session and for a user deactivated after signing in', async () => {
    const revoked = await ctx.factories.session(person.user.id, {
      revokedAt: ctx.clock.now(),
      revokedReason: 'admin',
    });
    expect((await profile(ctx.bearer(revoked.token))).statusCode).toBe(401);

    const p = await ctx.factories.person(companyId);
    const { token } = await ctx.factories.session(p.user.id);
    expect((await profile(ctx.bearer(token))).statusCode).toBe(200);
    await ctx.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, p.employee.id));
    expect((await profile(ctx.bearer(token))).statusCode).toBe(401);
  });

  it('takes the role from the database, not the token', async () => {
    const p = await ctx.factories.person(companyId, { role: 'employee' });
    const { token } = await ctx.factories.session(p.user.id);
    expect((await profile(ctx.bearer(token))).json().role).toBe('employee');
    await ctx.db.update(users).set({ role: 'hr' }).where(eq(users.id, p.user.id));
    expect((await profile(ctx.bearer(token))).json().role).toBe('hr');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session so the token stops working', async () => {
    const { token, sessionId } = await ctx.factories.session(person.user.id);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ctx.bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: Messages.logoutSuccess });
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({ revokedReason: 'logout' });
    expect(row!.revokedAt).not.toBeNull();

    expect((await ctx.app.inject({ url: '/api/auth/profile', headers: ctx.bearer(token) })).statusCode).toBe(
      401,
    );
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: ctx.bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('accepts an empty JSON body', async () => {
    const { token } = await ctx.factories.session(person.user.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...ctx.bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('/api/auth/profile', () => {
  it('returns the signed-in user and never a password hash', async () => {
    const { token } = await ctx.factories.session(person.user.id);
    const res = await ctx.app.inject({ url: '/api/auth/profile', headers: ctx.bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = AuthUserSchema.parse(res.json());
    expect(body).toMatchObject({ id: person.user.id, email: person.email, role: 'employee' });
    expect(body.employee).toMatchObject({
      id: person.employee.id,
      employeeCode: person.employee.employeeCode,
    });
    expect(res.body).not.toContain('argon2');
  });

  it('updates phone and personal email through the person record: audited and announced as any change', async () => {
    const p = await ctx.factories.person(companyId, { employee: { phone: '+91 90000 11111' } });
    const { token, sessionId } = await ctx.factories.session(p.user.id);
    const emits = vi.spyOn(ctx.app.services.realtime, 'emitTo');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: ctx.bearer(token),
      payload: { phone: '+91 99999 22222', personalEmail: ' Me@Example.COM ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().employee).toMatchObject({ phone: '+91 99999 22222', personalEmail: 'me@example.com' });

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, p.employee.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: p.user.id,
      sessionId,
      action: 'employee.profile.update',
      before: { phone: '+91 90000 11111', personalEmail: null },
      after: { phone: '+91 99999 22222', personalEmail: 'me@example.com' },
    });
    // The person's other tabs and their managers refresh, as for PATCH /employees/{id}/profile.
    expect(emits).toHaveBeenCalledWith(
      expect.objectContaining({ users: expect.arrayContaining([p.user.id]) }),
      'employee-update',
      expect.objectContaining({ id: p.employee.id, type: 'update' }),
    );
    emits.mockRestore();

    // The same values again change nothing and audit nothing.
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: ctx.bearer(token),
      payload: { phone: '+91 99999 22222' },
    });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, p.employee.id))).toHaveLength(1);
  });

  it('refuses fields it does not own and bad values, changing nothing', async () => {
    const p = await ctx.factories.person(companyId, { employee: { phone: '+91 90000 33333' } });
    const { token } = await ctx.factories.session(p.user.id);
    for (const payload of [{ role: 'admin' }, { phone: 'call me' }, { personalEmail: 42 }]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: ctx.bearer(token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await ctx.db.select().from(employees).where(eq(employees.id, p.employee.id));
    expect(row!.phone).toBe('+91 90000 33333');
    expect((await ctx.db.select().from(users).where(eq(users.id, p.user.id)))[0]!.role).toBe('employee');
  });
});

describe('GET /api/auth/login-options', () => {
  const options = async () =>
    LoginOptionsResponseSchema.parse((await ctx.app.inject({ url: '/api/auth/login-options' })).json());
  const demoFlag = (value: boolean) =>
    ctx.db
      .insert(configuration)
      .values({ key: DEMO_ACCOUNTS_VISIBLE_KEY, category: 'auth', value })
      .onConflictDoUpdate({ target: configuration.key, set: { value } });

  it('offers a demo account only while the demo is on and it still opens with the demo password', async () => {
    const company = await ctx.factories.company();
    const demoHash = await hashPassword(DEMO_PASSWORD);
    const demo = await Promise.all(
      DEMO_ACCOUNTS.map(async ({ email, role }) => {
        const person = await ctx.factories.person(company.id, { role, employee: { workEmail: email } });
        await ctx.db.update(users).set({ passwordHash: demoHash }).where(eq(users.id, person.user.id));
        return person;
      }),
    );

    await demoFlag(false);
    expect((await options()).demoAccounts).toEqual([]);
    expect((await options()).companyName).toEqual(expect.any(String));

    await demoFlag(true);
    const on = await options();
    expect(on.demoAccounts.map((a) => a.role)).toEqual(['admin', 'hr', 'manager', 'employee']);
    expect(on.demoAccounts.every((a) => a.password === DEMO_PASSWORD)).toBe(true);

    // The admin changes their password: from that moment the admin account is not offered.
    const [admin, hr] = demo;
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: ctx.bearer((await ctx.factories.session(admin!.user.id)).token),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Kept-Private-Passphrase-42' },
    });
    expect(changed.statusCode).toBe(200);
    // A deactivated account is not offered either.
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, hr!.user.id));
    const after = await options();
    expect(after.demoAccounts.map((a) => a.role)).toEqual(['manager', 'employee']);
    expect(JSON.stringify(after)).not.toContain('Kept-Private-Passphrase-42');

    // At a production start, the accounts still open with the demo password are named.
    const warnings: string[] = [];
    const named = await warnOfDemoPasswords(ctx.app.services.auth, {
      warn: (_: unknown, message: string) => void warnings.push(message),
    } as never);
    expect(named).toBe(2);
    expect(warnings.join('\n')).toContain('manager account manager@acme.test still has the demo password');

    await demoFlag(false);
    expect((await options()).demoAccounts).toEqual([]);
  });
});
