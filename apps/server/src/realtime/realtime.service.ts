/**
 * What modules call to reach browsers: emit to a user's or a role's room, or disconnect a session's
 * sockets. Rooms are joined by the server only (realtime-server.ts).
 */
import type { Role } from '@hrms/contracts/roles';
import type { Namespace } from 'socket.io';

export const userRoom = (userId: string) => `user:${userId}`;
export const roleRoom = (role: Role) => `role:${role}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export class RealtimeService {
  private namespace: Namespace | null = null;

  /** Called once the Socket.IO server exists; before that (and in tests without it) emits are dropped. */
  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  emitToUser(userId: string, event: string, payload: unknown): void {
    this.namespace?.to(userRoom(userId)).emit(event, payload);
  }

  emitToRole(role: Role, event: string, payload: unknown): void {
    this.namespace?.to(roleRoom(role)).emit(event, payload);
  }

  /** Ends every socket of a session at once (sign-out, revocation). */
  disconnectSession(sessionId: string): void {
    this.namespace?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }
}
