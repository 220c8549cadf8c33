import {
  AdminSessionListResponseSchema,
  SessionListResponseSchema,
  SessionStatsResponseSchema,
} from '@hrms/contracts/auth-security';
import { Messages } from '@hrms/contracts/errors';
import { REALTIME_NAMESPACE, REALTIME_PATH, ServerEvent } from '@hrms/contracts/realtime';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { call, login } from '../../test/account';
import type { Person } from '../../test/factories';
import { listen } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let baseUrl: string;
let admin: Person;
let adminToken: string;
const open: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  companyId = (await ctx.factories.company()).id;
  admin = await ctx.factories.person(companyId, { role: 'admin' });
  adminToken = (await ctx.factories.session(admin.user.id)).token;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => ctx.close());

async function socketFor(token: string): Promise<Socket> {
  const socket = connect(`${baseUrl}${REALTIME_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function next<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const profileStatus = async (token: string) =>
  (await call(ctx, 'GET', '/api/auth/profile', undefined, { token })).statusCode;

describe("a person's own sessions", () => {
  it('lists the last 30 days with the current one marked, and only live ones as active', async () => {
    const p = await ctx.factories.person(companyId);
    const old = await ctx.factories.session(p.user.id, {
      createdAt: new Date(ctx.clock.now().getTime() - 31 * 24 * HOUR_MS),
      lastSeenAt: new Date(ctx.clock.now().getTime() - 31 * 24 * HOUR_MS),
    });
    const revoked = await ctx.factories.session(p.user.id, {
      revokedAt: ctx.clock.now(),
      revokedReason: 'logout',
    });
    const idle = await ctx.factories.session(p.user.id, {
      lastSeenAt: new Date(ctx.clock.now().getTime() - 31 * MINUTE_MS),
    });
    const other = await ctx.factories.session(p.user.id, {
      deviceLabel: 'Safari on iOS (mobile)',
      ip: '198.51.100.4',
      browser: 'Safari',
      os: 'iOS',
      deviceType: 'mobile',
    });
    const signedIn = await login(ctx, { email: p.email, password: p.password }, { ip: '203.0.113.9' });
    const token = signedIn.json().access_token as string;

    const all = SessionListResponseSchema.parse(
      (await call(ctx, 'GET', '/api/auth/sessions', undefined, { token })).json(),
    );
    const byId = new Map(all.items.map((s) => [s.id, s]));
    expect(byId.has(old.sessionId)).toBe(false);
    expect(byId.get(revoked.sessionId)?.status).toBe('revoked');
    expect(byId.get(idle.sessionId)?.status).toBe('expired');
    expect(byId.get(other.sessionId)).toMatchObject({
      status: 'active',
      current: false,
      device: 'Safari on iOS (mobile)',
      ip: '198.51.100.4',
      deviceType: 'mobile',
    });
    const current = all.items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      status: 'active',
      ip: '203.0.113.9',
      device: 'Chrome on Linux (desktop)',
    });

    const active = SessionListResponseSchema.parse(
      (await call(ctx, 'GET', '/api/auth/active-sessions', undefined, { token })).json(),
    );
    expect(active.items.map((s) => s.id).sort()).toEqual([other.sessionId, current[0]!.id].sort());

    const stats = SessionStatsResponseSchema.parse(
      (await call(ctx, 'GET', '/api/auth/session-stats', undefined, { token })).json(),
    );
    expect(stats).toMatchObject({ activeSessions: 2, lastLoginAt: ctx.clock.now().toISOString() });
    expect(stats.devicesLast30Days).toBeGreaterThanOrEqual(2);
  });

  it("ends one of its own sessions at once, socket included, and 404s for someone else's", async () => {
    const p = await ctx.factories.person(companyId);
    const stranger = await ctx.factories.person(companyId);
    const mine = await ctx.factories.session(p.user.id);
    const phone = await ctx.factories.session(p.user.id);
    const theirs = await ctx.factories.session(stranger.user.id);
    const phoneSocket = await socketFor(phone.token);
    const disconnected = next<string>(phoneSocket, 'disconnect');

    const res = await call(ctx, 'DELETE', `/api/auth/sessions/${phone.sessionId}`, undefined, {
      token: mine.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(await profileStatus(phone.token)).toBe(401);
    expect(await profileStatus(mine.token)).toBe(200);

    const notMine = await call(ctx, 'DELETE', `/api/auth/sessions/${theirs.sessionId}`, undefined, {
      token: mine.token,
    });
    expect(notMine.statusCode).toBe(404);
    expect(await profileStatus(theirs.token)).toBe(200);
  });

  it('ends every other session and says how many', async () => {
    const p = await ctx.factories.person(companyId);
    const keep = await ctx.factories.session(p.user.id);
    const others = [await ctx.factories.session(p.user.id), await ctx.factories.session(p.user.id)];
    await ctx.factories.session(p.user.id, { revokedAt: ctx.clock.now() });
    const res = await call(ctx, 'DELETE', '/api/auth/sessions', undefined, { token: keep.token });
    expect(res.json()).toEqual({ revoked: 2 });
    for (const o of others) expect(await profileStatus(o.token)).toBe(401);
    expect(await profileStatus(keep.token)).toBe(200);
  });
});

describe('sessions for admins', () => {
  it('lists live sessions with their person, paginated, searchable and by user', async () => {
    const p = await ctx.factories.person(companyId, { employee: { firstName: 'Zubin', lastName: 'Mehta' } });
    const a = await ctx.factories.session(p.user.id, {
      ip: '192.0.2.10',
      deviceLabel: 'Edge on Windows (desktop)',
    });
    await ctx.factories.session(p.user.id);
    await ctx.factories.session(p.user.id, { revokedAt: ctx.clock.now() });

    const page = await call(ctx, 'GET', '/api/auth/admin/sessions', undefined, { token: adminToken });
    expect(page.statusCode).toBe(200);
    const body = AdminSessionListResponseSchema.parse(page.json());
    expect(body).toMatchObject({ page: 1, limit: 50 });
    expect(body.total).toBeGreaterThanOrEqual(3);

    const search = AdminSessionListResponseSchema.parse(
      (
        await call(ctx, 'GET', '/api/auth/admin/sessions?search=zubin%20meh', undefined, {
          token: adminToken,
        })
      ).json(),
    );
    expect(search.total).toBe(2);
    expect(search.items.find((s) => s.id === a.sessionId)).toMatchObject({
      ip: '192.0.2.10',
      device: 'Edge on Windows (desktop)',
      status: 'active',
      user: { id: p.user.id, email: p.email, name: 'Zubin Mehta', role: 'employee' },
    });
    const byEmail = (
      await call(
        ctx,
        'GET',
        `/api/auth/admin/sessions?search=${encodeURIComponent(p.email)}&limit=1&page=2`,
        undefined,
        {
          token: adminToken,
        },
      )
    ).json();
    expect(byEmail).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(byEmail.items).toHaveLength(1);
    const byUser = (
      await call(ctx, 'GET', `/api/auth/admin/sessions?userId=${p.user.id}`, undefined, { token: adminToken })
    ).json();
    expect(byUser.total).toBe(2);
    const wildcard = (
      await call(ctx, 'GET', '/api/auth/admin/sessions?search=%25', undefined, { token: adminToken })
    ).json();
    expect(wildcard.total).toBe(0);
  });

  it('refuses everyone without sessions:admin with 403', async () => {
    for (const role of ['employee', 'manager', 'hr'] as const) {
      const p = await ctx.factories.person(companyId, { role });
      const { token } = await ctx.factories.session(p.user.id);
      const list = await call(ctx, 'GET', '/api/auth/admin/sessions', undefined, { token });
      expect(list.statusCode, role).toBe(403);
      expect(list.json()).toMatchObject({ code: 'FORBIDDEN', message: Messages.forbidden });
      const revoke = await call(
        ctx,
        'DELETE',
        `/api/auth/admin/sessions/${admin.user.id}`,
        { reason: 'because' },
        { token },
      );
      expect(revoke.statusCode, role).toBe(403);
      expect(
        (await call(ctx, 'GET', '/api/settings/security/sessions', undefined, { token })).statusCode,
      ).toBe(403);
    }
  });

  for (const url of ['/api/auth/admin/sessions', '/api/settings/security/sessions']) {
    it(`revokes through ${url}/{id} with a reason: audited, alerted, socket gone at once`, async () => {
      const p = await ctx.factories.person(companyId);
      const target = await ctx.factories.session(p.user.id, { deviceLabel: 'Firefox on Linux (desktop)' });
      const laptop = await ctx.factories.session(p.user.id);
      const targetSocket = await socketFor(target.token);
      const laptopSocket = await socketFor(laptop.token);
      const disconnected = next<string>(targetSocket, 'disconnect');
      const notified = next<{ title: string; message: string; type: string }>(
        laptopSocket,
        ServerEvent.notification,
      );

      expect(
        (await call(ctx, 'DELETE', `${url}/${target.sessionId}`, {}, { token: adminToken })).statusCode,
      ).toBe(400);
      const res = await call(
        ctx,
        'DELETE',
        `${url}/${target.sessionId}`,
        { reason: 'Lost laptop' },
        { token: adminToken },
      );
      expect(res.statusCode).toBe(200);
      expect(await disconnected).toBe('io server disconnect');
      expect(await notified).toMatchObject({
        type: 'warning',
        title: 'Security alert',
        message: expect.stringContaining('Lost laptop'),
      });
      expect(await profileStatus(target.token)).toBe(401);
      expect(await profileStatus(laptop.token)).toBe(200);

      const [audit] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'session'), eq(auditLog.entityId, target.sessionId)));
      expect(audit).toMatchObject({
        actorUserId: admin.user.id,
        action: 'session.revoke',
        reason: 'Lost laptop',
      });
      const alerts = (
        await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token: laptop.token })
      ).json();
      expect(alerts.items[0]).toMatchObject({
        type: 'session_revoked',
        device: 'Firefox on Linux (desktop)',
      });

      expect(
        (await call(ctx, 'DELETE', `${url}/${target.sessionId}`, { reason: 'again' }, { token: adminToken }))
          .statusCode,
      ).toBe(409);
      const unknown = await call(
        ctx,
        'DELETE',
        `${url}/00000000-0000-4000-8000-000000000000`,
        { reason: 'nobody' },
        { token: adminToken },
      );
      expect(unknown.statusCode).toBe(404);
    });
  }
});

describe('security alerts', () => {
  it('lists unread first, then newest, and marks only your own read', async () => {
    const p = await ctx.factories.person(companyId);
    const stranger = await ctx.factories.person(companyId);
    const { token } = await ctx.factories.session(p.user.id);
    const strangerToken = (await ctx.factories.session(stranger.user.id)).token;
    // Three alerts, a second apart, through real actions: sign-ins from new devices.
    for (const fingerprint of ['fp-a', 'fp-b', 'fp-c']) {
      ctx.clock.advance(1000);
      await login(ctx, { email: p.email, password: p.password, device: { fingerprint } });
    }
    const first = (await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token })).json();
    expect(first.unread).toBe(3);
    const [newest, middle, oldest] = first.items as { id: string; createdAt: string }[];
    expect(new Date(newest!.createdAt) > new Date(middle!.createdAt)).toBe(true);

    const read = await call(ctx, 'PATCH', `/api/auth/security-alerts/${newest!.id}/read`, undefined, {
      token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newest!.id, read: true });
    const after = (await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token })).json();
    expect(after.unread).toBe(2);
    expect(after.items.map((a: { id: string }) => a.id)).toEqual([middle!.id, oldest!.id, newest!.id]);

    const notYours = await call(ctx, 'PATCH', `/api/auth/security-alerts/${oldest!.id}/read`, undefined, {
      token: strangerToken,
    });
    expect(notYours.statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/api/auth/security-alerts', undefined, { token })).json().unread).toBe(2);
  });

  it("sends a new device's alert to the person's other sessions as it happens", async () => {
    const p = await ctx.factories.person(companyId);
    const desk = await ctx.factories.session(p.user.id);
    const socket = await socketFor(desk.token);
    const notified = next<{ message: string; module: string }>(socket, ServerEvent.notification);
    const res = await login(ctx, { email: p.email, password: p.password, device: { fingerprint: 'fp-new' } });
    expect(res.json().securityAlert.message).toMatch(/^New sign-in from Chrome on Linux/);
    expect(await notified).toMatchObject({ message: res.json().securityAlert.message, module: 'security' });
  });
});
