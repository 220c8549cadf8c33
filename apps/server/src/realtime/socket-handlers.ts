/**
 * How modules answer client events on the realtime channel. `createRealtimeServer` hands every new
 * socket to each `ConnectionHandler`; `onClientEvent` re-checks the session before the handler runs,
 * so a socket whose session was revoked cannot act even if its disconnect has not arrived yet, and
 * turns every outcome into an acknowledgement `{ ok, error? }` (contracts `RealtimeAck`).
 */
import type { RealtimeAck } from '@hrms/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Actor } from '../lib/access';
import { isAppError } from '../lib/app-error';

export interface SocketContext {
  socket: Socket;
  /** Who connected, as of the handshake. */
  actor: Actor;
  /** The session's current actor; null (and the socket disconnected) when the session no longer holds. */
  recheck(): Promise<Actor | null>;
  log: FastifyBaseLogger;
}

export type ConnectionHandler = (context: SocketContext) => void;

type AckCallback = (response: RealtimeAck) => void;

/** Client events carry `(payload?, ack?)`; the acknowledgement, when sent, is the last argument. */
export function splitAck(args: unknown[]): { payload: unknown; ack: AckCallback | undefined } {
  const last = args.at(-1);
  if (typeof last === 'function') {
    return { payload: args.length > 1 ? args[0] : undefined, ack: last as AckCallback };
  }
  return { payload: args[0], ack: undefined };
}

export function onClientEvent(
  context: SocketContext,
  event: string,
  handle: (payload: unknown, actor: Actor) => Promise<RealtimeAck>,
): void {
  context.socket.on(event, async (...args: unknown[]) => {
    const { payload, ack } = splitAck(args);
    let response: RealtimeAck;
    try {
      const actor = await context.recheck();
      if (!actor) return;
      response = await handle(payload, actor);
    } catch (error) {
      if (isAppError(error)) {
        response = { ok: false, error: error.message };
      } else {
        context.log.error({ err: error, event }, 'socket event failed');
        response = { ok: false, error: 'Something went wrong on our side. Please try again.' };
      }
    }
    ack?.(response);
  });
}
