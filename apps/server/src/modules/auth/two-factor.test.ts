import { LoginResponseSchema } from '@hrms/contracts/auth';
import {
  BackupCodesResponseSchema,
  TwoFactorChallengeResponseSchema,
  TwoFactorGenerateResponseSchema,
  TwoFactorStatusResponseSchema,
} from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { MINUTE_MS } from '../../lib/clock';
import { TOTP_STEP_SECONDS } from '../../lib/totp';
import { CHROME_LINUX, call, codeFor, login, nextAddress } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
  const admin = await ctx.factories.person(companyId, { role: 'admin' });
  adminToken = (await ctx.factories.session(admin.user.id)).token;
});
afterAll(() => ctx.close());

const STEP_MS = TOTP_STEP_SECONDS * 1000;

/** Moves the clock to the next time step, so each code in a test is fresh. */
const nextStep = () => ctx.clock.advance(STEP_MS);

/** A person with two-factor on; returns the secret and the backup codes. */
async function withTwoFactor(role: Person['user']['role'] = 'employee') {
  const person = await ctx.factories.person(companyId, { role });
  const { token } = await ctx.factories.session(person.user.id);
  const generated = await call(ctx, 'POST', '/api/auth/2fa/generate', undefined, { token });
  expect(generated.statusCode).toBe(200);
  const { secret, otpauthUrl } = TwoFactorGenerateResponseSchema.parse(generated.json());
  const enabled = await call(
    ctx,
    'POST',
    '/api/auth/2fa/enable',
    { code: codeFor(secret, ctx.clock.now()) },
    { token },
  );
  expect(enabled.statusCode).toBe(200);
  const { backupCodes } = BackupCodesResponseSchema.parse(enabled.json());
  nextStep();
  return { person, token, secret, otpauthUrl, backupCodes };
}

async function challengeFor(person: Person, userAgent = CHROME_LINUX) {
  const res = await login(ctx, { email: person.email, password: person.password }, { userAgent });
  expect(res.statusCode).toBe(200);
  return TwoFactorChallengeResponseSchema.parse(res.json());
}

const secondStep = (body: Record<string, unknown>, userAgent = CHROME_LINUX, ip?: string) =>
  call(ctx, 'POST', '/api/auth/login-2fa', body, { userAgent, ...(ip ? { ip } : {}) });

describe('setting up two-factor', () => {
  it('generates a pending secret, enables with a valid code and returns 10 backup codes once', async () => {
    const person = await ctx.factories.person(companyId);
    const { token } = await ctx.factories.session(person.user.id);
    const status = () => call(ctx, 'GET', '/api/auth/2fa/status', undefined, { token });
    expect(TwoFactorStatusResponseSchema.parse((await status()).json())).toEqual({
      enabled: false,
      enabledAt: null,
      backupCodesRemaining: 0,
      required: false,
    });

    const generated = TwoFactorGenerateResponseSchema.parse(
      (await call(ctx, 'POST', '/api/auth/2fa/generate', undefined, { token })).json(),
    );
    expect(generated.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(generated.otpauthUrl);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(
      `otpauth://totp/HRMS:${encodeURIComponent(person.email)}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: generated.secret,
      issuer: 'HRMS',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Not on until a code proves the app has the secret.
    expect((await status()).json().enabled).toBe(false);
    const wrongCode = codeFor(generated.secret, ctx.clock.now(), 5);
    const refused = await call(ctx, 'POST', '/api/auth/2fa/enable', { code: wrongCode }, { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: Messages.invalidTwoFactorCode,
    });

    // One step of drift is tolerated.
    const code = codeFor(generated.secret, ctx.clock.now(), -1);
    const enabled = await call(ctx, 'POST', '/api/auth/2fa/enable', { code }, { token });
    expect(enabled.statusCode).toBe(200);
    const { backupCodes } = BackupCodesResponseSchema.parse(enabled.json());
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const c of backupCodes) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);

    expect(TwoFactorStatusResponseSchema.parse((await status()).json())).toEqual({
      enabled: true,
      enabledAt: ctx.clock.now().toISOString(),
      backupCodesRemaining: 10,
      required: false,
    });
    // Stored hashed: neither the codes nor the secret appear in responses again.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.twoFactorBackupCodes).toHaveLength(10);
    for (const c of backupCodes) expect(JSON.stringify(row!.twoFactorBackupCodes)).not.toContain(c);
    expect(row!.twoFactorPendingSecret).toBeNull();

    const again = await call(ctx, 'POST', '/api/auth/2fa/generate', undefined, { token });
    expect(again.statusCode).toBe(409);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.user.id), eq(auditLog.action, 'user.two_factor.enable')));
    expect(audit).toHaveLength(1);
    const alerts = (await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token })).json();
    expect(alerts.items[0]).toMatchObject({ type: 'two_factor_changed' });
  });

  it('refuses to enable without a generated secret', async () => {
    const person = await ctx.factories.person(companyId);
    const { token } = await ctx.factories.session(person.user.id);
    const res = await call(ctx, 'POST', '/api/auth/2fa/enable', { code: '123456' }, { token });
    expect(res.statusCode).toBe(409);
  });
});

describe('signing in with two-factor', () => {
  it('answers a challenge instead of a session, then signs in with a code from the app', async () => {
    const { person, secret } = await withTwoFactor();
    const challenge = await challengeFor(person);
    expect(challenge).toMatchObject({ twoFactorRequired: true });
    expect(new Date(challenge.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(5 * MINUTE_MS);
    expect(challenge).not.toHaveProperty('access_token');
    // The challenge is not a bearer token.
    const asBearer = await call(ctx, 'GET', '/api/auth/profile', undefined, {
      token: challenge.challengeToken,
    });
    expect(asBearer.statusCode).toBe(401);

    const res = await secondStep({
      challengeToken: challenge.challengeToken,
      code: codeFor(secret, ctx.clock.now()),
    });
    expect(res.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(res.json());
    expect(body.user.id).toBe(person.user.id);
    expect(body.twoFactorSetupRequired).toBe(false);
    const profile = await call(ctx, 'GET', '/api/auth/profile', undefined, { token: body.access_token });
    expect(profile.statusCode).toBe(200);

    // The challenge is single use.
    nextStep();
    const reuse = await secondStep({
      challengeToken: challenge.challengeToken,
      code: codeFor(secret, ctx.clock.now()),
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(Messages.twoFactorChallengeExpired);
  });

  it('accepts a code once: the same code is refused for the next sign-in', async () => {
    const { person, secret } = await withTwoFactor();
    const code = codeFor(secret, ctx.clock.now());
    const first = await challengeFor(person);
    expect((await secondStep({ challengeToken: first.challengeToken, code })).statusCode).toBe(200);
    const second = await challengeFor(person);
    const replay = await secondStep({ challengeToken: second.challengeToken, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: Messages.invalidTwoFactorCode });
    // An older code than the one used is refused too; the next step's code works.
    expect(
      (
        await secondStep({
          challengeToken: second.challengeToken,
          code: codeFor(secret, ctx.clock.now(), -1),
        })
      ).statusCode,
    ).toBe(401);
    nextStep();
    const fresh = await secondStep({
      challengeToken: second.challengeToken,
      code: codeFor(secret, ctx.clock.now()),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('accepts a backup code once, with or without the dash and in any case', async () => {
    const { person, token, backupCodes } = await withTwoFactor();
    const [first, second] = backupCodes as [string, string];
    const a = await challengeFor(person);
    expect(
      (await secondStep({ challengeToken: a.challengeToken, backupCode: first.toUpperCase() })).statusCode,
    ).toBe(200);
    const b = await challengeFor(person);
    const reused = await secondStep({ challengeToken: b.challengeToken, backupCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(Messages.invalidTwoFactorCode);
    const undashed = second.replace('-', '');
    expect((await secondStep({ challengeToken: b.challengeToken, backupCode: undashed })).statusCode).toBe(
      200,
    );
    const status = await call(ctx, 'GET', '/api/auth/2fa/status', undefined, { token });
    expect(status.json().backupCodesRemaining).toBe(8);
  });

  it('refuses an expired challenge, one from another browser, and a tampered one', async () => {
    const { person, secret } = await withTwoFactor();
    const old = await challengeFor(person);
    ctx.clock.advance(5 * MINUTE_MS + 1000);
    const expired = await secondStep({
      challengeToken: old.challengeToken,
      code: codeFor(secret, ctx.clock.now()),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(Messages.twoFactorChallengeExpired);

    const fresh = await challengeFor(person);
    const elsewhere = await secondStep(
      { challengeToken: fresh.challengeToken, code: codeFor(secret, ctx.clock.now()) },
      'curl/8.0',
    );
    expect(elsewhere.statusCode).toBe(401);
    const [h, p, s] = fresh.challengeToken.split('.') as [string, string, string];
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(
      (await secondStep({ challengeToken: tampered, code: codeFor(secret, ctx.clock.now()) })).statusCode,
    ).toBe(401);
    // The same challenge still works from the browser that started it.
    const ok = await secondStep({
      challengeToken: fresh.challengeToken,
      code: codeFor(secret, ctx.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('counts wrong codes towards the lockout', async () => {
    const { person, secret } = await withTwoFactor();
    const challenge = await challengeFor(person);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(
        { challengeToken: challenge.challengeToken, code: i % 2 ? '000000' : '999999' },
        CHROME_LINUX,
        ip,
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await secondStep(
      { challengeToken: challenge.challengeToken, code: codeFor(secret, ctx.clock.now()) },
      CHROME_LINUX,
      ip,
    );
    expect(locked.statusCode).toBe(423);
    expect((await login(ctx, { email: person.email, password: person.password }, { ip })).statusCode).toBe(
      423,
    );
    ctx.clock.advance(16 * MINUTE_MS);
  });

  it('rejects a body with both or neither a code and a backup code', async () => {
    for (const body of [
      { challengeToken: 'x' },
      { challengeToken: 'x', code: '123456', backupCode: 'abcd-efgh' },
    ]) {
      expect((await secondStep(body)).statusCode).toBe(400);
    }
  });
});

describe('turning two-factor off and new backup codes', () => {
  it('asks for the password or a current code, and counts wrong ones as failures', async () => {
    const { person, token, secret, backupCodes } = await withTwoFactor();
    const wrongPassword = await call(
      ctx,
      'POST',
      '/api/auth/2fa/regenerate-backup-codes',
      { password: 'nope-nope' },
      { token },
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(Messages.currentPasswordWrong);
    const wrongCode = await call(ctx, 'POST', '/api/auth/2fa/disable', { code: '000000' }, { token });
    expect(wrongCode.statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/api/auth/2fa/disable', {}, { token })).statusCode).toBe(400);
    const history = (
      await call(ctx, 'GET', '/api/auth/login-history?outcome=failure', undefined, { token })
    ).json();
    expect(history.items.map((i: { reason: string }) => i.reason).sort()).toEqual([
      'invalid_two_factor_code',
      'wrong_password',
    ]);

    const regenerated = await call(
      ctx,
      'POST',
      '/api/auth/2fa/regenerate-backup-codes',
      { code: codeFor(secret, ctx.clock.now()) },
      { token },
    );
    expect(regenerated.statusCode).toBe(200);
    const fresh = BackupCodesResponseSchema.parse(regenerated.json()).backupCodes;
    expect(fresh.some((c) => backupCodes.includes(c))).toBe(false);
    const challenge = await challengeFor(person);
    expect(
      (await secondStep({ challengeToken: challenge.challengeToken, backupCode: backupCodes[0] })).statusCode,
    ).toBe(401);
    expect(
      (await secondStep({ challengeToken: challenge.challengeToken, backupCode: fresh[0] })).statusCode,
    ).toBe(200);

    const off = await call(ctx, 'POST', '/api/auth/2fa/disable', { password: person.password }, { token });
    expect(off.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/auth/2fa/status', undefined, { token })).json()).toMatchObject({
      enabled: false,
      backupCodesRemaining: 0,
    });
    const plain = await login(ctx, { email: person.email, password: person.password });
    expect(LoginResponseSchema.parse(plain.json()).user.id).toBe(person.user.id);
    expect(
      (await call(ctx, 'POST', '/api/auth/2fa/disable', { password: person.password }, { token })).statusCode,
    ).toBe(409);
  });
});

describe('two-factor required by the company', () => {
  it('restricts a person of a required role to profile, sign-out and set-up until it is on', async () => {
    const hr = await ctx.factories.person(companyId, { role: 'hr' });
    const employee = await ctx.factories.person(companyId, { role: 'employee' });
    const required = await call(
      ctx,
      'PATCH',
      '/api/settings/security/2fa',
      { enabled: true, roles: ['hr'] },
      { token: adminToken },
    );
    expect(required.statusCode).toBe(200);
    expect(required.json().twoFactorRequiredRoles).toEqual(['hr']);

    try {
      const signedIn = await login(ctx, { email: hr.email, password: hr.password });
      expect(signedIn.statusCode).toBe(200);
      const body = LoginResponseSchema.parse(signedIn.json());
      expect(body.twoFactorSetupRequired).toBe(true);
      const token = body.access_token;

      const blocked = await call(ctx, 'GET', '/api/dashboard', undefined, { token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message: Messages.twoFactorSetupRequired,
      });
      for (const url of ['/api/auth/sessions', '/api/auth/security-alerts', '/api/auth/login-history']) {
        expect((await call(ctx, 'GET', url, undefined, { token })).json().code, url).toBe(
          'TWO_FACTOR_SETUP_REQUIRED',
        );
      }
      expect((await call(ctx, 'GET', '/api/auth/profile', undefined, { token })).statusCode).toBe(200);
      const status = await call(ctx, 'GET', '/api/auth/2fa/status', undefined, { token });
      expect(status.json()).toMatchObject({ enabled: false, required: true });

      const { secret } = (await call(ctx, 'POST', '/api/auth/2fa/generate', undefined, { token })).json();
      const enabled = await call(
        ctx,
        'POST',
        '/api/auth/2fa/enable',
        { code: codeFor(secret, ctx.clock.now()) },
        { token },
      );
      expect(enabled.statusCode).toBe(200);
      // The same session is unrestricted once two-factor is on, and it cannot be turned off.
      expect((await call(ctx, 'GET', '/api/dashboard', undefined, { token })).statusCode).toBe(200);
      nextStep();
      const off = await call(ctx, 'POST', '/api/auth/2fa/disable', { password: hr.password }, { token });
      expect(off.statusCode).toBe(409);

      // Roles not named are not affected.
      const asEmployee = LoginResponseSchema.parse(
        (await login(ctx, { email: employee.email, password: employee.password })).json(),
      );
      expect(asEmployee.twoFactorSetupRequired).toBe(false);
      expect(
        (await call(ctx, 'GET', '/api/dashboard', undefined, { token: asEmployee.access_token })).statusCode,
      ).toBe(200);

      const logout = await call(ctx, 'POST', '/api/auth/logout', undefined, {
        token: (await ctx.factories.session(hr.user.id)).token,
      });
      expect(logout.statusCode).toBe(200);
    } finally {
      await call(ctx, 'PATCH', '/api/settings/security/2fa', { enabled: false }, { token: adminToken });
    }
  });
});
