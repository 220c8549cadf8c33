/**
 * Which realtime rooms a client may ask to join (spec §7 `join_room` / `leave_room`): its own
 * department's (`department:<id>`), and its own team's (`manager:<ownEmployeeId>`) when it manages
 * people. Decided from the database at the time of asking, never from the room's name alone; every
 * other room (`user:`, `role:`, `session:`) is the server's to assign.
 */
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { findDepartmentId, hasDirectReports } from './rooms.repository';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DEPARTMENT_ROOM = new RegExp(`^department:(${UUID})$`, 'i');
const MANAGER_ROOM = new RegExp(`^manager:(${UUID})$`, 'i');

export type RoomDecision = { ok: true; room: string } | { ok: false; error: string };

export const ROOM_REFUSED = 'You cannot join that room.';

export class RoomsService {
  constructor(private readonly deps: { db: Database }) {}

  async mayJoin(actor: Actor, room: string): Promise<RoomDecision> {
    const refused: RoomDecision = { ok: false, error: ROOM_REFUSED };
    if (!actor.employeeId) return refused;
    const department = DEPARTMENT_ROOM.exec(room);
    if (department) {
      const own = await findDepartmentId(this.deps.db, actor.employeeId);
      return own !== null && own === department[1]!.toLowerCase()
        ? { ok: true, room: `department:${own}` }
        : refused;
    }
    const manager = MANAGER_ROOM.exec(room);
    if (manager) {
      if (manager[1]!.toLowerCase() !== actor.employeeId) return refused;
      return (await hasDirectReports(this.deps.db, actor.employeeId))
        ? { ok: true, room: `manager:${actor.employeeId}` }
        : { ok: false, error: 'You have no team to follow.' };
    }
    return refused;
  }
}
