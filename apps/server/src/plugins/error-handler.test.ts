import { ErrorResponseSchema, Messages } from '@hrms/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import { withTransaction } from '../db/client';
import { employees } from '../db/schema/organization';
import { AppError } from '../lib/app-error';
import type { Person } from '../test/factories';
import { formWithFile } from '../test/multipart';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
let person: Person;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({
    extend(app) {
      app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
        throw new AppError('CONFLICT', 'Already clocked in');
      });
      // What the database answers to values and writes no contract stopped, through the real driver.
      // The database going away: PostgreSQL shutting down, a refused connection, a cut socket.
      app.get('/api/test/database-gone/:how', { config: { access: 'public' } }, async (request) => {
        const how = (request.params as { how: string }).how;
        const cause =
          how === 'shutdown'
            ? Object.assign(new Error('terminating connection due to administrator command'), {
                code: '57P01',
              })
            : how === 'refused'
              ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
              : new Error('Connection terminated unexpectedly');
        throw new Error('Failed query: select 1', { cause });
      });
      app.get('/api/test/year-zero', { config: { access: 'public' } }, async () => {
        await ctx.db.execute(sql`select '0000-01-01'::date`);
      });
      app.get('/api/test/duplicate', { config: { access: 'public' } }, async () => {
        await withTransaction(ctx.db, async (tx) => {
          await tx.execute(sql`create temporary table once (v int primary key) on commit drop`);
          await tx.execute(sql`insert into once values (1), (1)`);
        });
      });
    },
  });
  const company = await ctx.factories.company();
  person = await ctx.factories.person(company.id, { employee: { phone: '+91 98000 12345' } });
  ({ token } = await ctx.factories.session(person.user.id));
});
afterAll(() => ctx.close());

const patchProfile = (payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/auth/profile',
    headers: { ...ctx.bearer(token), 'content-type': 'application/json', ...headers },
    payload,
  });

async function phoneUnchanged() {
  const [row] = await ctx.db.select().from(employees).where(eq(employees.id, person.employee.id));
  expect(row!.phone).toBe('+91 98000 12345');
}

function expectError(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body.statusCode).toBe(status);
  expect(body.requestId).toBe(res.headers['x-request-id']);
  return body;
}

describe('the error shape', () => {
  it('answers malformed JSON with 400', async () => {
    const body = expectError(await patchProfile('{"phone": "+91 1'), 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Bad Request' });
    await phoneUnchanged();
  });

  it('names each wrong field', async () => {
    const body = expectError(
      await patchProfile(JSON.stringify({ phone: 12345, personalEmail: 'nope' })),
      400,
    );
    expect(body.details).toEqual([
      { field: 'body.phone', message: expect.any(String) },
      { field: 'body.personalEmail', message: 'Enter a valid email address' },
    ]);
    await phoneUnchanged();
  });

  it('refuses unknown fields', async () => {
    const body = expectError(
      await patchProfile(JSON.stringify({ phone: '+91 98000 00000', salary: 1 })),
      400,
    );
    expect(body.details).toEqual([{ field: 'body.salary', message: 'Unknown field' }]);
    await phoneUnchanged();
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ phone: 'x'.repeat(BODY_LIMIT_BYTES + 10) });
    expect(expectError(await patchProfile(huge), 413).code).toBe('PAYLOAD_TOO_LARGE');
    await phoneUnchanged();
  });

  it('refuses a content type other than JSON with 415', async () => {
    const res = await patchProfile('phone=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(expectError(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await patchProfile('{"phone":"+91 98000 00000"}', { 'content-type': 'text/plain' });
    expect(expectError(text, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await phoneUnchanged();
  });

  it('maps service errors by code', async () => {
    const body = expectError(await ctx.app.inject({ url: '/api/test/conflict' }), 409);
    expect(body).toMatchObject({ code: 'CONFLICT', message: 'Already clocked in', error: 'Conflict' });
  });

  it('hides the internals of a 500', async () => {
    const res = await ctx.app.inject({ url: '/api/test/explode' });
    const body = expectError(res, 500);
    expect(body).toMatchObject({ code: 'INTERNAL', message: Messages.internal });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers 503 with a retry time while the database is not answering', async () => {
    for (const how of ['shutdown', 'refused', 'cut']) {
      const res = await ctx.app.inject({ url: `/api/test/database-gone/${how}` });
      const body = expectError(res, 503);
      expect(body).toMatchObject({ code: 'UNAVAILABLE', message: Messages.unavailable });
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('answers a value or a write the database refuses with a 4xx, not a 500', async () => {
    const value = expectError(await ctx.app.inject({ url: '/api/test/year-zero' }), 400);
    expect(value).toMatchObject({ code: 'VALIDATION_FAILED', message: Messages.unstorableValue });
    const race = expectError(await ctx.app.inject({ url: '/api/test/duplicate' }), 409);
    expect(race).toMatchObject({ code: 'CONFLICT', message: Messages.concurrentChange });
  });

  it('refuses a NUL character in the query, the body or a multipart field, naming the field', async () => {
    const query = expectError(
      await ctx.app.inject({ url: '/api/employees?search=a%00b', headers: ctx.bearer(token) }),
      400,
    );
    expect(query.details).toEqual([{ field: 'query.search', message: expect.stringMatching(/NUL/) }]);
    const body = expectError(await patchProfile('{"phone": "+91 98\\u0000"}'), 400);
    expect(body.details?.[0]?.field).toBe('body.phone');
    await phoneUnchanged();
    const form = formWithFile(
      { category: 'other', title: 'a\u0000b' },
      { fileName: 'a.pdf', content: '%PDF-1.4\n' },
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${person.employee.id}/documents`,
      headers: { ...ctx.bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(expectError(upload, 400).details?.[0]?.field).toBe('body.title');
  });

  it('answers a multipart body the parser cannot read with 400', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary here'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/employees/${person.employee.id}/documents`,
        headers: { ...ctx.bearer(token), 'content-type': contentType! },
        payload,
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
    }
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper?x=1'],
      ['DELETE', '/api/auth/profile'],
      ['GET', '/api'],
    ] as const) {
      const body = expectError(await ctx.app.inject({ method, url }), 404);
      expect(body.code, url).toBe('NOT_FOUND');
    }
  });

  it('gives every response a request id', async () => {
    const a = await ctx.app.inject({ url: '/api/health' });
    const b = await ctx.app.inject({ url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('does not take a request id from the caller', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'spoofed' } });
    expect(res.headers['x-request-id']).not.toBe('spoofed');
  });
});
