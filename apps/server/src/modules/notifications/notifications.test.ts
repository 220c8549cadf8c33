import { NotificationListResponseSchema, type StoredNotification } from '@hrms/contracts/notifications';
import {
  ClientEvent,
  type Notification,
  NotificationSchema,
  type NotificationsSync,
  ServerEvent,
} from '@hrms/contracts/realtime';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import type { Person } from '../../test/factories';
import { listen, nextEvent, record, SocketPool, settle } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
let companyId: string;
const sockets = new SocketPool();

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  companyId = (await ctx.factories.company()).id;
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

async function someone(): Promise<Person & { token: string }> {
  const person = await ctx.factories.person(companyId);
  const { token } = await ctx.factories.session(person.user.id);
  return { ...person, token };
}

function api(token: string | null, method: 'GET' | 'PATCH' | 'DELETE', url: string) {
  return ctx.app.inject({ method, url, headers: token ? ctx.bearer(token) : {} });
}

async function notifyMany(userId: string, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    await ctx.app.services.notifications.notify([userId], {
      event: 'announcements',
      type: 'info',
      title: `Note ${i}`,
      message: `Message ${i}`,
      module: 'announcements',
      link: `/announcements?id=${i}`,
    });
    ctx.clock.advance(1000);
  }
}

async function list(
  token: string,
  query = '',
): Promise<{ items: StoredNotification[]; unread: number; total: number }> {
  const res = await api(token, 'GET', `/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return NotificationListResponseSchema.parse(res.json());
}

describe('NotificationsService.notify', () => {
  it('stores one per user and sends it to that user only, never to another user', async () => {
    const alice = await someone();
    const bob = await someone();
    const aliceSocket = await sockets.connect(baseUrl, alice.token);
    const bobSocket = await sockets.connect(baseUrl, bob.token);
    const bobGot = record(bobSocket, ServerEvent.notification);
    const arrives = nextEvent<Notification>(aliceSocket, ServerEvent.notification);

    await ctx.app.services.notifications.notify([alice.user.id], {
      event: 'announcements',
      type: 'success',
      title: 'Leave approved',
      message: 'Enjoy',
      module: 'leave',
      link: '/leave',
    });
    const event = NotificationSchema.parse(await arrives);
    expect(event).toMatchObject({
      type: 'success',
      title: 'Leave approved',
      message: 'Enjoy',
      module: 'leave',
      link: '/leave',
      read: false,
      userId: alice.user.id,
    });
    await settle(bobSocket);
    expect(bobGot).toEqual([]);

    const stored = await list(alice.token);
    expect(stored.items).toEqual([
      {
        id: event.id,
        type: 'success',
        title: 'Leave approved',
        message: 'Enjoy',
        module: 'leave',
        link: '/leave',
        read: false,
        timestamp: event.timestamp,
      },
    ]);
    expect(stored.unread).toBe(1);
    expect((await list(bob.token)).items).toEqual([]);
  });
});

describe('GET /api/notifications', () => {
  it('lists newest first, paginated, with the unread count, and filters unread', async () => {
    const me = await someone();
    await notifyMany(me.user.id, 5);
    const first = await list(me.token, '?page=1&limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['Note 5', 'Note 4']);
    expect(first).toMatchObject({ total: 5, unread: 5, page: 1, limit: 2 });
    const third = await list(me.token, '?page=3&limit=2');
    expect(third.items.map((n) => n.title)).toEqual(['Note 1']);

    const read = first.items[0]!.id;
    expect((await api(me.token, 'PATCH', `/api/notifications/${read}/read`)).json()).toEqual({ unread: 4 });
    const unread = await list(me.token, '?unread=true');
    expect(unread.items.map((n) => n.title)).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(unread).toMatchObject({ total: 4, unread: 4 });
    expect((await list(me.token, '?unread=false')).total).toBe(5);
  });

  it('answers bad input with 400 naming the field, never 500', async () => {
    const me = await someone();
    const cases: [string, 'GET' | 'PATCH' | 'DELETE', string][] = [
      ['/api/notifications?page=0', 'GET', 'query.page'],
      ['/api/notifications?limit=101', 'GET', 'query.limit'],
      ['/api/notifications?limit=abc', 'GET', 'query.limit'],
      ['/api/notifications?unread=maybe', 'GET', 'query.unread'],
      ['/api/notifications?sort=title', 'GET', 'query.sort'],
      ['/api/notifications/not-a-uuid/read', 'PATCH', 'params.id'],
      ['/api/notifications/42', 'DELETE', 'params.id'],
    ];
    for (const [url, method, field] of cases) {
      const res = await api(me.token, method, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('read, read-all, remove and clear', () => {
  it("changes only the caller's own notifications; another user's are not found", async () => {
    const me = await someone();
    const other = await someone();
    await notifyMany(other.user.id, 1);
    const theirs = (await list(other.token)).items[0]!.id;
    for (const [method, url] of [
      ['PATCH', `/api/notifications/${theirs}/read`],
      ['DELETE', `/api/notifications/${theirs}`],
    ] as const) {
      const res = await api(me.token, method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await api(me.token, 'PATCH', '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await api(me.token, 'DELETE', '/api/notifications')).json()).toEqual({ unread: 0 });
    expect(await list(other.token)).toMatchObject({ total: 1, unread: 1 });
  });

  it('marks read idempotently, marks all read, removes one and clears all', async () => {
    const me = await someone();
    await notifyMany(me.user.id, 3);
    const [n3, n2] = (await list(me.token)).items;
    expect((await api(me.token, 'PATCH', `/api/notifications/${n3!.id}/read`)).json()).toEqual({ unread: 2 });
    expect((await api(me.token, 'PATCH', `/api/notifications/${n3!.id}/read`)).json()).toEqual({ unread: 2 });
    expect((await api(me.token, 'DELETE', `/api/notifications/${n2!.id}`)).json()).toEqual({ unread: 1 });
    expect((await api(me.token, 'DELETE', `/api/notifications/${n2!.id}`)).statusCode).toBe(404);
    expect((await api(me.token, 'PATCH', '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    const after = await list(me.token);
    expect(after.items.map((n) => [n.title, n.read])).toEqual([
      ['Note 3', true],
      ['Note 1', true],
    ]);
    expect((await api(me.token, 'DELETE', '/api/notifications')).json()).toEqual({ unread: 0 });
    expect(await list(me.token)).toMatchObject({ items: [], total: 0, unread: 0 });
  });
});

describe('every open tab stays in step', () => {
  async function twoTabs() {
    const me = await someone();
    const tab1 = await sockets.connect(baseUrl, me.token);
    // A second session of the same user (another browser) counts as another tab too.
    const { token: second } = await ctx.factories.session(me.user.id);
    const tab2 = await sockets.connect(baseUrl, second);
    await notifyMany(me.user.id, 3);
    await settle(tab1);
    await settle(tab2);
    return { me, tab1, tab2, ids: (await list(me.token)).items.map((n) => n.id) };
  }

  const syncOf = (socket: Socket) => nextEvent<NotificationsSync>(socket, ServerEvent.notificationsSync);

  it('REST read and read-all reach both sockets as notifications:sync', async () => {
    const { me, tab1, tab2, ids } = await twoTabs();
    let syncs = [syncOf(tab1), syncOf(tab2)];
    await api(me.token, 'PATCH', `/api/notifications/${ids[0]}/read`);
    for (const sync of await Promise.all(syncs)) expect(sync).toEqual({ unread: 2, readIds: [ids[0]] });

    syncs = [syncOf(tab1), syncOf(tab2)];
    await api(me.token, 'PATCH', '/api/notifications/read-all');
    for (const sync of await Promise.all(syncs)) expect(sync).toEqual({ unread: 0, all: true });
  });

  it('socket notification_read and notifications_read_all answer with an ack and sync the other tab', async () => {
    const { me, tab1, tab2, ids } = await twoTabs();
    let other = syncOf(tab2);
    let own = syncOf(tab1);
    const ack = await tab1
      .timeout(3000)
      .emitWithAck(ClientEvent.notificationRead, { notificationId: ids[1] });
    expect(ack).toEqual({ ok: true, unread: 2 });
    expect(await other).toEqual({ unread: 2, readIds: [ids[1]] });
    expect(await own).toEqual({ unread: 2, readIds: [ids[1]] });

    other = syncOf(tab1);
    own = syncOf(tab2);
    expect(await tab2.timeout(3000).emitWithAck(ClientEvent.notificationsReadAll)).toEqual({
      ok: true,
      unread: 0,
    });
    expect(await other).toEqual({ unread: 0, all: true });
    await own;
    expect((await list(me.token)).unread).toBe(0);
  });

  it('removing and clearing by REST tell every tab', async () => {
    const { me, tab1, tab2, ids } = await twoTabs();
    let syncs = [syncOf(tab1), syncOf(tab2)];
    await api(me.token, 'DELETE', `/api/notifications/${ids[0]}`);
    for (const sync of await Promise.all(syncs)) expect(sync).toEqual({ unread: 2, removedIds: [ids[0]] });
    syncs = [syncOf(tab1), syncOf(tab2)];
    await api(me.token, 'DELETE', '/api/notifications');
    for (const sync of await Promise.all(syncs)) expect(sync).toEqual({ unread: 0, cleared: true });
  });

  it("refuses bad or foreign ids over the socket, and never touches another user's", async () => {
    const me = await someone();
    const other = await someone();
    await notifyMany(other.user.id, 1);
    const theirs = (await list(other.token)).items[0]!.id;
    const socket = await sockets.connect(baseUrl, me.token);
    for (const payload of [undefined, 42, 'nope', { notificationId: 'x' }, { id: theirs }]) {
      const ack = await socket.timeout(3000).emitWithAck(ClientEvent.notificationRead, payload);
      expect(ack).toMatchObject({ ok: false });
    }
    expect(await socket.timeout(3000).emitWithAck(ClientEvent.notificationRead, theirs)).toEqual({
      ok: false,
      error: 'Notification not found.',
    });
    expect((await list(other.token)).unread).toBe(1);
  });
});

describe('subscribe_notifications and unsubscribe_notifications', () => {
  it("mutes and unmutes one socket's notification events; only the user's own id is accepted", async () => {
    const me = await someone();
    const muted = await sockets.connect(baseUrl, me.token);
    const live = await sockets.connect(baseUrl, me.token);
    expect(await muted.timeout(3000).emitWithAck(ClientEvent.unsubscribeNotifications)).toEqual({ ok: true });
    const mutedGot = record(muted, ServerEvent.notification);
    const arrives = nextEvent(live, ServerEvent.notification);
    await notifyMany(me.user.id, 1);
    await arrives;
    await settle(muted);
    expect(mutedGot).toEqual([]);

    const other = await someone();
    expect(await muted.timeout(3000).emitWithAck(ClientEvent.subscribeNotifications, other.user.id)).toEqual({
      ok: false,
      error: 'You can subscribe only to your own notifications.',
    });
    expect(await muted.timeout(3000).emitWithAck(ClientEvent.subscribeNotifications, me.user.id)).toEqual({
      ok: true,
      unread: 1,
    });
    const now = nextEvent(muted, ServerEvent.notification);
    await notifyMany(me.user.id, 1);
    await now;
  });
});

describe('revoked sessions', () => {
  it('a socket event after the session is revoked is refused by disconnecting the socket', async () => {
    const me = await someone();
    const { token, sessionId } = await ctx.factories.session(me.user.id);
    await notifyMany(me.user.id, 1);
    const socket = await sockets.connect(baseUrl, token);
    // Revoked behind the server's back: no disconnect was sent; the next event finds out.
    await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
    const gone = nextEvent<string>(socket, 'disconnect');
    socket.emit(ClientEvent.notificationsReadAll);
    expect(await gone).toBe('io server disconnect');
    expect((await list(me.token)).unread).toBe(1);
  });
});
