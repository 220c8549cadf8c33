/**
 * One area's settings under `/settings/<area>`: `GET` reads them (`settings:read`), `PATCH` changes
 * them (`settings:write`, audited by the service). Each module hands in its schemas and service calls.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Actor } from './access';
import { actorOf } from './request-actor';
import { withErrors } from './route-schemas';

export function settingsRoutes<Settings extends z.ZodType, Change extends z.ZodType>(spec: {
  settings: Settings;
  change: Change;
  /** What the settings are, as the API docs list it. */
  summary: string;
  read(actor: Actor): Promise<z.output<Settings>>;
  update(actor: Actor, body: z.output<Change>): Promise<z.output<Settings>>;
}): FastifyPluginAsync {
  // Fastify's own types: the schemas' generics do not reach through this function; the Zod
  // compilers the app sets still check the body and the answer against them at run time.
  return async (app) => {
    const common = { tags: ['settings'], security: [{ bearer: [] }] };
    app.get(
      '/',
      {
        config: { access: 'settings:read' },
        schema: { ...common, summary: spec.summary, response: withErrors({ 200: spec.settings }) },
      },
      (request) => spec.read(actorOf(request)),
    );
    app.patch(
      '/',
      {
        config: { access: 'settings:write' },
        schema: {
          ...common,
          summary: `Change them (audited): ${spec.summary.charAt(0).toLowerCase()}${spec.summary.slice(1)}`,
          body: spec.change,
          response: withErrors({ 200: spec.settings }),
        },
      },
      (request) => spec.update(actorOf(request), request.body as z.output<Change>),
    );
  };
}
