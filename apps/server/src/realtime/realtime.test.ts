import { ClientEvent, REALTIME_NAMESPACE, REALTIME_PATH, ServerEvent } from '@hrms/contracts/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../test/factories';
import { listen } from '../test/sockets';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
let baseUrl: string;
let alice: Person;
let bob: Person;
const open: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  const company = await ctx.factories.company();
  alice = await ctx.factories.person(company.id, { role: 'manager' });
  bob = await ctx.factories.person(company.id, { role: 'employee' });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(() => ctx.close());

function socketFor(options: { token?: string; query?: Record<string, string> } = {}): Socket {
  const socket = connect(`${baseUrl}${REALTIME_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.query ? { query: options.query } : {}),
  });
  open.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
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

async function signedIn(person: Person) {
  const session = await ctx.factories.session(person.user.id, { deviceLabel: 'Firefox on Linux (desktop)' });
  const socket = socketFor({ token: session.token });
  await connected(socket);
  return { ...session, socket };
}

describe('realtime channel /events', () => {
  it('accepts a valid token in the handshake auth', async () => {
    const { socket } = await signedIn(alice);
    expect(socket.connected).toBe(true);
  });

  it('refuses a missing, forged, revoked or query-string token', async () => {
    expect(await refused(socketFor())).toBe('Unauthorized');
    expect(await refused(socketFor({ token: 'not.a.token' }))).toBe('Unauthorized');
    const revoked = await ctx.factories.session(alice.user.id, { revokedAt: ctx.clock.now() });
    expect(await refused(socketFor({ token: revoked.token }))).toBe('Unauthorized');
    const live = await ctx.factories.session(alice.user.id);
    expect(await refused(socketFor({ query: { token: live.token } }))).toBe('Unauthorized');
  });

  it('answers ping with pong and a timestamp', async () => {
    const { socket } = await signedIn(bob);
    const pong = next<{ timestamp: string }>(socket, ServerEvent.pong);
    socket.emit(ClientEvent.ping);
    expect(new Date((await pong).timestamp).toISOString()).toBe((await pong).timestamp);
  });

  it('delivers emitToUser only to that user', async () => {
    const a = await signedIn(alice);
    const b = await signedIn(bob);
    const bobGot: unknown[] = [];
    b.socket.on(ServerEvent.notification, (payload) => bobGot.push(payload));
    const aliceGets = next(a.socket, ServerEvent.notification);
    ctx.app.services.realtime.emitToUser(alice.user.id, ServerEvent.notification, { title: 'for alice' });
    expect(await aliceGets).toEqual({ title: 'for alice' });

    // A message to bob afterwards proves bob's socket was listening all along.
    const bobGets = next(b.socket, ServerEvent.notification);
    ctx.app.services.realtime.emitToUser(bob.user.id, ServerEvent.notification, { title: 'for bob' });
    await bobGets;
    expect(bobGot).toEqual([{ title: 'for bob' }]);
  });

  it('reaches a role room', async () => {
    const a = await signedIn(alice);
    const got = next(a.socket, 'leave-update');
    ctx.app.services.realtime.emitToRole('manager', 'leave-update', {
      id: '1',
      type: 'create',
      timestamp: 't',
    });
    expect(await got).toMatchObject({ id: '1' });
  });

  it('refuses client requests to join or leave rooms', async () => {
    const { socket } = await signedIn(bob);
    const joined = await socket.timeout(3000).emitWithAck(ClientEvent.joinRoom, `user:${alice.user.id}`);
    expect(joined).toMatchObject({ ok: false });
    const left = await socket.timeout(3000).emitWithAck(ClientEvent.leaveRoom, `user:${bob.user.id}`);
    expect(left).toMatchObject({ ok: false });
    // Still not in alice's room.
    let leaked = false;
    socket.on(ServerEvent.notification, () => {
      leaked = true;
    });
    const a = await signedIn(alice);
    const delivered = next(a.socket, ServerEvent.notification);
    ctx.app.services.realtime.emitToUser(alice.user.id, ServerEvent.notification, {});
    await delivered;
    await new Promise((r) => setTimeout(r, 50));
    expect(leaked).toBe(false);
  });

  it("tells a user's other devices when one connects and disconnects", async () => {
    const first = await signedIn(alice);
    const announced = next<{ sessionId: string; device: string }>(first.socket, ServerEvent.deviceConnected);
    const second = await signedIn(alice);
    expect(await announced).toMatchObject({
      sessionId: second.sessionId,
      device: 'Firefox on Linux (desktop)',
    });
    const gone = next<{ sessionId: string }>(first.socket, ServerEvent.deviceDisconnected);
    second.socket.disconnect();
    expect((await gone).sessionId).toBe(second.sessionId);
  });

  it('disconnects the sockets of a session that signs out, and only those', async () => {
    const leaving = await signedIn(bob);
    const staying = await signedIn(bob);
    const disconnected = next<string>(leaving.socket, 'disconnect');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: ctx.bearer(leaving.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(staying.socket.connected).toBe(true);
    expect(await refused(socketFor({ token: leaving.token }))).toBe('Unauthorized');
  });
});
