import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { MINUTE_MS } from '../lib/clock';
import type { Person } from '../test/factories';
import { formWithFile } from '../test/multipart';
import { createTestContext, type TestContext } from '../test/test-app';
import { THROTTLES, throttleOf } from './throttle';

let ctx: TestContext;
let hr: Person;
let other: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  hr = await ctx.factories.person(company.id, { role: 'hr' });
  other = await ctx.factories.person(company.id, { role: 'hr' });
});
afterAll(() => ctx.close());

describe('upload and export throttles', () => {
  it('classes every upload and export route by its contract', () => {
    const classed = ctx.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD')
      .map((r) => [`${r.method} ${r.url}`, throttleOf(r)] as const)
      .filter(([, name]) => name !== undefined);
    const names = Object.fromEntries(classed);
    expect(names['GET /api/employees/export']).toBe('exports');
    expect(names['GET /api/attendance/export']).toBe('exports');
    expect(names['GET /api/audit/export']).toBe('exports');
    expect(names['POST /api/employees/upload-csv']).toBe('uploads');
    // A route the path rule misses declares its class; the careers form keeps its own count.
    expect(names['GET /api/payroll/exports/:month/:year/:kind']).toBe('exports');
    expect(names['POST /api/careers/openings/:id/apply']).toBeUndefined();
    // Every other route that reads a multipart body is an upload.
    const multipart = ctx.app.registeredRoutes.filter(
      (r) =>
        (r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') &&
        r.config?.throttle !== false,
    );
    expect(multipart.length).toBeGreaterThan(3);
    for (const route of multipart) expect(names[`${route.method} ${route.url}`]).toBe('uploads');
  });

  it('answers 429 with the reason past the limit in a minute, per person, and lets them go on in the next', async () => {
    const app = await buildApp({
      config: ctx.config,
      db: ctx.handle,
      clock: ctx.clock,
      logger: false,
      schedulerIntervalMs: false,
      throttlePerMinute: { exports: 2, uploads: 1 },
    });
    await app.ready();
    try {
      const headersOf = async (p: Person) => ctx.bearer((await ctx.factories.session(p.user.id)).token);
      const hrHeaders = await headersOf(hr);
      // Align to the start of a window so the two calls and the third fall in the same minute.
      ctx.clock.set(new Date(Math.ceil(ctx.clock.now().getTime() / MINUTE_MS) * MINUTE_MS + 1_000));
      const exportAs = (headers: Record<string, string>) =>
        app.inject({ url: '/api/employees/export?format=csv', headers });
      expect((await exportAs(hrHeaders)).statusCode).toBe(200);
      expect((await exportAs(hrHeaders)).statusCode).toBe(200);
      const refused = await exportAs(hrHeaders);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: THROTTLES.exports.message });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else is not held back by another person's exports.
      expect((await exportAs(await headersOf(other))).statusCode).toBe(200);

      // An upload past the limit is refused before its file is read.
      const form = formWithFile({ mode: 'dry-run' }, { fileName: 'people.csv', content: 'name\n' });
      const upload = () =>
        app.inject({
          method: 'POST',
          url: '/api/employees/upload-csv',
          headers: { ...hrHeaders, ...form.headers },
          payload: form.payload,
        });
      expect((await upload()).statusCode).not.toBe(429);
      expect((await upload()).statusCode).toBe(429);

      ctx.clock.advance(MINUTE_MS);
      expect((await exportAs(hrHeaders)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
