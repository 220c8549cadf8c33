import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HealthResponseSchema } from '@hrms/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers without sign-in with the database kind and the last migration', async () => {
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
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
