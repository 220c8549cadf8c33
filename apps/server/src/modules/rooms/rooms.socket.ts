/** `join_room` and `leave_room`: honoured only for the rooms `RoomsService` allows this user. */
import { ClientEvent, RoomRequestSchema } from '@hrms/contracts/realtime';
import { type ConnectionHandler, onClientEvent } from '../../realtime/socket-handlers';
import type { RoomsService } from './rooms.service';

const roomOf = (payload: unknown): string | null => {
  const parsed = RoomRequestSchema.safeParse(payload);
  if (!parsed.success) return null;
  const room = typeof parsed.data === 'string' ? parsed.data : parsed.data.room;
  return room.length <= 200 ? room : null;
};

export function roomSocketHandlers(rooms: RoomsService): ConnectionHandler {
  return (context) => {
    for (const event of [ClientEvent.joinRoom, ClientEvent.leaveRoom]) {
      onClientEvent(context, event, async (payload, actor) => {
        const room = roomOf(payload);
        if (room === null) return { ok: false, error: 'Send the room name, e.g. "department:<id>".' };
        const decision = await rooms.mayJoin(actor, room);
        if (!decision.ok) return decision;
        if (event === ClientEvent.joinRoom) await context.socket.join(decision.room);
        else await context.socket.leave(decision.room);
        return decision;
      });
    }
  };
}
