import {
  AuthUserSchema,
  LoginBodySchema,
  LoginOptionsResponseSchema,
  LoginResponseSchema,
  UpdateProfileBodySchema,
} from '@hrms/contracts/auth';
import { OkResponseSchema } from '@hrms/contracts/common';
import { Messages } from '@hrms/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token naming a new server-side session',
        body: LoginBodySchema,
        response: withErrors({ 200: LoginResponseSchema }),
      },
    },
    (request) =>
      auth.login(request.body, { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this session and disconnects its sockets',
        security: [{ bearer: [] }],
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await auth.logout(actorOf(request));
      return { ok: true as const, message: Messages.logoutSuccess };
    },
  );

  app.get(
    '/profile',
    {
      config: { access: 'profile:self' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: withErrors({ 200: AuthUserSchema }),
      },
    },
    (request) => auth.getProfile(actorOf(request)),
  );

  app.patch(
    '/profile',
    {
      config: { access: 'profile:self' },
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in person's phone and personal email",
        security: [{ bearer: [] }],
        body: UpdateProfileBodySchema,
        response: withErrors({ 200: AuthUserSchema }),
      },
    },
    (request) => auth.updateProfile(actorOf(request), request.body),
  );

  app.get(
    '/login-options',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'What the sign-in page may show: company name and, on demo installs, the demo accounts',
        response: withErrors({ 200: LoginOptionsResponseSchema }),
      },
    },
    () => auth.loginOptions(),
  );
};
