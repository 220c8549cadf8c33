import { LoginHistoryResponseSchema } from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { loginHistory } from '../../db/schema/auth';
import { MINUTE_MS } from '../../lib/clock';
import { call, login, nextAddress } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { failureSlowdownMs } from './login-guard.service';

let ctx: TestContext;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
});
afterAll(() => ctx.close());

const newPerson = () => ctx.factories.person(companyId);
/** From `ip`, or from a fresh address each time. */
const wrong = (p: Person, ip?: string) =>
  login(ctx, { email: p.email, password: 'not-the-password' }, ip ? { ip } : {});
const right = (p: Person, ip?: string) =>
  login(ctx, { email: p.email, password: p.password }, ip ? { ip } : {});
const withoutRequestId = (body: Record<string, unknown>) => {
  const { requestId: _, ...rest } = body;
  return rest;
};

describe('lockout after repeated failures', () => {
  it('locks the address on the 6th attempt after 5 failures from it, even with the right password', async () => {
    const p = await newPerson();
    const guesser = nextAddress();
    for (let i = 1; i <= 5; i++) {
      ctx.clock.advance(MINUTE_MS);
      expect((await wrong(p, guesser)).statusCode, `attempt ${i}`).toBe(401);
    }
    const sixth = await wrong(p, guesser);
    expect(sixth.statusCode).toBe(423);
    expect(sixth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: Messages.accountLocked });
    // Locked at the 5th failure, just now, for 15 minutes: the client is told when to come back.
    expect(sixth.headers['retry-after']).toBe(String(15 * 60));
    const correct = await right(p, guesser);
    expect(correct.statusCode).toBe(423);
    expect(correct.json().message).toBe(Messages.accountLocked);

    const history = await ctx.db.select().from(loginHistory).where(eq(loginHistory.email, p.email));
    expect(history.map((h) => h.outcome)).toEqual([...Array(5).fill('failure'), 'locked', 'locked']);

    // The owner is told, and sees the refused attempts in their history.
    const { token } = await ctx.factories.session(p.user.id);
    const own = (
      await call(ctx, 'GET', '/api/auth/login-history?outcome=locked', undefined, { token })
    ).json();
    expect(own.items).toEqual([
      expect.objectContaining({ outcome: 'locked', reason: 'account_locked' }),
      expect.objectContaining({ outcome: 'locked', reason: 'account_locked' }),
    ]);
    const alerts = await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token });
    expect(alerts.json().items).toEqual([
      expect.objectContaining({
        type: 'account_locked',
        read: false,
        message: expect.stringMatching(/15 minutes/),
      }),
    ]);

    // A stranger's guesses do not keep the owner out: from their own address they sign in.
    expect((await right(p)).statusCode).toBe(200);
    // 15 minutes later the lock is over and the right password works from that address too.
    ctx.clock.advance(15 * MINUTE_MS);
    expect((await right(p, guesser)).statusCode).toBe(200);
  });

  it('locks the account everywhere only after 20 failures from many addresses', async () => {
    const p = await newPerson();
    for (let i = 1; i <= 19; i++) expect((await wrong(p)).statusCode, `attempt ${i}`).toBe(401);
    // A sign-in by the owner starts the count again.
    expect((await right(p)).statusCode).toBe(200);
    ctx.clock.advance(1_000);
    for (let i = 1; i <= 20; i++) expect((await wrong(p)).statusCode, `attempt ${i}`).toBe(401);
    const fromAnywhere = await right(p);
    expect(fromAnywhere.statusCode).toBe(423);
    expect(fromAnywhere.headers['retry-after']).toBe(String(15 * 60));
    const { token } = await ctx.factories.session(p.user.id);
    const alerts = (await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token })).json();
    expect(alerts.items[0]).toMatchObject({
      type: 'account_locked',
      message: expect.stringMatching(/several addresses/),
    });
  });

  it('lets admin see a lockout and end it with a reason, audited; the owner signs in again', async () => {
    const p = await newPerson();
    const guesser = nextAddress();
    for (let i = 0; i < 5; i++) await wrong(p, guesser);
    expect((await right(p, guesser)).statusCode).toBe(423);
    const admin = await ctx.factories.person(companyId, { role: 'admin' });
    const { token } = await ctx.factories.session(admin.user.id);
    const list = await call(ctx, 'GET', '/api/auth/admin/lockouts', undefined, { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(expect.objectContaining({ email: p.email, address: guesser }));

    const unlock = (body: unknown) => call(ctx, 'POST', '/api/auth/admin/lockouts/unlock', body, { token });
    expect((await unlock({ email: p.email })).statusCode).toBe(400);
    const done = await unlock({ email: p.email.toUpperCase(), reason: 'Owner called the help desk' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, unlocked: 1 });
    expect((await right(p, guesser)).statusCode).toBe(200);
    expect((await unlock({ email: p.email, reason: 'Owner called the help desk' })).statusCode).toBe(404);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'login.unlock'));
    expect(entry).toMatchObject({
      entityId: p.email,
      reason: 'Owner called the help desk',
      actorUserId: admin.user.id,
    });
  });

  it('slows repeated failures from one address down, more with each one', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(failureSlowdownMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000]);
  });

  it('does not count failures older than 15 minutes, or before a successful sign-in', async () => {
    const p = await newPerson();
    const guesser = nextAddress();
    for (let i = 0; i < 4; i++) expect((await wrong(p, guesser)).statusCode).toBe(401);
    ctx.clock.advance(16 * MINUTE_MS);
    for (let i = 0; i < 4; i++) expect((await wrong(p, guesser)).statusCode).toBe(401);
    expect((await right(p, guesser)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong(p, guesser)).statusCode).toBe(401);
    expect((await right(p, guesser)).statusCode).toBe(200);
  });

  it('locks an unknown email exactly like a known one, so the answers reveal nothing', async () => {
    const p = await newPerson();
    const unknown = `nobody-${p.email}`;
    const known: unknown[] = [];
    const missing: unknown[] = [];
    const guesser = nextAddress();
    for (let i = 0; i < 7; i++) {
      // Two attempts every half minute stay under the address's 10 a minute.
      ctx.clock.advance(30_000);
      const a = await wrong(p, guesser);
      const b = await login(ctx, { email: unknown, password: 'not-the-password' }, { ip: guesser });
      expect(a.statusCode).toBe(b.statusCode);
      known.push(withoutRequestId(a.json()));
      missing.push(withoutRequestId(b.json()));
    }
    expect(known).toEqual(missing);
    expect((known.at(-1) as { code: string }).code).toBe('ACCOUNT_LOCKED');
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const p = await newPerson();
    const unknown = `timing-${p.email}`;
    // Warm up both paths once, then take the median of five of each, interleaved.
    await wrong(p);
    await login(ctx, { email: unknown, password: 'not-the-password' });
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.clock.advance(16 * MINUTE_MS); // no lockout in the way
      wrongTimes.push(await time(() => wrong(p)));
      unknownTimes.push(await time(() => login(ctx, { email: unknown, password: 'not-the-password' })));
    }
    const ratio = median(unknownTimes) / median(wrongTimes);
    // Both verify an argon2id hash; without the dummy hash an unknown email would answer in a few
    // milliseconds, some 20-100 times faster. The bounds are wide for busy machines.
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(5);
  });
});

describe('throttling per client address', () => {
  it('answers 429 to the 11th attempt in a minute from one address, and only to that address', async () => {
    const p = await newPerson();
    const ip = nextAddress();
    for (let i = 1; i <= 10; i++) {
      const res = await login(ctx, { email: p.email, password: 'not-the-password' }, { ip });
      expect(res.statusCode, `attempt ${i}`).not.toBe(429);
      // Stay clear of the lockout: it is not what this test is about.
      if (i % 4 === 0) expect((await right(p)).statusCode).toBe(200);
    }
    const throttled = await login(ctx, { email: p.email, password: p.password }, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'RATE_LIMITED', message: Messages.tooManyAttempts });
    // Until the minute's window ends.
    const now = ctx.clock.now().getTime();
    const windowEnds = (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS;
    expect(throttled.headers['retry-after']).toBe(String(Math.max(1, Math.ceil((windowEnds - now) / 1000))));
    // Another address is not affected.
    expect((await right(p)).statusCode).toBe(200);
    // A minute later the address may try again.
    ctx.clock.advance(MINUTE_MS);
    expect((await login(ctx, { email: p.email, password: p.password }, { ip })).statusCode).toBe(200);
  });

  it('counts the two-factor step and forgotten-password requests too, valid or not', async () => {
    const ip = nextAddress();
    const responses = [];
    for (let i = 0; i < 4; i++) {
      responses.push(await call(ctx, 'POST', '/api/auth/forgot-password', { email: 'x@work.test' }, { ip }));
      responses.push(
        await call(ctx, 'POST', '/api/auth/login-2fa', { challengeToken: 'x', code: '123456' }, { ip }),
      );
      responses.push(await call(ctx, 'POST', '/api/auth/login', {}, { ip }));
    }
    expect(responses.map((r) => r.statusCode)).toEqual([
      ...[200, 401, 400, 200, 401, 400, 200, 401, 400, 200],
      429,
      429,
    ]);
  });
});

describe('GET /api/auth/login-history', () => {
  it("lists the person's own attempts, newest first, paginated and filtered by outcome", async () => {
    const p = await newPerson();
    const other = await newPerson();
    await wrong(other);
    ctx.clock.advance(1000);
    await wrong(p);
    ctx.clock.advance(1000);
    const ok = await login(
      ctx,
      { email: p.email, password: p.password, device: { browser: 'Firefox', os: 'Windows' } },
      { ip: '192.0.2.7' },
    );
    const token = ok.json().access_token as string;

    const all = LoginHistoryResponseSchema.parse(
      (await call(ctx, 'GET', '/api/auth/login-history', undefined, { token })).json(),
    );
    expect(all).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.items[0]).toMatchObject({
      outcome: 'success',
      reason: null,
      ip: '192.0.2.7',
      browser: 'Firefox',
      os: 'Windows',
      device: 'Firefox on Windows (desktop)',
    });
    expect(all.items[1]).toMatchObject({ outcome: 'failure', reason: 'wrong_password', browser: 'Chrome' });

    const failures = (
      await call(ctx, 'GET', '/api/auth/login-history?outcome=failure&limit=1', undefined, { token })
    ).json();
    expect(failures).toMatchObject({ total: 1, limit: 1, items: [{ outcome: 'failure' }] });
    const page2 = (
      await call(ctx, 'GET', '/api/auth/login-history?page=2&limit=1', undefined, { token })
    ).json();
    expect(page2.items[0].outcome).toBe('failure');
    const bad = await call(ctx, 'GET', '/api/auth/login-history?outcome=maybe', undefined, { token });
    expect(bad.statusCode).toBe(400);
  });
});
