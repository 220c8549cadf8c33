/**
 * Publishes scheduled announcements when they fall due, every few seconds, once across processes
 * (the job queue's schedule; each due row is also claimed atomically by `publishDue`).
 */
import type { ScheduleDefinition } from '../../jobs/job-queue';
import type { AnnouncementsService } from './announcements.service';

export const PUBLISH_EVERY_MS = 5_000;

export function announcementsSchedules(announcements: AnnouncementsService): ScheduleDefinition[] {
  return [
    {
      name: 'announcements.publish',
      everyMs: PUBLISH_EVERY_MS,
      run: async () => {
        const ids = await announcements.publishDue();
        return ids.length > 0 ? `published ${ids.length} scheduled announcement(s): ${ids.join(', ')}` : null;
      },
    },
  ];
}
