/** Sign-in, sessions, two-factor, passwords and lockouts; the security policy they follow. */
import { defineModule, mount } from '../../composition/module';
import { authRoutes } from './auth.routes';
import { type AuthServices, createAuthServices } from './create-auth-services';
import { demoAccountsAllowed } from './demo-mode';
import { lockoutsRoutes } from './lockouts.routes';
import { checkNewPassword } from './new-password-rules';
import { sessionsRoutes } from './sessions.routes';
import { twoFactorRoutes } from './two-factor.routes';

export interface AuthApi extends AuthServices {
  /** How a new password is judged, wherever one is set. */
  checkNewPassword: typeof checkNewPassword;
}

export const authModule = defineModule({
  name: 'auth',
  build(ctx) {
    const { db, clock, config, configuration, audit } = ctx;
    if (!config.jwtSecret) throw new Error('the auth module needs config.jwtSecret (see lib/jwt-secret.ts)');
    const policy = ctx.use('settings').policy;
    const account = createAuthServices({
      db,
      clock,
      jwtSecret: config.jwtSecret,
      publicUrl: config.publicUrl,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
      attempts: ctx.attempts,
      mailer: ctx.mailer,
      realtime: ctx.realtime,
      audit,
      configuration,
      organization: ctx.use('organization').organization,
      policy,
      // The menu asks recruitment whether a person hires or interviews.
      hiring: { takesPart: (employeeId) => ctx.use('recruitment').recruitment.takesPartInHiring(employeeId) },
      // The profile page changes a person's own contact details through the people module.
      people: {
        updateOwnProfile: (actor, employeeId, body) =>
          ctx.use('employees').employees.updateOwnProfile(actor, employeeId, {
            phone: body.phone,
            personalEmail: body.personalEmail,
          }),
      },
      demoAccountsAllowed: demoAccountsAllowed(config),
      log: ctx.log,
    });
    ctx.onClose(() => account.passwords.drain());
    return {
      api: { ...account, checkNewPassword },
      routes: () => [
        mount('/api/auth', authRoutes, account),
        mount('/api/auth/2fa', twoFactorRoutes, { twoFactor: account.twoFactor }),
        mount('/api/auth', sessionsRoutes, { sessions: account.sessions }),
        mount('/api/auth', lockoutsRoutes, { guard: account.guard }),
      ],
    };
  },
});
