import { LoginResponseSchema } from '@hrms/contracts/auth';
import { DEFAULT_SECURITY_POLICY, SecurityPolicySchema } from '@hrms/contracts/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { configuration } from '../../db/schema/configuration';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { call, codeFor, login, nextAddress } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { SECURITY_POLICY_KEY } from './settings.service';

let ctx: TestContext;
let companyId: string;
let admin: Person;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
  admin = await ctx.factories.person(companyId, { role: 'admin' });
  adminToken = (await ctx.factories.session(admin.user.id)).token;
});
afterAll(() => ctx.close());

const getPolicy = (token = adminToken) => call(ctx, 'GET', '/api/settings/security', undefined, { token });
const patchPolicy = (body: Record<string, unknown>, token = adminToken) =>
  call(ctx, 'PATCH', '/api/settings/security', body, { token });

describe('Settings → Security', () => {
  it('starts from the defaults, changes what is sent, and audits before and after', async () => {
    expect(SecurityPolicySchema.parse((await getPolicy()).json())).toEqual(DEFAULT_SECURITY_POLICY);
    const res = await patchPolicy({ lockoutThreshold: 7, sessionIdleMinutes: 45 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SECURITY_POLICY, lockoutThreshold: 7, sessionIdleMinutes: 45 });
    expect((await getPolicy()).json()).toMatchObject({ lockoutThreshold: 7, sessionIdleMinutes: 45 });

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'configuration'), eq(auditLog.entityId, SECURITY_POLICY_KEY)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.user.id,
        action: 'settings.security.update',
        before: { lockoutThreshold: 5, sessionIdleMinutes: 30 },
        after: { lockoutThreshold: 7, sessionIdleMinutes: 45 },
      }),
    ]);
    // Sending the same values again changes and audits nothing.
    await patchPolicy({ lockoutThreshold: 7 });
    expect(
      await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, SECURITY_POLICY_KEY)),
    ).toHaveLength(1);
    await patchPolicy({ lockoutThreshold: 5, sessionIdleMinutes: 30 });
  });

  it('refuses values out of range and unknown fields', async () => {
    for (const body of [
      { lockoutThreshold: 2 },
      { passwordMinLength: 6 },
      { sessionIdleMinutes: 0 },
      { other: 1 },
    ]) {
      expect((await patchPolicy(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await call(
          ctx,
          'PATCH',
          '/api/settings/security/2fa',
          { enabled: true, roles: ['boss'] },
          { token: adminToken },
        )
      ).statusCode,
    ).toBe(400);
    // A field stored wrong reads as its default; the others keep their values.
    await ctx.db
      .insert(configuration)
      .values({
        key: SECURITY_POLICY_KEY,
        category: 'security',
        value: { lockoutThreshold: 'many', lockoutMinutes: 30 },
      })
      .onConflictDoUpdate({
        target: configuration.key,
        set: { value: { lockoutThreshold: 'many', lockoutMinutes: 30 } },
      });
    expect((await getPolicy()).json()).toEqual({ ...DEFAULT_SECURITY_POLICY, lockoutMinutes: 30 });
    await ctx.db.delete(configuration).where(eq(configuration.key, SECURITY_POLICY_KEY));
  });

  it('is for admins only: hr, managers and employees get 403', async () => {
    for (const role of ['hr', 'manager', 'employee'] as const) {
      const p = await ctx.factories.person(companyId, { role });
      const { token } = await ctx.factories.session(p.user.id);
      expect((await getPolicy(token)).statusCode, role).toBe(403);
      expect((await patchPolicy({ lockoutThreshold: 6 }, token)).statusCode, role).toBe(403);
      const twoFactor = await call(ctx, 'PATCH', '/api/settings/security/2fa', { enabled: true }, { token });
      expect(twoFactor.statusCode, role).toBe(403);
    }
    expect((await getPolicy()).json().lockoutThreshold).toBe(5);
  });

  it('requires two-factor of admin and hr by default; an admin sets it up, then may turn the rule off', async () => {
    const on = await call(
      ctx,
      'PATCH',
      '/api/settings/security/2fa',
      { enabled: true },
      { token: adminToken },
    );
    expect(on.json().twoFactorRequiredRoles).toEqual(['admin', 'hr']);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.security.two_factor'));
    expect(audit.at(-1)).toMatchObject({
      before: { twoFactorRequiredRoles: [] },
      after: { twoFactorRequiredRoles: ['admin', 'hr'] },
    });

    // The admin without two-factor is held to set-up like anyone else...
    expect((await getPolicy()).json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
    const { secret } = (
      await call(ctx, 'POST', '/api/auth/2fa/generate', undefined, { token: adminToken })
    ).json();
    const enabled = await call(
      ctx,
      'POST',
      '/api/auth/2fa/enable',
      { code: codeFor(secret, ctx.clock.now()) },
      {
        token: adminToken,
      },
    );
    expect(enabled.statusCode).toBe(200);
    // ...and free once it is on.
    const off = await call(
      ctx,
      'PATCH',
      '/api/settings/security/2fa',
      { enabled: false },
      { token: adminToken },
    );
    expect(off.json().twoFactorRequiredRoles).toEqual([]);
  });
});

describe('the policy in force', () => {
  it('locks after the configured number of failures, for the configured minutes', async () => {
    await patchPolicy({ lockoutThreshold: 3, accountLockoutThreshold: 10, lockoutMinutes: 2 });
    try {
      const p = await ctx.factories.person(companyId);
      const ip = nextAddress();
      for (let i = 0; i < 3; i++) await login(ctx, { email: p.email, password: 'not-the-password' }, { ip });
      expect((await login(ctx, { email: p.email, password: p.password }, { ip })).statusCode).toBe(423);
      ctx.clock.advance(2 * MINUTE_MS + 1000);
      expect((await login(ctx, { email: p.email, password: p.password }, { ip })).statusCode).toBe(200);
      // Everywhere at the account-wide count, from fresh addresses.
      ctx.clock.advance(1000);
      for (let i = 0; i < 10; i++) await login(ctx, { email: p.email, password: 'not-the-password' });
      expect((await login(ctx, { email: p.email, password: p.password })).statusCode).toBe(423);
      ctx.clock.advance(2 * MINUTE_MS + 1000);
    } finally {
      await patchPolicy({ lockoutThreshold: 5, accountLockoutThreshold: 20, lockoutMinutes: 15 });
    }
  });

  it('takes the session idle and absolute limits from the policy', async () => {
    await patchPolicy({ sessionIdleMinutes: 10, sessionAbsoluteHours: 2 });
    try {
      const p = await ctx.factories.person(companyId);
      const body = LoginResponseSchema.parse(
        (await login(ctx, { email: p.email, password: p.password })).json(),
      );
      const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, p.user.id));
      expect(session!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(2 * HOUR_MS);
      const profile = () => call(ctx, 'GET', '/api/auth/profile', undefined, { token: body.access_token });
      ctx.clock.advance(9 * MINUTE_MS);
      expect((await profile()).statusCode).toBe(200);
      ctx.clock.advance(11 * MINUTE_MS);
      expect((await profile()).statusCode).toBe(401);
    } finally {
      await patchPolicy({ sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
    }
  });
});
