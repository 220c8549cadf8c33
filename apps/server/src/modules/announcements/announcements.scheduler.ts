/**
 * Publishes scheduled announcements when they fall due: once at start, then every few seconds. Each
 * tick claims due rows atomically (announcements.repository.ts `claimDue`), so any number of server
 * processes can run it and each announcement is still published once. Time comes from the injected
 * clock, so tests move it instead of waiting.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicTask } from '../../lib/periodic-task';
import type { AnnouncementsService } from './announcements.service';

export const SCHEDULER_INTERVAL_MS = 5_000;

export class AnnouncementScheduler extends PeriodicTask {
  constructor(
    announcements: AnnouncementsService,
    log: FastifyBaseLogger,
    intervalMs = SCHEDULER_INTERVAL_MS,
  ) {
    super(async () => {
      try {
        const ids = await announcements.publishDue();
        if (ids.length > 0) log.info({ ids }, 'published scheduled announcements');
      } catch (error) {
        log.error({ err: error }, 'publishing scheduled announcements failed');
      }
    }, intervalMs);
  }
}
