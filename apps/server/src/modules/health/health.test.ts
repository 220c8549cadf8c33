import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HealthResponseSchema, ServerMetricsSchema } from '@hrms/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers without sign-in with the database kind, the last migration and the Node.js version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toBe(ctx.handle.kind);
    // The newest migration in the journal, whichever that is now.
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    expect(body.migration).toBe(journal.entries.at(-1)!.tag);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.node).toBe(process.versions.node);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/health/metrics', () => {
  it('tells admin the event-loop delay, pool waits and memory of a window that each call closes', async () => {
    const company = await ctx.factories.company();
    const admin = await ctx.factories.person(company.id, { role: 'admin' });
    const headers = ctx.bearer((await ctx.factories.session(admin.user.id)).token);
    const read = async () => {
      const res = await ctx.app.inject({ url: '/api/health/metrics', headers });
      expect(res.statusCode).toBe(200);
      return ServerMetricsSchema.parse(res.json());
    };
    await read();
    // A window measures from its first sample, 10 ms in; then block the loop for 60 ms: the window's
    // worst delay shows it, and the next window starts afresh.
    await new Promise((r) => setTimeout(r, 30));
    const until = performance.now() + 60;
    while (performance.now() < until) {
      // busy
    }
    await new Promise((r) => setTimeout(r, 30));
    const window = await read();
    expect(window.pid).toBe(process.pid);
    expect(window.eventLoopDelayMs.max).toBeGreaterThan(40);
    expect(window.memory.heapUsedBytes).toBeGreaterThan(0);
    if (ctx.handle.kind === 'postgres') {
      for (let i = 0; i < 5; i++) await ctx.app.inject({ url: '/api/health' });
      const next = await read();
      expect(next.pool?.checkouts).toBeGreaterThanOrEqual(5);
      expect(next.pool?.max).toBeGreaterThan(0);
      expect(next.eventLoopDelayMs.max).toBeLessThan(window.eventLoopDelayMs.max);
    } else {
      expect(window.pool).toBeNull();
    }
  });
});
