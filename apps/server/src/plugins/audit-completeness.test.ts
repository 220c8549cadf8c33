import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { AuditService } from '../modules/audit/audit.service';
import { createTestContext, type TestContext } from '../test/test-app';
import { AUDIT_NOT_NEEDED, changesData, routeKey } from './audit-completeness';

let ctx: TestContext;
let audit: AuditService;
const nobody = { userId: null, sessionId: null };

beforeAll(async () => {
  ctx = await createTestContext({
    extend(app) {
      const open = { config: { access: 'public' as const } };
      app.post('/api/test/forgets', open, async () => ({ ok: true }));
      app.post('/api/test/records', open, async () => {
        await withTransaction(ctx.db, (tx) =>
          audit.record(tx, nobody, {
            action: 'company.update',
            entityType: 'company',
            entityId: 'audit-completeness-test',
            before: null,
            after: null,
          }),
        );
        return { ok: true };
      });
      app.post('/api/test/same-again', open, async () => {
        audit.nothingChanged();
        return { ok: true };
      });
      app.post('/api/test/refuses', open, async (_request, reply) => reply.code(409).send({ ok: false }));
      app.get('/api/test/reads', open, async () => ({ ok: true }));
    },
  });
  audit = new AuditService(ctx.clock);
});
afterAll(() => ctx.close());

describe('audit completeness', () => {
  it('fails a change answered 2xx without an audit row, naming the route', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/forgets' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'AUDIT_MISSING',
        message: 'POST /api/test/forgets answered 200 but wrote no audit row (plugins/audit-completeness.ts)',
      },
    });
  });

  it('lets through a change that wrote its row, one that changed nothing, a refusal and a read', async () => {
    const recorded = await ctx.app.inject({ method: 'POST', url: '/api/test/records' });
    expect(recorded.statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company'), eq(auditLog.entityId, 'audit-completeness-test')));
    expect(rows).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/test/same-again' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/test/refuses' })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/test/reads' })).statusCode).toBe(200);
  });

  it('counts per request: one request’s row does not vouch for another running beside it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: i % 2 ? '/api/test/records' : '/api/test/forgets' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? 200 : 500)),
    );
  });

  it('exempts only registered routes that change data, each with its reason', () => {
    const changing = new Set(
      ctx.app.registeredRoutes.filter((r) => changesData(r.method)).map((r) => routeKey(r.method, r.url)),
    );
    for (const [key, reason] of Object.entries(AUDIT_NOT_NEEDED)) {
      expect(changing, `${key} is not a registered route that changes data`).toContain(key);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
