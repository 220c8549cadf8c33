/** Announcements: written, scheduled, published to an audience, read and acknowledged. */
import { defineModule, mount } from '../../composition/module';
import { announcementsEvents } from './announcements.events';
import { announcementsRoutes } from './announcements.routes';
import { announcementsSchedules } from './announcements.schedules';
import { AnnouncementsService } from './announcements.service';

export interface AnnouncementsApi {
  announcements: AnnouncementsService;
}

export const announcementsModule = defineModule({
  name: 'announcements',
  build({ db, clock, realtime, audit, notifications }) {
    const announcements = new AnnouncementsService({ db, clock, realtime, audit, notifications });
    return {
      api: { announcements },
      routes: () => [mount('/api/announcements', announcementsRoutes, { announcements })],
      events: announcementsEvents(announcements),
      schedules: announcementsSchedules(announcements),
    };
  },
});
