/** What every module stands on, built once per app before the modules (decision 038). */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import type { AppDeps } from '../app';
import { EventBus } from '../events/event-bus';
import { JOB_POLL_MS, JobQueue } from '../jobs/job-queue';
import { QueuedMailer } from '../jobs/queued-mailer';
import { type AttemptStore, RateLimiterAttemptStore } from '../lib/attempt-counter';
import { systemClock } from '../lib/clock';
import { createMailer } from '../lib/mailer';
import { closeRedis, connectRedis } from '../lib/redis';
import { LocalFileStorage } from '../lib/storage';
import { AccessService } from '../modules/access/access.service';
import { AuditService } from '../modules/audit/audit.service';
import { ConfigurationService } from '../modules/configuration/configuration.service';
import { NotificationMail } from '../modules/notifications/notification-mail';
import { NotificationSettingsService } from '../modules/notifications/notification-settings.service';
import { NotificationsService } from '../modules/notifications/notifications.service';
import { RealtimeService } from '../realtime/realtime.service';
import type { Kernel } from './module';

export const APP_VERSION: string = packageJson.version;

export async function buildKernel(app: FastifyInstance, deps: AppDeps, startedAt: number): Promise<Kernel> {
  const { config } = deps;
  const db = deps.db.db;
  const clock = deps.clock ?? systemClock;
  const log = app.log;
  const storage = deps.storage ?? new LocalFileStorage(path.join(config.dataDir, 'files'));
  const realtime = new RealtimeService();
  const audit = new AuditService(clock);
  const configuration = new ConfigurationService(db);
  // Work that must survive a stopped process or a service that is down (decision 033).
  const jobs = new JobQueue({
    db,
    clock,
    log,
    pollMs: deps.schedulerIntervalMs || JOB_POLL_MS,
    soleProcess: deps.db.kind === 'pglite',
  });
  const mailer = new QueuedMailer({ db, queue: jobs, transport: deps.mailer ?? createMailer(config, log) });
  const notificationSettings = new NotificationSettingsService({ db, clock, audit, configuration });
  const notificationMail = new NotificationMail({ db, mailer, storage, publicUrl: config.publicUrl, log });
  app.addHook('onClose', async () => notificationMail.drain());
  const notifications = new NotificationsService({
    db,
    clock,
    realtime,
    settings: notificationSettings,
    mail: notificationMail,
  });
  return {
    config,
    db,
    database: deps.db,
    version: APP_VERSION,
    startedAt,
    clock,
    log,
    storage,
    realtime,
    // What one module tells of and others follow, inside the change's transaction (decision 032).
    events: new EventBus(),
    jobs,
    mailer,
    attempts: deps.attemptStore ?? (await sharedAttemptStore(app, config.redisUrl)),
    audit,
    configuration,
    // Who may act on whose records: every module's scope checks (decision 010).
    access: new AccessService({ db }),
    notifications,
    notificationSettings,
    notificationMail,
    onClose: (work) => app.addHook('onClose', async () => void (await work())),
  };
}

/** Sign-in attempts are counted in Redis when there is one, so every server process counts the same. */
async function sharedAttemptStore(app: FastifyInstance, redisUrl: string | undefined): Promise<AttemptStore> {
  if (!redisUrl) return RateLimiterAttemptStore.inMemory();
  const [redis] = await connectRedis(redisUrl, ['attempts'], app.log);
  app.addHook('onClose', async () => closeRedis(redis));
  return RateLimiterAttemptStore.inRedis(redis);
}
