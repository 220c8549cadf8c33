import { LoginResponseSchema } from '@hrms/contracts/auth';
import { Messages } from '@hrms/contracts/errors';
import { DEFAULT_LEAVE_TYPES } from '@hrms/contracts/leave';
import { SetupMessages } from '@hrms/contracts/setup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { configuration } from '../../db/schema/configuration';
import { leaveTypes } from '../../db/schema/leave';
import { companies, employees, offices } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { HOUR_MS } from '../../lib/clock';
import { call, nextAddress } from '../../test/account';
import { createTestContext, type TestContext } from '../../test/test-app';
import { SETUP_TOKEN_KEY } from './setup.service';

const PASSWORD = 'Monsoon-Ledger-Kettle-42';

const fields = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Kaveri Textiles',
  legalName: 'Kaveri Textiles Private Limited',
  financialYearStartMonth: 4,
  timezone: 'Asia/Kolkata',
  officeName: 'Coimbatore mill',
  officeCity: 'Coimbatore',
  officeState: 'Tamil Nadu',
  firstName: 'Meena',
  lastName: 'Raghavan',
  email: 'Meena.Raghavan@kaveri.example',
  password: PASSWORD,
  ...overrides,
});

describe('first-run setup on an empty database', () => {
  let ctx: TestContext;
  let token: string;

  const setup = (body: Record<string, unknown>, ip = nextAddress()) =>
    call(ctx, 'POST', '/api/setup', body, { ip });
  const status = () => call(ctx, 'GET', '/api/setup/status');

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('says setup is needed and never tells the token', async () => {
    const opened = await ctx.app.services.setup.openSetup();
    expect(opened?.url).toBe(`${ctx.config.publicUrl}/setup?token=${opened?.token}`);
    token = opened!.token;
    const res = await status();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needed: true });
    // Only its hash is stored.
    const [stored] = await ctx.db.select().from(configuration).where(eq(configuration.key, SETUP_TOKEN_KEY));
    expect(JSON.stringify(stored?.value)).not.toContain(token);
  });

  it('refuses a wrong token with 403 and creates nothing', async () => {
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const res = await setup({ ...fields(), token: wrong });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SetupMessages.invalidToken);
    const badShape = await setup({ ...fields(), token: 'nope' });
    expect(badShape.statusCode).toBe(400);
    expect(await ctx.db.select().from(companies)).toEqual([]);
  });

  it('refuses an address printed before the last start', async () => {
    const earlier = token;
    token = (await ctx.app.services.setup.openSetup())!.token;
    const res = await setup({ ...fields(), token: earlier });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SetupMessages.invalidToken);
  });

  it('refuses an expired token with 403, saying how to get a new one', async () => {
    ctx.clock.advance(24 * HOUR_MS);
    const res = await setup({ ...fields(), token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SetupMessages.expiredToken);
    ctx.clock.advance(-24 * HOUR_MS);
  });

  it('judges the password as every new password is judged, and keeps the token', async () => {
    const common = await setup({ ...fields({ password: 'password123' }), token });
    expect(common.statusCode).toBe(400);
    expect(common.json().details).toEqual([{ field: 'body.password', message: Messages.passwordTooCommon }]);
    const personal = await setup({ ...fields({ password: 'MeenaRaghavan1' }), token });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().details[0].field).toBe('body.password');
    const short = await setup({ ...fields({ password: 'Ab1-' }), token });
    expect(short.statusCode).toBe(400);
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('throttles an address past ten attempts a minute', async () => {
    const ip = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await setup({ ...fields(), token: 'x'.repeat(43) }, ip)).statusCode);
    expect(answers.slice(0, 10).every((code) => code === 403)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('creates the company, its office and the admin, who can then sign in', async () => {
    const res = await setup({ ...fields(), token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      companyName: 'Kaveri Textiles',
      email: 'meena.raghavan@kaveri.example',
    });

    const [company] = await ctx.db.select().from(companies);
    expect(company).toMatchObject({
      name: 'Kaveri Textiles',
      legalName: 'Kaveri Textiles Private Limited',
      financialYearStartMonth: 4,
      timezone: 'Asia/Kolkata',
    });
    const [office] = await ctx.db.select().from(offices);
    expect(office).toMatchObject({ companyId: company!.id, name: 'Coimbatore mill', region: 'Tamil Nadu' });
    const [employee] = await ctx.db.select().from(employees);
    expect(employee).toMatchObject({ officeId: office!.id, firstName: 'Meena', joinDate: '2026-01-15' });
    const [user] = await ctx.db.select().from(users);
    expect(user).toMatchObject({ role: 'admin', employeeId: employee!.id, invitationPending: false });

    const login = await call(ctx, 'POST', '/api/auth/login', {
      email: 'meena.raghavan@kaveri.example',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(login.json()).user).toMatchObject({ role: 'admin' });
    const options = await call(ctx, 'GET', '/api/auth/login-options');
    expect(options.json()).toMatchObject({ companyName: 'Kaveri Textiles', demoAccounts: [] });

    // The company starts with the leave types of product decisions, ready for its first request.
    const types = await ctx.db.select().from(leaveTypes).where(eq(leaveTypes.companyId, company!.id));
    expect(types.map((t) => t.code).sort()).toEqual(DEFAULT_LEAVE_TYPES.map((t) => t.code).sort());
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/leave/types', headers });
    expect(mine.json().items.map((t: { code: string }) => t.code)).toContain('CL');
  });

  it('is audited with no actor, naming what was made and never the password', async () => {
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'company.setup'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: null, sessionId: null, entityType: 'company' });
    expect(rows[0]!.after).toMatchObject({
      via: 'setup_page',
      company: { name: 'Kaveri Textiles' },
      office: { name: 'Coimbatore mill' },
      admin: { email: 'meena.raghavan@kaveri.example' },
    });
    expect(JSON.stringify(rows[0]!.after)).not.toContain(PASSWORD);
  });

  it('is refused with 409 once the admin exists: the status, the used token, the command', async () => {
    const again = await status();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SetupMessages.alreadyDone);
    const reused = await setup({ ...fields({ email: 'second@kaveri.example' }), token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(SetupMessages.alreadyDone);
    await expect(
      ctx.app.services.setup.createFirstAdmin({
        ...fields({ email: 'third@kaveri.example' }),
        legalName: null,
        officeCity: null,
        officeState: null,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: SetupMessages.alreadyDone });
    expect(await ctx.app.services.setup.openSetup()).toBeNull();
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });
});

describe('npm run create-admin (the setup without a browser)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ webBuilt: false });
  });
  afterAll(() => ctx.close());

  it('makes the admin by the same rules, audited as made on the command line, and spends any setup address', async () => {
    const { token } = (await ctx.app.services.setup.openSetup())!;
    const input = {
      ...fields(),
      legalName: null,
      officeCity: null,
      officeState: null,
      email: 'ops@kaveri.example',
    };
    await expect(
      ctx.app.services.setup.createFirstAdmin({ ...input, password: 'qwertyuiop' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const made = await ctx.app.services.setup.createFirstAdmin(input);
    expect(made.email).toBe('ops@kaveri.example');
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'company.setup'));
    expect(row?.after).toMatchObject({ via: 'command_line' });
    const res = await call(ctx, 'POST', '/api/setup', { ...fields(), token });
    expect(res.statusCode).toBe(409);
  });

  it('is refused on a server that has an account already (the demo, or an earlier setup)', async () => {
    const other = await createTestContext({ webBuilt: false });
    try {
      const company = await other.factories.company();
      await other.factories.person(company.id, { role: 'admin' });
      const res = await call(other, 'GET', '/api/setup/status');
      expect(res.statusCode).toBe(409);
      await expect(
        other.app.services.setup.createFirstAdmin({
          ...fields(),
          legalName: null,
          officeCity: null,
          officeState: null,
          email: 'late@kaveri.example',
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    } finally {
      await other.close();
    }
  });
});

describe('two setups at once', () => {
  it('make one company and one admin; the other is told the server is set up', async () => {
    const ctx = await createTestContext({ webBuilt: false });
    try {
      const { token } = (await ctx.app.services.setup.openSetup())!;
      const answers = await Promise.all([
        call(ctx, 'POST', '/api/setup', { ...fields(), token }),
        call(ctx, 'POST', '/api/setup', { ...fields({ email: 'other@kaveri.example' }), token }),
        ctx.app.services.setup
          .createFirstAdmin({
            ...fields(),
            legalName: null,
            officeCity: null,
            officeState: null,
            email: 'cli@kaveri.example',
          })
          .then(
            () => 201,
            (error: { code?: string }) => (error.code === 'CONFLICT' ? 409 : 500),
          ),
      ]);
      const codes = answers.map((a) => (typeof a === 'number' ? a : a.statusCode));
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(2);
      for (const answer of answers) {
        if (typeof answer !== 'number' && answer.statusCode === 409) {
          expect(answer.json().message).toBe(SetupMessages.alreadyDone);
        }
      }
      expect(await ctx.db.select().from(companies)).toHaveLength(1);
      expect(await ctx.db.select().from(users)).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});
