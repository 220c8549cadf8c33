/**
 * The company's account security policy (Settings → Security): lockout, session limits, password
 * length and the roles that must use two-factor. Stored as one configuration value (admin only, as
 * are its configuration keys); every change is audited with the values before and after.
 */
import { ROLES, type Role } from '@hrms/contracts/roles';
import {
  DEFAULT_SECURITY_POLICY,
  type SecurityPolicy,
  UpdateSecurityPolicyBodySchema,
} from '@hrms/contracts/settings';
import { type Actor, requirePermission } from '../../lib/access';
import { SettingsRecord, type SettingsRecordDeps } from '../configuration/settings-record';

export const SECURITY_POLICY_KEY = 'security.policy';
/** Roles that must use two-factor when an admin turns the requirement on without naming any. */
export const DEFAULT_TWO_FACTOR_ROLES: readonly Role[] = ['admin', 'hr'];
/**
 * Every request reads the policy (idle limit, two-factor requirement); a change made by this process
 * applies at once, one made by another process within this long.
 */
const CACHE_MS = 5_000;

function normalise(policy: SecurityPolicy): SecurityPolicy {
  const roles = new Set(policy.twoFactorRequiredRoles);
  return { ...policy, twoFactorRequiredRoles: ROLES.filter((r) => roles.has(r)) };
}

export class SecurityPolicyService {
  private cache: { policy: SecurityPolicy; until: number } | null = null;
  private readonly stored: SettingsRecord<SecurityPolicy>;

  constructor(deps: SettingsRecordDeps) {
    this.stored = new SettingsRecord(deps, {
      key: SECURITY_POLICY_KEY,
      category: 'security',
      defaults: DEFAULT_SECURITY_POLICY,
      change: UpdateSecurityPolicyBodySchema,
      describe: {
        lockoutThreshold:
          'Failed sign-ins for one account from one address, within 15 minutes, that lock it for that address.',
        accountLockoutThreshold:
          'Failed sign-ins for one account from any addresses, within 15 minutes, that lock it everywhere.',
        lockoutMinutes: 'How long a lockout lasts, in minutes.',
        sessionIdleMinutes: 'A session unused this many minutes ends.',
        sessionAbsoluteHours: 'A session ends this many hours after sign-in, however busy.',
        passwordMinLength: 'The fewest characters a new password may have.',
        twoFactorRequiredRoles: 'Roles that must sign in with two-factor.',
      },
      auditAction: 'settings.security.update',
      adminOnly: true,
      normalise,
      changed: () => {
        this.cache = null;
      },
    });
  }

  /** For the server's own checks (no actor): the policy in force, cached briefly. */
  async current(): Promise<SecurityPolicy> {
    const now = performance.now();
    if (this.cache && this.cache.until > now) return this.cache.policy;
    const policy = await this.stored.current();
    this.cache = { policy, until: now + CACHE_MS };
    return policy;
  }

  async get(actor: Actor): Promise<SecurityPolicy> {
    requirePermission(actor, 'settings:security');
    this.cache = null;
    return this.current();
  }

  update(actor: Actor, change: Partial<SecurityPolicy>): Promise<SecurityPolicy> {
    requirePermission(actor, 'settings:security');
    return this.stored.update(actor, change);
  }

  /** `PATCH /settings/security/2fa`: require two-factor for the given roles (admin and hr by default), or for none. */
  updateTwoFactor(
    actor: Actor,
    body: { enabled: boolean; roles?: Role[] | undefined },
  ): Promise<SecurityPolicy> {
    requirePermission(actor, 'settings:security');
    const roles = body.enabled ? (body.roles ?? [...DEFAULT_TWO_FACTOR_ROLES]) : [];
    return this.stored.update(actor, { twoFactorRequiredRoles: roles }, 'settings.security.two_factor');
  }
}
