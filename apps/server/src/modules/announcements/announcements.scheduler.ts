/**
 * Publishes scheduled announcements when they fall due: once at start, then every few seconds. Each
 * tick claims due rows atomically (announcements.repository.ts `claimDue`), so any number of server
 * processes can run it and each announcement is still published once. Time comes from the injected
 * clock, so tests move it instead of waiting.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AnnouncementsService } from './announcements.service';

export const SCHEDULER_INTERVAL_MS = 5_000;

export class AnnouncementScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly announcements: AnnouncementsService,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number = SCHEDULER_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass; a pass still running is not started twice. */
  tick(): Promise<void> {
    this.running ??= this.announcements
      .publishDue()
      .then((ids) => {
        if (ids.length > 0) this.log.info({ ids }, 'published scheduled announcements');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'publishing scheduled announcements failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
