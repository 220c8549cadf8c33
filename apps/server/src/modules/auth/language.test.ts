/**
 * The person's language (issue 40, decision 042): chosen on the profile, kept on the account so it
 * follows them to every device, back to the company's with null; the company's is the sign-in
 * page's default. An unknown language is refused with the list of those there are.
 */
import { AuthUserSchema, LoginOptionsResponseSchema } from '@hrms/contracts/auth';
import { CHOOSE_LOCALE_MESSAGE } from '@hrms/contracts/locales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let person: Person;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
  person = await ctx.factories.person(companyId, { role: 'employee' });
  token = (await ctx.factories.session(person.user.id)).token;
});
afterAll(() => ctx.close());

const profile = (payload?: unknown, bearer = token) =>
  ctx.app.inject({
    method: payload === undefined ? 'GET' : 'PATCH',
    url: '/api/auth/profile',
    headers: ctx.bearer(bearer),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('a person’s language', () => {
  it('is the company’s until they choose one, then theirs on every session, and the company’s again with null', async () => {
    expect(AuthUserSchema.parse((await profile()).json()).language).toBeNull();

    const chosen = await profile({ language: 'hi-IN' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(AuthUserSchema.parse(chosen.json()).language).toBe('hi-IN');

    // Another device: a new session reads the same choice.
    const other = (await ctx.factories.session(person.user.id)).token;
    expect((await profile(undefined, other)).json().language).toBe('hi-IN');

    const back = await profile({ language: null });
    expect(back.json().language).toBeNull();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.language).toBeNull();
  });

  it('refuses a language the product does not speak, naming those it does, and changes nothing', async () => {
    await profile({ language: 'hi-IN' });
    for (const language of ['fr-FR', 'hi', '', 42]) {
      const res = await profile({ language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'body.language', message: CHOOSE_LOCALE_MESSAGE });
    }
    expect(CHOOSE_LOCALE_MESSAGE).toBe('Choose a language: en-IN, hi-IN');
    expect((await profile()).json().language).toBe('hi-IN');
  });

  it('may be chosen by an account with no employee record, which cannot change contact details', async () => {
    const [admin] = await ctx.db
      .insert(users)
      .values({ email: 'no-record@work.test', role: 'admin', passwordHash: 'x', employeeId: null })
      .returning();
    const bearer = (await ctx.factories.session(admin!.id)).token;
    const res = await profile({ language: 'hi-IN' }, bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ employee: null, language: 'hi-IN' });
    expect((await profile({ phone: '+91 98000 00009' }, bearer)).statusCode).toBe(404);
  });

  it('starts as the company’s on the sign-in page, which hr sets in the company settings', async () => {
    const options = async () =>
      LoginOptionsResponseSchema.parse((await ctx.app.inject({ url: '/api/auth/login-options' })).json());
    expect((await options()).language).toBe('en-IN');

    const hr = await ctx.factories.person(companyId, { role: 'hr' });
    const hrBearer = ctx.bearer((await ctx.factories.session(hr.user.id)).token);
    const set = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings/company',
      headers: hrBearer,
      payload: { language: 'hi-IN' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().language, set.body).toBe('hi-IN');
    expect((await options()).language).toBe('hi-IN');

    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings/company',
      headers: hrBearer,
      payload: { language: 'ta-IN' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({ field: 'body.language', message: CHOOSE_LOCALE_MESSAGE });
    expect((await options()).language).toBe('hi-IN');
  });
});
