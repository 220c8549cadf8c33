import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { type ConnectionStatus, connectRealtime, RECONNECT_ATTEMPTS, reconnectDelay } from './socket';

/** A stand-in socket: records connect calls and lets the test fire its events. */
function fakeSocket() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: false,
    connect: vi.fn(),
    disconnect: vi.fn(),
    emit: vi.fn(),
    on(event: string, fn: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    removeAllListeners: vi.fn(() => handlers.clear()),
    fire(event: string, ...args: unknown[]) {
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
  };
  return socket;
}

function setup(onServerDisconnect?: () => void) {
  const socket = fakeSocket();
  const statuses: ConnectionStatus[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const connection = connectRealtime({
    token: 't',
    onStatus: (s) => statuses.push(s),
    onServerDisconnect,
    createSocket: () => socket as unknown as Socket,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: vi.fn(),
  });
  const runNextTimer = () => timers.shift()?.fn();
  return { socket, statuses, timers, connection, runNextTimer };
}

describe('realtime connection', () => {
  it('waits 1 s times the attempt number between reconnects', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it('connects at once and reports connected', () => {
    const { socket, statuses } = setup();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.fire('connect');
    expect(statuses).toEqual(['connected']);
  });

  it('retries a failed connection at most 5 times, 1 s, 2 s, 3 s ... apart', () => {
    const { socket, statuses, timers, runNextTimer } = setup();
    const delays: number[] = [];
    for (let i = 0; i < RECONNECT_ATTEMPTS + 2; i++) {
      socket.fire('connect_error', new Error('refused'));
      const next = timers[0];
      if (next) delays.push(next.ms);
      runNextTimer();
    }
    expect(delays).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(socket.connect).toHaveBeenCalledTimes(1 + RECONNECT_ATTEMPTS);
    expect(statuses.at(-1)).toBe('error');
  });

  it('starts counting again after a successful reconnect', () => {
    const { socket, timers, runNextTimer } = setup();
    socket.fire('connect_error', new Error('x'));
    runNextTimer();
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    expect(timers[0]?.ms).toBe(1000);
  });

  it('reconnects after the server ends the connection (a restart), but not after the client does', () => {
    const { socket, timers, statuses } = setup();
    socket.fire('connect');
    socket.fire('disconnect', 'io client disconnect');
    expect(timers).toHaveLength(0);
    socket.fire('disconnect', 'io server disconnect');
    expect(timers[0]?.ms).toBe(1000);
    expect(statuses.at(-1)).toBe('disconnected');
  });

  it('asks the app to check the session when the server ends the connection', () => {
    const onServerDisconnect = vi.fn();
    const { socket } = setup(onServerDisconnect);
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    expect(onServerDisconnect).not.toHaveBeenCalled();
    socket.fire('disconnect', 'io server disconnect');
    expect(onServerDisconnect).toHaveBeenCalledTimes(1);
  });

  it('sends only while connected', () => {
    const { socket, connection } = setup();
    expect(connection.send('ping')).toBe(false);
    expect(socket.emit).not.toHaveBeenCalled();
    socket.connected = true;
    expect(connection.send('notification_read', { notificationId: 'n1' })).toBe(true);
    expect(socket.emit).toHaveBeenCalledWith('notification_read', { notificationId: 'n1' });
  });

  it('disconnects for good on close', () => {
    const { socket, connection, timers, statuses } = setup();
    connection.close();
    expect(socket.disconnect).toHaveBeenCalled();
    socket.fire('connect_error', new Error('late'));
    expect(timers).toHaveLength(0);
    expect(statuses.at(-1)).toBe('disconnected');
  });
});
