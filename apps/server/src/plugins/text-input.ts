/**
 * Refuses a NUL character anywhere in a request's parameters, query or JSON body with a 400 naming
 * the field (lib/nul-character.ts), before any route's validation or service sees it. Multipart
 * fields are checked where they are read (lib/multipart-upload.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldWithNul, nulRefused } from '../lib/nul-character';

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field =
        fieldWithNul(request.params, 'params') ??
        fieldWithNul(request.query, 'query') ??
        fieldWithNul(request.body, 'body');
      if (field) throw nulRefused(field);
    });
  },
  { name: 'text-input' },
);
