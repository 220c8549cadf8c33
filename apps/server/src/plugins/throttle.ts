/**
 * Throttles for what costs most when repeated: uploads (a file read, checked and stored) and exports
 * (a whole list rendered as CSV, XLSX or PDF), counted per signed-in person, or per client address
 * for a public route. A route is classed by its contract, so a new one is throttled without anyone
 * remembering to: it consumes multipart/form-data (an upload), or its path ends in `/export`. A route
 * the rule misses or must not count says so in `config.throttle` (a month's payroll files are exports;
 * the careers form keeps its own count).
 *
 * Counts live in the shared attempt store: in Redis when REDIS_URL is set, so every server process
 * counts the same requests. Sign-in, password reset and the careers form keep their own, stricter
 * counts (auth's login guard, recruitment's apply).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AttemptStore } from '../lib/attempt-counter';
import type { Clock } from '../lib/clock';

export type ThrottleName = 'uploads' | 'exports';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The throttle this route falls under where its contract does not say (false: none). */
    throttle?: ThrottleName | false;
  }
}

export const THROTTLES: Record<ThrottleName, { perMinute: number; message: string }> = {
  uploads: { perMinute: 30, message: 'Too many uploads in a minute. Please wait a moment and try again.' },
  exports: { perMinute: 20, message: 'Too many exports in a minute. Please wait a moment and try again.' },
};

const WINDOW_MS = 60_000;

/** The throttle a route falls under, from its contract. */
export function throttleOf(route: Pick<RouteOptions, 'url' | 'schema' | 'config'>): ThrottleName | undefined {
  const declared = (route.config as { throttle?: ThrottleName | false } | undefined)?.throttle;
  if (declared !== undefined) return declared || undefined;
  const consumes = (route.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  if (consumes?.includes('multipart/form-data')) return 'uploads';
  if (/\/export$/.test(route.url)) return 'exports';
  return undefined;
}

export const throttlePlugin = fp(
  async (
    app: FastifyInstance,
    {
      attempts,
      clock,
      perMinute,
    }: { attempts: AttemptStore; clock: Clock; perMinute?: Partial<Record<ThrottleName, number>> },
  ) => {
    app.addHook('onRoute', (options: RouteOptions) => {
      const name = throttleOf(options);
      if (!name) return;
      const limit = perMinute?.[name] ?? THROTTLES[name].perMinute;
      const hook = async (request: FastifyRequest) => {
        const who = request.actor ? `user:${request.actor.userId}` : `ip:${request.ip}`;
        const now = clock.now().getTime();
        const seen = await attempts.hit(`${name}:${who}`, now, WINDOW_MS);
        if (seen > limit) {
          throw new AppError('RATE_LIMITED', THROTTLES[name].message).retryAfter(
            WINDOW_MS - (now % WINDOW_MS),
          );
        }
      };
      const existing = options.preHandler;
      options.preHandler =
        existing === undefined ? [hook] : [hook, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'throttle', dependencies: ['access-control'] },
);
