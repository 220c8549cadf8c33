/**
 * Builds the Fastify app from its dependencies; `main.ts` listens, tests call `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import packageJson from '../package.json' with { type: 'json' };
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { SessionTokens } from './lib/session-token';
import { AuditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService, type NewDeviceListener } from './modules/auth/auth.service';
import { ConfigurationService } from './modules/configuration/configuration.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { healthRoutes } from './modules/health/health.routes';
import { HealthService } from './modules/health/health.service';
import { OrganizationService } from './modules/organization/organization.service';
import { accessControlPlugin } from './plugins/access-control';
import { apiDocsRoutes, openApiPlugin } from './plugins/api-docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { RealtimeService } from './realtime/realtime.service';
import { closeRealtimeServer, createRealtimeServer } from './realtime/realtime-server';

export const APP_VERSION: string = packageJson.version;

/** Body limit for JSON requests; uploads get their own limits on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: AppConfig;
  db: DatabaseHandle;
  clock?: Clock;
  /** `false` silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream: { write(line: string): void } };
  newDevice?: NewDeviceListener;
}

export interface AppServices {
  auth: AuthService;
  realtime: RealtimeService;
  dashboard: DashboardService;
  health: HealthService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    io: SocketServer;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (see lib/jwt-secret.ts)');
  const clock = deps.clock ?? systemClock;
  const startedAt = performance.now();

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // Request logs carry no headers or bodies; redaction is the backstop if a header is ever logged.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'headers.authorization',
                'password',
                '*.password',
              ],
              censor: '[redacted]',
            },
            ...(deps.logger?.stream ? { stream: deps.logger.stream } : {}),
          },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Helmet's and our own headers are set before routing; keep Fastify from guessing at bad URLs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON only: no text/plain bodies (→ 415). An empty JSON body is "no body", for POSTs like logout.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db = deps.db.db;
  const realtime = new RealtimeService();
  const audit = new AuditService(clock);
  const configuration = new ConfigurationService(db);
  const organization = new OrganizationService(db);
  const auth = new AuthService({
    db,
    clock,
    tokens: new SessionTokens(config.jwtSecret),
    realtime,
    audit,
    configuration,
    organization,
    ...(deps.newDevice ? { newDevice: deps.newDevice } : {}),
  });
  const services: AppServices = {
    auth,
    realtime,
    dashboard: new DashboardService({ db }),
    health: new HealthService({ database: deps.db, version: APP_VERSION, startedAt }),
  };
  app.decorate('services', services);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(accessControlPlugin, { auth });
  await app.register(openApiPlugin, { version: APP_VERSION });

  await app.register(apiDocsRoutes);
  await app.register(healthRoutes, { prefix: '/api/health', health: services.health });
  await app.register(authRoutes, { prefix: '/api/auth', auth });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard: services.dashboard });
  await registerWebApp(app, { webDistDir: config.webDistDir });

  const io = createRealtimeServer({ httpServer: app.server, auth, realtime, clock, log: app.log });
  app.decorate('io', io);
  // Sockets first, or the HTTP server would wait for them to close on their own.
  app.addHook('preClose', async () => closeRealtimeServer(io));

  return app;
}
