/** OpenAPI generated from the contracts' Zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesPublic } from './access-control';

/** Registers the collector first: it must see every route registered after it. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'HRMS API',
          description: 'Every request and response schema comes from packages/contracts.',
          version,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);

/** The UI and the JSON document, public, under our own CSP (the UI needs no inline script). */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  markRoutesPublic(app);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, validatorUrl: null },
    // Keep the app's CSP (set by helmet) rather than the plugin's looser one with https: sources.
    staticCSP: false,
  });
}
