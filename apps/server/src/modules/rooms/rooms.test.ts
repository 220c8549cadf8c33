import { ClientEvent, REALTIME_NAMESPACE, Rooms } from '@hrms/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { listen, nextEvent, record, SocketPool, settle } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();
let d1: string;
let d2: string;
let boss: Person;
let report: Person;
let outsider: Person;
let hr: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  const company = await ctx.factories.company();
  d1 = (await ctx.factories.department(company.id)).id;
  d2 = (await ctx.factories.department(company.id)).id;
  boss = await ctx.factories.person(company.id, { role: 'manager', employee: { departmentId: d1 } });
  report = await ctx.factories.person(company.id, {
    employee: { departmentId: d1, managerId: boss.employee.id },
  });
  outsider = await ctx.factories.person(company.id, { employee: { departmentId: d2 } });
  hr = await ctx.factories.person(company.id, { role: 'hr', employee: { departmentId: d2 } });
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

async function socketOf(person: Person): Promise<Socket> {
  return sockets.connect(baseUrl, (await ctx.factories.session(person.user.id)).token);
}

const ask = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(3000).emitWithAck(event, payload);
const toRoom = (room: string, payload: unknown) =>
  ctx.app.io.of(REALTIME_NAMESPACE).to(room).emit('leave-update', payload);

describe('join_room and leave_room', () => {
  it('joins its own department, and hears what is sent there; others do not', async () => {
    const mine = await socketOf(report);
    const theirs = await socketOf(outsider);
    expect(await ask(mine, ClientEvent.joinRoom, Rooms.department(d1))).toEqual({
      ok: true,
      room: Rooms.department(d1),
    });
    expect(await ask(theirs, ClientEvent.joinRoom, { room: Rooms.department(d2) })).toEqual({
      ok: true,
      room: Rooms.department(d2),
    });
    const outsiderGot = record(theirs, 'leave-update');
    const arrives = nextEvent(mine, 'leave-update');
    toRoom(Rooms.department(d1), { id: '1', type: 'create', timestamp: 't' });
    expect(await arrives).toMatchObject({ id: '1' });
    await settle(theirs);
    expect(outsiderGot).toEqual([]);
  });

  it("refuses another department's room, even for hr, and the socket hears nothing from it", async () => {
    for (const person of [report, hr]) {
      const socket = await socketOf(person);
      const other = person === report ? d2 : d1;
      expect(await ask(socket, ClientEvent.joinRoom, Rooms.department(other))).toEqual({
        ok: false,
        error: 'You cannot join that room.',
      });
      const got = record(socket, 'leave-update');
      toRoom(Rooms.department(other), { id: '2', type: 'create', timestamp: 't' });
      await settle(socket);
      expect(got).toEqual([]);
    }
  });

  it('joins its own team room only when it manages people', async () => {
    const manager = await socketOf(boss);
    expect(await ask(manager, ClientEvent.joinRoom, Rooms.manager(boss.employee.id))).toEqual({
      ok: true,
      room: Rooms.manager(boss.employee.id),
    });
    const member = await socketOf(report);
    expect(await ask(member, ClientEvent.joinRoom, Rooms.manager(boss.employee.id))).toMatchObject({
      ok: false,
    });
    expect(await ask(member, ClientEvent.joinRoom, Rooms.manager(report.employee.id))).toEqual({
      ok: false,
      error: 'You have no team to follow.',
    });
    const arrives = nextEvent(manager, 'leave-update');
    const memberGot = record(member, 'leave-update');
    toRoom(Rooms.manager(boss.employee.id), { id: '3', type: 'create', timestamp: 't' });
    await arrives;
    await settle(member);
    expect(memberGot).toEqual([]);
  });

  it('refuses every other room by name, and malformed requests', async () => {
    const socket = await socketOf(report);
    const refused = [
      Rooms.user(outsider.user.id),
      Rooms.role('admin'),
      'session:abc',
      'notifications:muted',
      `department:${d1}x`,
      `department:${d1.toUpperCase()}x`,
      'everything',
      '',
      42,
      null,
      { room: 7 },
      'x'.repeat(500),
    ];
    for (const room of refused) {
      expect(await ask(socket, ClientEvent.joinRoom, room), JSON.stringify(room)).toMatchObject({
        ok: false,
      });
      expect(await ask(socket, ClientEvent.leaveRoom, room), JSON.stringify(room)).toMatchObject({
        ok: false,
      });
    }
  });

  it('leaves a room it joined, and hears nothing more from it', async () => {
    const socket = await socketOf(report);
    await ask(socket, ClientEvent.joinRoom, Rooms.department(d1));
    expect(await ask(socket, ClientEvent.leaveRoom, Rooms.department(d1))).toEqual({
      ok: true,
      room: Rooms.department(d1),
    });
    const got = record(socket, 'leave-update');
    toRoom(Rooms.department(d1), { id: '4', type: 'create', timestamp: 't' });
    await settle(socket);
    expect(got).toEqual([]);
  });
});

describe('revoked sessions', () => {
  it("disconnects the session's sockets within 1 s of sign-out", async () => {
    const { token } = await ctx.factories.session(report.user.id);
    const socket = await sockets.connect(baseUrl, token);
    await ask(socket, ClientEvent.joinRoom, Rooms.department(d1));
    const started = performance.now();
    const gone = nextEvent<string>(socket, 'disconnect', 1000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ctx.bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
