/**
 * What a module declares of itself (decision 038): the services it gives other modules, its routes,
 * the events it follows, its recurring work and its socket handlers. `modules.ts` lists the modules;
 * `app.ts` builds them in that order and mounts what they declare.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { EventBus, EventHandlers } from '../events/event-bus';
import type { JobQueue, ScheduleDefinition } from '../jobs/job-queue';
import type { AttemptStore } from '../lib/attempt-counter';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { AccessService, RecordRules } from '../modules/access/access.service';
import type { AuditService } from '../modules/audit/audit.service';
import type { ConfigurationService } from '../modules/configuration/configuration.service';
import type { NotificationMail } from '../modules/notifications/notification-mail';
import type { NotificationSettingsService } from '../modules/notifications/notification-settings.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { RealtimeService } from '../realtime/realtime.service';
import type { ConnectionHandler } from '../realtime/socket-handlers';
import type { ModuleApis } from './module-apis';

/** What every module stands on: the database, the clock, files, the event map, the job queue, mail, audit, notifications. */
export interface Kernel {
  config: AppConfig;
  db: Database;
  /** The database's handle: which kind serves, its pool, closing it. */
  database: DatabaseHandle;
  /** The product's version and when this process began building the app (health). */
  version: string;
  startedAt: number;
  clock: Clock;
  log: FastifyBaseLogger;
  storage: FileStorage;
  realtime: RealtimeService;
  events: EventBus;
  jobs: JobQueue;
  /** Mail is accepted as a job and sent at once, or later when the mail server is back. */
  mailer: Mailer;
  attempts: AttemptStore;
  audit: AuditService;
  configuration: ConfigurationService;
  access: AccessService;
  notifications: NotificationsService;
  notificationSettings: NotificationSettingsService;
  notificationMail: NotificationMail;
  /** Work for when the app closes (pools, connections), run in the order added. */
  onClose(work: () => Promise<unknown>): void;
}

export interface ModuleContext extends Kernel {
  /**
   * Another module's services. One listed earlier is there at once; one listed later only once every
   * module is built, so a module asks for it inside the function that needs it, not while building.
   */
  use<K extends keyof ModuleApis>(name: K): ModuleApis[K];
}

/** The app the modules' routes are mounted on. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  import('fastify').RawRequestDefaultExpression,
  import('fastify').RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A routes plugin mounted under its prefix with the services it is given. */
export interface Mount {
  prefix: string;
  register(app: ZodApp): PromiseLike<unknown>;
}

export function mount<O extends object>(
  prefix: string,
  plugin: FastifyPluginAsync<O, RawServerDefault, ZodTypeProvider> | FastifyPluginAsync<O>,
  options: O,
): Mount {
  // Either kind of plugin registers on the app the same way; the Zod compilers check both at run time.
  const routes = plugin as FastifyPluginAsync<O, RawServerDefault, ZodTypeProvider>;
  return { prefix, register: (app) => app.register(routes, { ...options, prefix }) };
}

export interface ModuleParts<Api> {
  /** The services other modules, the tests and the demo seed may use. */
  api: Api;
  /** Asked once every module is built: a route may be given any module's services. */
  routes?: () => Mount[];
  /** Its rules of reach over its own records, for the access registry (decision 039). */
  access?: RecordRules;
  /** The events the module follows (decision 032); modules follow in the list's order. */
  events?: EventHandlers;
  /** Work that recurs, once a period across processes (decision 033). */
  schedules?: ScheduleDefinition[];
  /** Client events the module answers on the realtime channel. */
  sockets?: ConnectionHandler[];
  /** Before the first request is answered. */
  onReady?: () => Promise<void>;
}

export interface ModuleManifest<K extends keyof ModuleApis> {
  name: K;
  build(ctx: ModuleContext): ModuleParts<ModuleApis[K]>;
}

export function defineModule<K extends keyof ModuleApis>(manifest: ModuleManifest<K>): ModuleManifest<K> {
  return manifest;
}
