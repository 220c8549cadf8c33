/**
 * Authentication and the permission check for every route (docs/decisions/003): each route declares
 * `config.access` (a permission, 'authenticated' or 'public'); a route that declares nothing answers
 * 403. Runs on `onRequest`, before the body is read, so an anonymous caller learns nothing from
 * validation errors. Someone the company requires two-factor of, who has not set it up, reaches only
 * the routes marked `allowedBeforeTwoFactorSetup` (profile, sign-out, two-factor set-up); every other
 * answers 403 TWO_FACTOR_SETUP_REQUIRED.
 */
import { Messages } from '@hrms/contracts/errors';
import type { Access } from '@hrms/contracts/roles';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, requirePermission } from '../lib/access';
import { AppError } from '../lib/app-error';
import type { AuthService } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a signed-in person who must set up two-factor before anything else. */
    allowedBeforeTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every route registered on this app, for the access tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  readonly access: Access | undefined;
  /** The route's declared contract (Zod schemas of body, querystring and params), for the generated-input tests. */
  readonly schema: RouteOptions['schema'];
  /** The route's declared config (access, throttle, ...). */
  readonly config: RouteOptions['config'];
}

/** `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)\s*$/i);
  return match?.[1];
}

export function routesWithoutAccess(app: FastifyInstance): RegisteredRoute[] {
  return app.registeredRoutes.filter((route) => route.access === undefined);
}

export const accessControlPlugin = fp(
  async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (options: RouteOptions) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        // Read lazily: plugins serving public files mark their routes after this hook runs.
        routes.push({
          method,
          url: options.url,
          get access() {
            return options.config?.access;
          },
          get schema() {
            return options.schema;
          },
          get config() {
            return options.config;
          },
        });
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === undefined) {
        request.log.error({ url: request.routeOptions.url }, 'route declares no access; denied');
        throw new AppError('FORBIDDEN', Messages.forbidden);
      }
      if (access === 'public') return;
      const { actor, twoFactorSetupRequired } = await auth.authenticate(
        bearerToken(request.headers.authorization),
      );
      request.actor = actor;
      if (access !== 'authenticated') requirePermission(actor, access);
      if (twoFactorSetupRequired && request.routeOptions.config.allowedBeforeTwoFactorSetup !== true) {
        throw new AppError('TWO_FACTOR_SETUP_REQUIRED', Messages.twoFactorSetupRequired);
      }
    });

    // What a signed-in person is answered is theirs alone: no browser or shared cache may keep it.
    // A route that sets its own caching (a file served by an unguessable key) keeps it.
    app.addHook('onSend', async (request, reply, payload) => {
      const access = request.routeOptions.config?.access;
      if (access !== undefined && access !== 'public' && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'access-control' },
);

/**
 * Marks every route registered inside the calling plugin (and its children) as public unless it says
 * otherwise; for third-party plugins that serve public files (the web app, the API docs).
 */
export function markRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (options: RouteOptions) => {
    options.config = { ...options.config, access: options.config?.access ?? 'public' };
  });
}
