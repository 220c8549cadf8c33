import { ResetPasswordInfoResponseSchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { REALTIME_NAMESPACE, REALTIME_PATH } from '@hrms/contracts/realtime';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { passwordResetTokens } from '../../db/schema/auth';
import { MINUTE_MS } from '../../lib/clock';
import { call, login, nextAddress, readOutbox, resetTokenMailedTo } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { isCommonPassword } from './common-passwords';
import { hashResetToken, maskEmail } from './password.service';

let ctx: TestContext;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  companyId = (await ctx.factories.company()).id;
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a-Much-Better-Passphrase-7';
const status = async (token: string) =>
  (await call(ctx, 'GET', '/api/auth/profile', undefined, { token })).statusCode;

function change(token: string, body: Record<string, unknown>) {
  return call(ctx, 'POST', '/api/auth/change-password', body, { token });
}

describe('POST /api/auth/change-password', () => {
  it('refuses a guessable password, or one built from the person’s name or email, with the reason', async () => {
    const p = await ctx.factories.person(companyId, {
      employee: { firstName: 'Meenakshi', lastName: 'Iyer', workEmail: 'meenakshi.iyer@work.test' },
    });
    const { token } = await ctx.factories.session(p.user.id);
    const cases = [
      ['0000-00-00', /^This password is easy to guess\./],
      ['qwertyuiop1', /^This password is easy to guess\./],
      ['Meenakshi.Iyer!', /^Do not build your password from your name or email address\.$/],
      ['iyer-meenakshi-77', /^Do not build your password from your name or email address\.$/],
    ] as const;
    for (const [newPassword, reason] of cases) {
      const res = await change(token, { currentPassword: p.password, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().details?.[0]).toMatchObject({
        field: 'body.newPassword',
        message: expect.stringMatching(reason),
      });
    }
    // Nothing was changed: the old password still signs in.
    expect((await login(ctx, { email: p.email, password: p.password })).statusCode).toBe(200);
  });

  it('changes the password, signs out every other session and its sockets, and alerts', async () => {
    const p = await ctx.factories.person(companyId);
    const current = await ctx.factories.session(p.user.id);
    const other = await ctx.factories.session(p.user.id);
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(`http://127.0.0.1:${address.port}${REALTIME_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: other.token },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await change(current.token, { currentPassword: p.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(await status(current.token)).toBe(200);
    expect(await status(other.token)).toBe(401);

    expect((await login(ctx, { email: p.email, password: p.password })).statusCode).toBe(401);
    expect((await login(ctx, { email: p.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const alerts = (
      await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token: current.token })
    ).json();
    expect(alerts.items[0]).toMatchObject({ type: 'password_changed' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.user.id), eq(auditLog.action, 'user.password.change')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password, a short or common new one, changing nothing', async () => {
    const p = await ctx.factories.person(companyId);
    const { token } = await ctx.factories.session(p.user.id);
    const other = await ctx.factories.session(p.user.id);
    const wrongCurrent = await change(token, { currentPassword: 'not-it', newPassword: NEW_PASSWORD });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toMatchObject({
      message: Messages.currentPasswordWrong,
      details: [{ field: 'body.currentPassword' }],
    });
    const short = await change(token, { currentPassword: p.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('body.newPassword');
    for (const common of ['password', 'Password123', '12345678', 'qwerty123', 'iloveyou']) {
      const res = await change(token, { currentPassword: p.password, newPassword: common });
      expect(res.statusCode, common).toBe(400);
      if (common.length >= 8) expect(res.json().message, common).toBe(Messages.passwordTooCommon);
    }
    expect(await status(other.token)).toBe(200);
    expect((await login(ctx, { email: p.email, password: p.password })).statusCode).toBe(200);
  });

  it('takes the minimum length from the company policy', async () => {
    const admin = await ctx.factories.person(companyId, { role: 'admin' });
    const { token } = await ctx.factories.session(admin.user.id);
    const set = await call(ctx, 'PATCH', '/api/settings/security', { passwordMinLength: 20 }, { token });
    expect(set.statusCode).toBe(200);
    try {
      const res = await change(token, {
        currentPassword: admin.password,
        newPassword: 'Nineteen-chars-long',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Use at least 20 characters');
    } finally {
      await call(ctx, 'PATCH', '/api/settings/security', { passwordMinLength: 8 }, { token });
    }
  });

  it('knows the common passwords, without case, and lets the demo password through', () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('HrmsDemo2026')).toBe(false);
    expect(isCommonPassword(NEW_PASSWORD)).toBe(false);
  });
});

describe('forgotten password', () => {
  const forgot = (email: string) => call(ctx, 'POST', '/api/auth/forgot-password', { email });

  it('gives the same reply for any email and mails a reset link only to an existing account', async () => {
    const p = await ctx.factories.person(companyId);
    const before = (await readOutbox(ctx)).length;
    const known = await forgot(p.email.toUpperCase());
    const unknown = await forgot(`nobody-${p.email}`);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: Messages.forgotPasswordSent });
    }
    const mails = await readOutbox(ctx);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toContain(p.email);
    expect(mail.subject).toBe('Reset your HRMS password');
    const token = await resetTokenMailedTo(ctx, p.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/reset-password/${token}`);
    // Stored hashed only.
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, p.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token!));
    expect(JSON.stringify(rows)).not.toContain(token);

    const inactive = await ctx.factories.person(companyId, { isActive: false });
    expect((await forgot(inactive.email)).statusCode).toBe(200);
    expect(await readOutbox(ctx)).toHaveLength(before + 1);
  });

  async function resetLinkFor(p: Person): Promise<string> {
    await forgot(p.email);
    return (await resetTokenMailedTo(ctx, p.email))!;
  }

  it('validates a link and shows its masked email and expiry', async () => {
    const p = await ctx.factories.person(companyId);
    const token = await resetLinkFor(p);
    const valid = await call(ctx, 'GET', `/api/auth/reset-password/validate/${token}`);
    expect(valid.json()).toEqual({ valid: true });
    const info = ResetPasswordInfoResponseSchema.parse(
      (await call(ctx, 'GET', `/api/auth/reset-password/info/${token}`)).json(),
    );
    expect(info).toEqual({
      email: maskEmail(p.email),
      expiresAt: new Date(ctx.clock.now().getTime() + 30 * MINUTE_MS).toISOString(),
    });
    expect(info.email).toMatch(/^.\*{4}@work\.test$/);

    const bogus = 'x'.repeat(43);
    expect((await call(ctx, 'GET', `/api/auth/reset-password/validate/${bogus}`)).json()).toEqual({
      valid: false,
    });
    const missing = await call(ctx, 'GET', `/api/auth/reset-password/info/${bogus}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.resetTokenInvalid);
  });

  it('resets the password once, ends every session, and alerts', async () => {
    const p = await ctx.factories.person(companyId);
    const sessions = [await ctx.factories.session(p.user.id), await ctx.factories.session(p.user.id)];
    const token = await resetLinkFor(p);

    const common = await call(ctx, 'POST', '/api/auth/reset-password', { token, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(Messages.passwordTooCommon);
    // A refused password does not spend the link.
    const res = await call(ctx, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    for (const s of sessions) expect(await status(s.token)).toBe(401);

    const again = await call(ctx, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: `${NEW_PASSWORD}!`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.resetTokenInvalid);
    expect((await call(ctx, 'GET', `/api/auth/reset-password/validate/${token}`)).json()).toEqual({
      valid: false,
    });

    const signedIn = await login(ctx, { email: p.email, password: NEW_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const alerts = (
      await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token: signedIn.json().access_token })
    ).json();
    expect(alerts.items.map((a: { type: string }) => a.type)).toContain('password_reset');
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const p = await ctx.factories.person(companyId);
    const token = await resetLinkFor(p);
    ctx.clock.advance(30 * MINUTE_MS + 1000);
    const expired = await call(ctx, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(Messages.resetTokenInvalid);
    expect((await call(ctx, 'GET', `/api/auth/reset-password/info/${token}`)).statusCode).toBe(404);

    const older = await resetLinkFor(p);
    const newer = await resetLinkFor(p);
    expect(older).not.toBe(newer);
    expect((await call(ctx, 'GET', `/api/auth/reset-password/validate/${older}`)).json()).toEqual({
      valid: false,
    });
    expect((await call(ctx, 'GET', `/api/auth/reset-password/validate/${newer}`)).json()).toEqual({
      valid: true,
    });
  });

  it('ends a lockout: the owner proved who they are', async () => {
    const p = await ctx.factories.person(companyId);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) await login(ctx, { email: p.email, password: 'not-the-password' }, { ip });
    expect((await login(ctx, { email: p.email, password: p.password }, { ip })).statusCode).toBe(423);
    const token = await resetLinkFor(p);
    expect(
      (await call(ctx, 'POST', '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await login(ctx, { email: p.email, password: NEW_PASSWORD }, { ip })).statusCode).toBe(200);
  });
});
