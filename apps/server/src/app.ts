/**
 * Builds the Fastify app from its dependencies; `main.ts` listens, tests call `app.inject`. The
 * app is the cross-cutting plugins and the list of modules (composition/modules.ts), each of which
 * declares its services, routes, events, schedules and socket handlers (decision 038).
 */
import multipart from '@fastify/multipart';
import { ServerEvent } from '@hrms/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { type AppServices, appServices } from './composition/app-services';
import { createHttpApp } from './composition/http';
import { buildKernel } from './composition/kernel';
import { buildModules } from './composition/modules';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { AttemptStore } from './lib/attempt-counter';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage';
import { accessControlPlugin } from './plugins/access-control';
import { apiDocsRoutes, openApiPlugin } from './plugins/api-docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { textInputPlugin } from './plugins/text-input';
import { type ThrottleName, throttlePlugin } from './plugins/throttle';
import { registerWebApp } from './plugins/web-app';
import { closeRealtimeServer, createRealtimeServer } from './realtime/realtime-server';
import { connectRedisFanOut } from './realtime/redis-adapter';

export type { AppServices } from './composition/app-services';
export { BODY_LIMIT_BYTES } from './composition/http';
export { APP_VERSION } from './composition/kernel';

/** Told to this process's sockets as it shuts down; the web reconnects (to another process, if any). */
const SHUTDOWN_NOTICE = {
  type: 'info',
  title: 'Server restarting',
  message: 'The connection will be restored in a moment.',
} as const;

export interface AppDeps {
  /**
   * How often the job queue looks for due jobs and schedules (default 5 s); `false` starts no runner:
   * tests run them when they mean to (`services.jobs.runDue()`, `runSchedule(name)`).
   */
  schedulerIntervalMs?: number | false;
  config: AppConfig;
  db: DatabaseHandle;
  clock?: Clock;
  /** `false` silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream: { write(line: string): void } };
  /** How mail leaves (through the job queue); by default SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Where sign-in attempts per address are counted; in this process by default. */
  attemptStore?: AttemptStore;
  /** Uploads and exports a person may make in a minute, where a test needs other limits than the product's. */
  throttlePerMinute?: Partial<Record<ThrottleName, number>>;
  /** Uploaded files; by default on disk under DATA_DIR/files. */
  storage?: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    io: SocketServer;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const startedAt = performance.now();
  const app = createHttpApp(deps);
  const kernel = await buildKernel(app, deps, startedAt);
  const { apis, modules } = buildModules(kernel);
  const services = appServices(kernel, apis);
  app.decorate('services', services);

  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(accessControlPlugin, { auth: services.auth });
  await app.register(throttlePlugin, {
    attempts: kernel.attempts,
    clock: kernel.clock,
    perMinute: deps.throttlePerMinute,
  });
  await app.register(openApiPlugin, { version: kernel.version });
  // Uploads: one file per request; each upload route reads it with its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 } });
  await app.register(apiDocsRoutes);
  for (const { parts } of modules) {
    for (const routes of parts.routes?.() ?? []) await routes.register(app);
    if (parts.onReady) app.addHook('onReady', parts.onReady);
  }
  await registerWebApp(app, { webDistDir: deps.config.webDistDir });

  // Several processes: the Redis adapter carries events between them; without REDIS_URL, in process.
  const fanOut = deps.config.redisUrl ? await connectRedisFanOut(deps.config.redisUrl, app.log) : null;
  const io = createRealtimeServer({
    httpServer: app.server,
    auth: services.auth,
    realtime: kernel.realtime,
    clock: kernel.clock,
    log: app.log,
    handlers: modules.flatMap(({ parts }) => parts.sockets ?? []),
    ...(fanOut ? { adapter: fanOut.adapter } : {}),
  });
  app.decorate('io', io);
  // Sockets first, or the HTTP server would wait for them to close on their own.
  app.addHook('preClose', async () => {
    await kernel.jobs.stop();
    kernel.realtime.emitToLocalSockets(ServerEvent.systemNotification, {
      ...SHUTDOWN_NOTICE,
      timestamp: kernel.clock.now().toISOString(),
    });
    await closeRealtimeServer(io);
  });
  app.addHook('onClose', async () => fanOut?.close());
  if (deps.schedulerIntervalMs !== false) app.addHook('onReady', async () => kernel.jobs.start());
  return app;
}
