/**
 * The Socket.IO server on the HTTP server's port: path /socket.io, namespace /events. The handshake
 * token (in `auth`, never the query string) is checked against the session exactly like a bearer
 * token, and the server alone decides which rooms a socket is in.
 */
import type { Server as HttpServer } from 'node:http';
import { ClientEvent, REALTIME_NAMESPACE, REALTIME_PATH, Rooms, ServerEvent } from '@hrms/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { Clock } from '../lib/clock';
import type { Authenticated, AuthService } from '../modules/auth/auth.service';
import type { RealtimeService } from './realtime.service';
import type { ConnectionHandler } from './socket-handlers';

interface SocketData {
  auth: Authenticated;
}

export function createRealtimeServer(deps: {
  httpServer: HttpServer;
  auth: AuthService;
  realtime: RealtimeService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Client events the modules answer (rooms, notifications); see socket-handlers.ts. */
  handlers?: readonly ConnectionHandler[];
  /** The Redis adapter when several processes serve the channel (redis-adapter.ts); else in process. */
  adapter?: ServerOptions['adapter'];
}): Server {
  const io = new Server(deps.httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only: the web app is served from this port.
    cors: { origin: false },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  // Nothing is served on the main namespace.
  io.of('/').use((_socket, next) => next(new Error('Unauthorized')));

  const events = io.of(REALTIME_NAMESPACE);
  events.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      const auth = await deps.auth.authenticate(typeof token === 'string' ? token : undefined);
      (socket.data as SocketData).auth = auth;
      next();
    } catch {
      next(new Error('Unauthorized'));
    }
  });

  events.on('connection', (socket) => {
    const { actor, device } = (socket.data as SocketData).auth;
    void socket.join([Rooms.user(actor.userId), Rooms.role(actor.role), Rooms.session(actor.sessionId)]);
    const deviceEvent = () => ({
      sessionId: actor.sessionId,
      device,
      timestamp: deps.clock.now().toISOString(),
    });
    socket.to(Rooms.user(actor.userId)).emit(ServerEvent.deviceConnected, deviceEvent());
    deps.log.debug({ userId: actor.userId, sessionId: actor.sessionId }, 'socket connected');

    socket.on(ClientEvent.ping, () => {
      socket.emit(ServerEvent.pong, { timestamp: deps.clock.now().toISOString() });
    });
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const recheck = async () => {
      try {
        return (await deps.auth.authenticate(typeof token === 'string' ? token : undefined)).actor;
      } catch {
        socket.disconnect(true);
        return null;
      }
    };
    for (const handler of deps.handlers ?? []) handler({ socket, actor, recheck, log: deps.log });

    socket.on('disconnect', () => {
      events.to(Rooms.user(actor.userId)).emit(ServerEvent.deviceDisconnected, deviceEvent());
    });
  });

  deps.realtime.attach(events);
  return io;
}

/** Disconnects every client and stops accepting new ones, so the HTTP server can close. */
export async function closeRealtimeServer(io: Server): Promise<void> {
  for (const namespace of [io.of('/'), io.of(REALTIME_NAMESPACE)]) namespace.disconnectSockets(true);
  io.engine.close();
}
