/** Wires the auth module's services together; its manifest (auth.module.ts) mounts their routes. */
import type { Database } from '../../db/client';
import type { AttemptStore } from '../../lib/attempt-counter';
import { ChallengeTokens } from '../../lib/challenge-token';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { SessionTokens } from '../../lib/session-token';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import type { OrganizationService } from '../organization/organization.service';
import type { SecurityPolicyService } from '../settings/settings.service';
import { AuthService, type AuthServiceDeps, type PersonRecords } from './auth.service';
import { LoginGuard } from './login-guard.service';
import { PasswordService } from './password.service';
import { SecurityAlertsService } from './security-alerts.service';
import { SessionsService } from './sessions.service';
import { TwoFactorService } from './two-factor.service';

export interface AuthServices {
  auth: AuthService;
  guard: LoginGuard;
  alerts: SecurityAlertsService;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  passwords: PasswordService;
}

export function createAuthServices(deps: {
  db: Database;
  clock: Clock;
  jwtSecret: string;
  publicUrl: string;
  loginAttemptsPerMinute: number;
  attempts: AttemptStore;
  mailer: Mailer;
  realtime: RealtimeService;
  audit: AuditService;
  configuration: ConfigurationService;
  organization: OrganizationService;
  policy: SecurityPolicyService;
  people: PersonRecords;
  hiring: AuthServiceDeps['hiring'];
  /** Whether the sign-in page may offer the demo accounts at all (demo-mode.ts). */
  demoAccountsAllowed: boolean;
  log: { error(details: object, message: string): void };
}): AuthServices {
  const { db, clock, realtime, audit, policy } = deps;
  const alerts = new SecurityAlertsService({ db, clock, realtime });
  const guard = new LoginGuard({
    db,
    clock,
    attempts: deps.attempts,
    attemptsPerMinute: deps.loginAttemptsPerMinute,
    policy,
    alerts,
    audit,
  });
  const sessions = new SessionsService({ db, clock, realtime, audit, alerts, policy });
  const twoFactor = new TwoFactorService({ db, clock, audit, alerts, guard, policy });
  const passwords = new PasswordService({
    db,
    clock,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    policy,
    sessions,
    alerts,
    audit,
    log: deps.log,
  });
  const auth = new AuthService({
    db,
    clock,
    tokens: new SessionTokens(deps.jwtSecret),
    challenges: new ChallengeTokens(deps.jwtSecret),
    realtime,
    audit,
    configuration: deps.configuration,
    organization: deps.organization,
    policy,
    guard,
    alerts,
    twoFactor,
    people: deps.people,
    hiring: deps.hiring,
    demoAccountsAllowed: deps.demoAccountsAllowed,
  });
  return { auth, guard, alerts, sessions, twoFactor, passwords };
}
