/** The events the announcements module follows (decision 032). */
import type { EventHandlers } from '../../events/event-bus';
import type { AnnouncementsService } from './announcements.service';

export function announcementsEvents(announcements: AnnouncementsService): EventHandlers {
  return {
    // Audiences naming the merged department name the one it became.
    'department.merged': (tx, { fromId, intoId }) => announcements.retargetDepartment(tx, fromId, intoId),
  };
}
