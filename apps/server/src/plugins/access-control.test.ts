import { Messages } from '@hrms/contracts/errors';
import { type Access, can, ROLES, type Role } from '@hrms/contracts/roles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Person } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { bearerToken, routesWithoutAccess } from './access-control';

let ctx: TestContext;
let people: Record<Role, Person>;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await ctx.factories.person(company.id, { role })] as const),
  );
  people = Object.fromEntries(entries) as Record<Role, Person>;
});
afterAll(() => ctx.close());

describe('route access declarations', () => {
  it('every registered route declares its access', () => {
    expect(ctx.app.registeredRoutes.length).toBeGreaterThan(10);
    expect(routesWithoutAccess(ctx.app).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declares the account security routes with the access the matrix below checks', () => {
    const declared = new Map(ctx.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    const expected: Record<string, Access> = {
      'POST /api/auth/login': 'public',
      'POST /api/auth/login-2fa': 'public',
      'POST /api/auth/forgot-password': 'public',
      'GET /api/auth/reset-password/validate/:token': 'public',
      'GET /api/auth/reset-password/info/:token': 'public',
      'POST /api/auth/reset-password': 'public',
      'POST /api/auth/change-password': 'authenticated',
      'GET /api/auth/login-history': 'authenticated',
      'GET /api/auth/security-alerts': 'authenticated',
      'PATCH /api/auth/security-alerts/:id/read': 'authenticated',
      'GET /api/auth/security-settings': 'authenticated',
      'PATCH /api/auth/security-settings': 'authenticated',
      'GET /api/auth/2fa/status': 'authenticated',
      'POST /api/auth/2fa/generate': 'authenticated',
      'POST /api/auth/2fa/enable': 'authenticated',
      'POST /api/auth/2fa/disable': 'authenticated',
      'POST /api/auth/2fa/regenerate-backup-codes': 'authenticated',
      'GET /api/auth/sessions': 'authenticated',
      'GET /api/auth/active-sessions': 'authenticated',
      'DELETE /api/auth/sessions/:id': 'authenticated',
      'DELETE /api/auth/sessions': 'authenticated',
      'GET /api/auth/session-stats': 'authenticated',
      'GET /api/auth/admin/sessions': 'sessions:admin',
      'DELETE /api/auth/admin/sessions/:id': 'sessions:admin',
      'GET /api/auth/admin/lockouts': 'settings:security',
      'POST /api/auth/admin/lockouts/unlock': 'settings:security',
      'GET /api/settings/security': 'settings:security',
      'PATCH /api/settings/security': 'settings:security',
      'PATCH /api/settings/security/2fa': 'settings:security',
      'GET /api/settings/security/sessions': 'settings:security',
      'DELETE /api/settings/security/sessions/:id': 'settings:security',
    };
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, declared.get(key)]))).toEqual(
      expected,
    );
  });

  it('finds and denies a route that declares nothing', async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.handle, clock: ctx.clock, logger: false });
    app.get('/api/test/undeclared', async () => ({ secret: true }));
    await app.ready();
    try {
      expect(routesWithoutAccess(app).map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/test/undeclared',
        'HEAD /api/test/undeclared',
      ]);
      const { token } = await ctx.factories.session(people.admin.user.id);
      for (const headers of [{}, ctx.bearer(token)]) {
        const res = await app.inject({ url: '/api/test/undeclared', headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: Messages.forbidden });
      }
    } finally {
      await app.close();
    }
  });

  it('reads only well-formed bearer headers', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
  });
});

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = [...ROLES, 'anonymous'];

/** What the matrix in @hrms/contracts/roles says a caller gets: through, or stopped with 401/403. */
function expected(access: Access | undefined, caller: Caller): 'through' | 401 | 403 {
  if (access === undefined) return 403;
  if (access === 'public') return 'through';
  if (caller === 'anonymous') return 401;
  if (access === 'authenticated') return 'through';
  return can(caller, access) ? 'through' : 403;
}

const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'x');

/** Calls every route of `app` as every caller; returns each mismatch with the matrix and each status seen. */
async function runMatrix(
  app: FastifyInstance,
  routes = app.registeredRoutes,
): Promise<{ mismatches: string[]; statuses: Set<number> }> {
  const mismatches: string[] = [];
  const statuses = new Set<number>();
  for (const route of routes) {
    for (const caller of CALLERS) {
      // A fresh session per call: logout must not spoil the next row.
      const headers =
        caller === 'anonymous' ? {} : ctx.bearer((await ctx.factories.session(people[caller].user.id)).token);
      const res = await app.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
      statuses.add(res.statusCode);
      const want = expected(route.access, caller);
      const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'through';
      if (got !== want || res.statusCode >= 500) {
        mismatches.push(`${route.method} ${route.url} as ${caller}: expected ${want}, got ${res.statusCode}`);
      }
    }
  }
  return { mismatches, statuses };
}

describe('permission matrix: every route × every role', () => {
  // Every registered route × five callers: it grows with the product, so it gets a minute.
  it('lets each caller through or stops it exactly as the matrix says', { timeout: 60_000 }, async () => {
    const { mismatches, statuses } = await runMatrix(ctx.app);
    expect(mismatches).toEqual([]);
    expect(statuses.has(401)).toBe(true);
    expect(statuses.has(200)).toBe(true);
  });

  it('stops roles without the permission with 403 (routes gated on narrower permissions)', async () => {
    const app = await buildApp({ config: ctx.config, db: ctx.handle, clock: ctx.clock, logger: false });
    const gated: Access[] = ['employees:read', 'payroll:manage', 'settings:security', 'leave:self'];
    for (const access of gated)
      app.get(`/api/test/${access.replace(':', '-')}`, { config: { access } }, async () => ({}));
    await app.ready();
    try {
      // The app's own routes were checked above; these are the gated ones added here.
      const added = app.registeredRoutes.filter((r) => r.url.startsWith('/api/test/'));
      expect(added).toHaveLength(gated.length * 2); // GET and HEAD
      const { mismatches, statuses } = await runMatrix(app, added);
      expect(mismatches).toEqual([]);
      expect(statuses.has(403)).toBe(true);
      const asEmployee = await app.inject({
        url: '/api/test/payroll-manage',
        headers: ctx.bearer((await ctx.factories.session(people.employee.user.id)).token),
      });
      expect(asEmployee.json()).toMatchObject({ code: 'FORBIDDEN', message: Messages.forbidden });
    } finally {
      await app.close();
    }
  });
});

describe('caching of what a signed-in person is answered', () => {
  it('every authenticated route answers with Cache-Control: no-store, success or error', async () => {
    const { token } = await ctx.factories.session(people.admin.user.id);
    const routes = ctx.app.registeredRoutes.filter(
      (r) =>
        r.method === 'GET' && r.url.startsWith('/api/') && r.access !== undefined && r.access !== 'public',
    );
    expect(routes.length).toBeGreaterThan(20);
    const id = people.employee.employee.id;
    for (const route of routes) {
      const url = route.url
        .replace(/:id\b/g, id)
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.bearer(token) });
      const header = String(res.headers['cache-control'] ?? '');
      // A photo by its key may keep its private caching; anything else is no-store.
      expect(header, `${route.url} answered ${res.statusCode}`).toMatch(/no-store|^private, max-age/);
    }
    const profile = await ctx.app.inject({ url: '/api/auth/profile', headers: ctx.bearer(token) });
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ url: '/api/auth/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('public answers are left to their own caching', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
