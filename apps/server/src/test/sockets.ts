/**
 * Realtime test helpers: socket.io clients on a listening test app, and waiting for (or proving the
 * absence of) events.
 */
import { ClientEvent, REALTIME_NAMESPACE, REALTIME_PATH, ServerEvent } from '@hrms/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/** Listens on a free port on 127.0.0.1 and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens sockets and closes them all at once (call `closeAll` in afterEach). */
export class SocketPool {
  private readonly open: Socket[] = [];

  /** A connected socket with this token; rejects when the server refuses it. */
  async connect(baseUrl: string, token: string): Promise<Socket> {
    const socket = connect(`${baseUrl}${REALTIME_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 5000,
      auth: { token },
    });
    this.open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    return socket;
  }

  closeAll(): void {
    for (const socket of this.open.splice(0)) socket.disconnect();
  }
}

export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Records every payload of an event from now on. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** A round trip through the server: every event emitted to this socket before it has arrived. */
export async function settle(socket: Socket): Promise<void> {
  const pong = nextEvent(socket, ServerEvent.pong);
  socket.emit(ClientEvent.ping);
  await pong;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
