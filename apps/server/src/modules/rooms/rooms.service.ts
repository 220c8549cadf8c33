/**
 * Which realtime rooms a client may ask to join (spec §7 `join_room` / `leave_room`): its own
 * department's (`department:<id>`), and its own team's (`manager:<ownEmployeeId>`) when it manages
 * people. Decided from the database at the time of asking, never from the room's name alone; every
 * other room (`user:`, `role:`, `session:`) is the server's to assign.
 */
import { parseJoinableRoom, Rooms } from '@hrms/contracts/realtime';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { findDepartmentId, hasDirectReports } from './rooms.repository';

export type RoomDecision = { ok: true; room: string } | { ok: false; error: string };

export const ROOM_REFUSED = 'You cannot join that room.';

export class RoomsService {
  constructor(private readonly deps: { db: Database }) {}

  async mayJoin(actor: Actor, room: string): Promise<RoomDecision> {
    const refused: RoomDecision = { ok: false, error: ROOM_REFUSED };
    if (!actor.employeeId) return refused;
    const asked = parseJoinableRoom(room);
    if (asked?.kind === 'department') {
      const own = await findDepartmentId(this.deps.db, actor.employeeId);
      return own !== null && own === asked.id ? { ok: true, room: Rooms.department(own) } : refused;
    }
    if (asked?.kind === 'manager') {
      if (asked.id !== actor.employeeId) return refused;
      return (await hasDirectReports(this.deps.db, actor.employeeId))
        ? { ok: true, room: Rooms.manager(actor.employeeId) }
        : { ok: false, error: 'You have no team to follow.' };
    }
    return refused;
  }
}
