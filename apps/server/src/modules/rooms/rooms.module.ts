/** The realtime channel's rooms: which live updates a signed-in socket may follow. */
import { defineModule } from '../../composition/module';
import { RoomsService } from './rooms.service';
import { roomSocketHandlers } from './rooms.socket';

export type RoomsApi = Record<string, never>;

export const roomsModule = defineModule({
  name: 'rooms',
  build({ db }) {
    return { api: {}, sockets: [roomSocketHandlers(new RoomsService({ db }))] };
  },
});
