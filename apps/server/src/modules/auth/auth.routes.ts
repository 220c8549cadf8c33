import {
  AuthUserSchema,
  CapabilitiesSchema,
  LoginBodySchema,
  LoginOptionsResponseSchema,
  LoginResponseSchema,
  UpdateProfileBodySchema,
} from '@hrms/contracts/auth';
import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginHistoryQuerySchema,
  LoginHistoryResponseSchema,
  LoginResultSchema,
  LoginTwoFactorBodySchema,
  OwnSecuritySettingsSchema,
  ResetPasswordBodySchema,
  ResetPasswordInfoResponseSchema,
  ResetPasswordValidateResponseSchema,
  ResetTokenParamsSchema,
  SecurityAlertListResponseSchema,
  SecurityAlertSchema,
  UpdateOwnSecuritySettingsBodySchema,
} from '@hrms/contracts/auth-security';
import { IdParamsSchema, OkResponseSchema } from '@hrms/contracts/common';
import { Messages } from '@hrms/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clientOf } from '../../lib/request-actor';
import { withErrors } from '../../lib/route-schemas';
import type { AuthService } from './auth.service';
import type { LoginGuard } from './login-guard.service';
import type { PasswordService } from './password.service';
import type { SecurityAlertsService } from './security-alerts.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  guard: LoginGuard;
  passwords: PasswordService;
  alerts: SecurityAlertsService;
}

const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, guard, passwords, alerts },
) => {
  /** Sign-in attempts per client address, counted before the body is even read. */
  const throttle = async (request: FastifyRequest) => guard.throttle(clientOf(request).ip);

  app.post(
    '/login',
    {
      config: { access: 'public' },
      onRequest: throttle,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: a bearer token naming a new session, or a two-factor challenge for POST /auth/login-2fa',
        description:
          '401 wrong email or password (the same answer for both), 403 inactive account, 423 locked after repeated failures, 429 more than 10 attempts a minute from one address.',
        body: LoginBodySchema,
        response: withErrors({ 200: LoginResultSchema }),
      },
    },
    (request) => auth.login(request.body, clientOf(request)),
  );

  app.post(
    '/login-2fa',
    {
      config: { access: 'public' },
      onRequest: throttle,
      schema: {
        tags: ['auth'],
        summary:
          'Second step of a two-factor sign-in: the challenge and a code from the app or a backup code',
        description: '401 wrong code or expired/used challenge, 423 locked, 429 throttled.',
        body: LoginTwoFactorBodySchema,
        response: withErrors({ 200: LoginResponseSchema }),
      },
    },
    (request) => auth.loginTwoFactor(request.body, clientOf(request)),
  );

  app.post(
    '/logout',
    {
      config: { access: 'authenticated', allowedBeforeTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this session and disconnects its sockets',
        security: bearer,
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
      config: { access: 'profile:self', allowedBeforeTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: withErrors({ 200: AuthUserSchema }),
      },
    },
    (request) => auth.getProfile(actorOf(request)),
  );

  app.get(
    '/capabilities',
    {
      config: { access: 'profile:self', allowedBeforeTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'What the signed-in person can reach beyond their role (the menu follows it)',
        security: bearer,
        response: withErrors({ 200: CapabilitiesSchema }),
      },
    },
    (request) => auth.capabilities(actorOf(request)),
  );

  app.patch(
    '/profile',
    {
      config: { access: 'profile:self', allowedBeforeTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in person's phone and personal email",
        security: bearer,
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

  // ---------------------------------------------------------------- passwords

  app.post(
    '/change-password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session is signed out',
        description: '400 when the current password is wrong, the new one too short or too common.',
        security: bearer,
        body: ChangePasswordBodySchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await passwords.change(actorOf(request), request.body, clientOf(request));
      return { ok: true as const, message: 'Password changed. Your other sessions were signed out.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      onRequest: throttle,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; the same answer whether or not the email has an account',
        body: ForgotPasswordBodySchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      passwords.forgot(request.body, clientOf(request));
      return { ok: true as const, message: Messages.forgotPasswordSent };
    },
  );

  app.get(
    '/reset-password/validate/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link can still be used',
        params: ResetTokenParamsSchema,
        response: withErrors({ 200: ResetPasswordValidateResponseSchema }),
      },
    },
    (request) => passwords.validateResetToken(request.params.token),
  );

  app.get(
    '/reset-password/info/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The masked email and expiry of a usable reset link; 404 otherwise',
        params: ResetTokenParamsSchema,
        response: withErrors({ 200: ResetPasswordInfoResponseSchema }),
      },
    },
    (request) => passwords.resetTokenInfo(request.params.token),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      onRequest: throttle,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; every session is signed out',
        description:
          '400 when the link is invalid, expired or used, or the password too short or too common.',
        body: ResetPasswordBodySchema,
        response: withErrors({ 200: OkResponseSchema }),
      },
    },
    async (request) => {
      await passwords.reset(request.body, clientOf(request));
      return { ok: true as const, message: 'Your password was reset. Sign in with the new one.' };
    },
  );

  // ---------------------------------------------------------------- history, alerts, own settings

  app.get(
    '/login-history',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's sign-in attempts, newest first",
        security: bearer,
        querystring: LoginHistoryQuerySchema,
        response: withErrors({ 200: LoginHistoryResponseSchema }),
      },
    },
    (request) => auth.loginHistory(actorOf(request), request.query),
  );

  app.get(
    '/security-alerts',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's security alerts: unread first, then newest",
        security: bearer,
        response: withErrors({ 200: SecurityAlertListResponseSchema }),
      },
    },
    (request) => alerts.list(actorOf(request)),
  );

  app.patch(
    '/security-alerts/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Mark one of your own security alerts read',
        security: bearer,
        params: IdParamsSchema,
        response: withErrors({ 200: SecurityAlertSchema }),
      },
    },
    (request) => alerts.markRead(actorOf(request), request.params.id),
  );

  app.get(
    '/security-settings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's own security settings",
        security: bearer,
        response: withErrors({ 200: OwnSecuritySettingsSchema }),
      },
    },
    (request) => auth.securitySettings(actorOf(request)),
  );

  app.patch(
    '/security-settings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own security settings (alerts for sign-ins from new devices)',
        security: bearer,
        body: UpdateOwnSecuritySettingsBodySchema,
        response: withErrors({ 200: OwnSecuritySettingsSchema }),
      },
    },
    (request) => auth.updateSecuritySettings(actorOf(request), request.body),
  );
};
