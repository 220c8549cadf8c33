/**
 * What modules call to reach browsers: emit to a user's or a role's room, or disconnect a session's
 * sockets. Rooms are joined by the server only (realtime-server.ts).
 */
import { Rooms } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import type { Namespace } from 'socket.io';

export class RealtimeService {
  private namespace: Namespace | null = null;

  /** Called once the Socket.IO server exists; before that (and in tests without it) emits are dropped. */
  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  emitToUser(userId: string, event: string, payload: unknown): void {
    this.namespace?.to(Rooms.user(userId)).emit(event, payload);
  }

  emitToRole(role: Role, event: string, payload: unknown): void {
    this.namespace?.to(Rooms.role(role)).emit(event, payload);
  }

  /**
   * One broadcast to the users' and roles' rooms, leaving out the sockets of `exceptUsers`; a socket
   * in several of the rooms gets it once.
   */
  emitTo(
    target: { users?: readonly string[]; roles?: readonly Role[]; exceptUsers?: readonly string[] },
    event: string,
    payload: unknown,
  ): void {
    const rooms = [...(target.users ?? []).map(Rooms.user), ...(target.roles ?? []).map(Rooms.role)];
    if (rooms.length === 0 || !this.namespace) return;
    const except = (target.exceptUsers ?? []).map(Rooms.user);
    this.namespace.to(rooms).except(except).emit(event, payload);
  }

  /** A user's notification events (`notification`, `notifications:sync`), skipping muted sockets. */
  emitNotificationEvent(userId: string, event: string, payload: unknown): void {
    this.namespace?.to(Rooms.user(userId)).except(Rooms.notificationsMuted).emit(event, payload);
  }

  /** To the sockets connected to this process only (its own shutdown notice). */
  emitToLocalSockets(event: string, payload: unknown): void {
    this.namespace?.local.emit(event, payload);
  }

  /** Ends every socket of a session at once (sign-out, revocation). */
  disconnectSession(sessionId: string): void {
    this.namespace?.in(Rooms.session(sessionId)).disconnectSockets(true);
  }
}
