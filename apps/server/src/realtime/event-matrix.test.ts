/**
 * Every event a client may send on the realtime channel, found by asking the server which events a
 * connected socket listens to, has rows here; each row is sent by admin, hr, manager and employee
 * against their own, their team's and someone else's target, and the outcome comes from this
 * matrix, not from the handler. An event added without rows fails the first test. Anonymous callers
 * never get a socket to send from (the handshake refuses them).
 */
import { ClientEvent, REALTIME_NAMESPACE, Rooms, ServerEvent } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../test/factories';
import { listen, nextEvent, SocketPool } from '../test/sockets';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();
const people = {} as Record<Role, Person>;
let teamMember: Person;
let stranger: Person;
let ownDepartment: string;
let otherDepartment: string;

const ROLE_ORDER: readonly Role[] = ['admin', 'hr', 'manager', 'employee'];
/** Events Socket.IO itself listens to on every socket. */
const BUILT_IN = new Set(['disconnect', 'disconnecting', 'error']);

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  const company = await ctx.factories.company();
  ownDepartment = (await ctx.factories.department(company.id)).id;
  otherDepartment = (await ctx.factories.department(company.id)).id;
  for (const role of ROLE_ORDER) {
    people[role] = await ctx.factories.person(company.id, {
      role,
      employee: { departmentId: ownDepartment },
    });
  }
  // The manager's team is the employee and one more; the stranger works elsewhere, for no one here.
  await ctx.factories.employee(company.id, { managerId: people.manager.employee.id });
  teamMember = await ctx.factories.person(company.id, {
    employee: { departmentId: ownDepartment, managerId: people.manager.employee.id },
  });
  stranger = await ctx.factories.person(company.id, { employee: { departmentId: otherDepartment } });
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

type Target = 'own' | 'team' | 'other';
type Outcome = 'ok' | 'refused';
interface Row {
  event: string;
  target: Target;
  /** What the caller sends, given who they are. */
  payload: (me: Person) => Promise<unknown>;
  /** Admin, hr, manager, employee. */
  expect: [Outcome, Outcome, Outcome, Outcome];
}

async function notificationOf(person: Person): Promise<{ notificationId: string }> {
  await ctx.app.services.notifications.notify([person.user.id], {
    event: 'announcements',
    type: 'info',
    title: 'A note',
    message: 'For the event matrix',
    module: 'announcements',
    link: '/announcements',
  });
  ctx.clock.advance(1000);
  const [latest] = (
    await ctx.app.services.notifications.list(
      { userId: person.user.id, role: 'employee', employeeId: null, sessionId: 'x' },
      { page: 1, limit: 1 },
    )
  ).items;
  return { notificationId: latest!.id };
}

const ALL_OK: Row['expect'] = ['ok', 'ok', 'ok', 'ok'];
const ALL_REFUSED: Row['expect'] = ['refused', 'refused', 'refused', 'refused'];

const ROWS: Row[] = [
  { event: ClientEvent.ping, target: 'own', payload: async () => undefined, expect: ALL_OK },
  {
    event: ClientEvent.joinRoom,
    target: 'own',
    payload: async () => Rooms.department(ownDepartment),
    expect: ALL_OK,
  },
  {
    event: ClientEvent.joinRoom,
    target: 'team',
    payload: async (me) => Rooms.manager(me.employee.id),
    // Only someone with direct reports has a team room.
    expect: ['refused', 'refused', 'ok', 'refused'],
  },
  {
    event: ClientEvent.joinRoom,
    target: 'other',
    payload: async () => Rooms.department(otherDepartment),
    expect: ALL_REFUSED,
  },
  {
    event: ClientEvent.joinRoom,
    target: 'other',
    payload: async (me) =>
      me === people.manager ? Rooms.user(stranger.user.id) : Rooms.manager(people.manager.employee.id),
    expect: ALL_REFUSED,
  },
  {
    event: ClientEvent.leaveRoom,
    target: 'own',
    payload: async () => Rooms.department(ownDepartment),
    expect: ALL_OK,
  },
  {
    event: ClientEvent.leaveRoom,
    target: 'other',
    payload: async () => Rooms.role('admin'),
    expect: ALL_REFUSED,
  },
  {
    event: ClientEvent.notificationRead,
    target: 'own',
    payload: (me) => notificationOf(me),
    expect: ALL_OK,
  },
  {
    event: ClientEvent.notificationRead,
    target: 'team',
    payload: () => notificationOf(teamMember),
    expect: ALL_REFUSED,
  },
  {
    event: ClientEvent.notificationRead,
    target: 'other',
    payload: () => notificationOf(stranger),
    expect: ALL_REFUSED,
  },
  { event: ClientEvent.notificationsReadAll, target: 'own', payload: async () => undefined, expect: ALL_OK },
  {
    event: ClientEvent.subscribeNotifications,
    target: 'own',
    payload: async (me) => me.user.id,
    expect: ALL_OK,
  },
  {
    event: ClientEvent.subscribeNotifications,
    target: 'team',
    payload: async () => teamMember.user.id,
    expect: ALL_REFUSED,
  },
  {
    event: ClientEvent.subscribeNotifications,
    target: 'other',
    payload: async () => stranger.user.id,
    expect: ALL_REFUSED,
  },
  {
    event: ClientEvent.unsubscribeNotifications,
    target: 'own',
    payload: async () => undefined,
    expect: ALL_OK,
  },
];

async function socketOf(person: Person): Promise<Socket> {
  return sockets.connect(baseUrl, (await ctx.factories.session(person.user.id)).token);
}

/** The outcome of one event: `ping` answers with a pong; every other event with an acknowledgement. */
async function send(socket: Socket, event: string, payload: unknown): Promise<Outcome> {
  if (event === ClientEvent.ping) {
    const pong = nextEvent(socket, ServerEvent.pong);
    socket.emit(event);
    await pong;
    return 'ok';
  }
  const ack = (await (payload === undefined
    ? socket.timeout(3000).emitWithAck(event)
    : socket.timeout(3000).emitWithAck(event, payload))) as { ok: boolean };
  return ack.ok ? 'ok' : 'refused';
}

describe('the realtime event matrix', () => {
  it('has rows for exactly the events a connected socket listens to', async () => {
    const socket = await socketOf(people.employee);
    const [serverSide] = [...ctx.app.io.of(REALTIME_NAMESPACE).sockets.values()].filter(
      (s) => s.id === socket.id,
    );
    const listened = serverSide!
      .eventNames()
      .map(String)
      .filter((name) => !BUILT_IN.has(name));
    expect(listened.sort()).toEqual(Object.values(ClientEvent).sort());
    expect([...new Set(ROWS.map((row) => row.event))].sort()).toEqual(Object.values(ClientEvent).sort());
  });

  it('answers each event for each role and target as the matrix says', async () => {
    const got: Record<string, Outcome[]> = {};
    const want: Record<string, Outcome[]> = {};
    for (const [index, row] of ROWS.entries()) {
      const name = `${index} ${row.event} (${row.target})`;
      want[name] = row.expect;
      got[name] = [];
      for (const role of ROLE_ORDER) {
        const socket = await socketOf(people[role]);
        got[name].push(await send(socket, row.event, await row.payload(people[role])));
      }
      sockets.closeAll();
    }
    expect(got).toEqual(want);
  });

  it('refuses a socket to anyone without a valid session', async () => {
    await expect(sockets.connect(baseUrl, '')).rejects.toThrow();
    await expect(sockets.connect(baseUrl, 'not-a-token')).rejects.toThrow();
  });
});
