/**
 * The company's account security policy (Settings → Security): lockout, session limits, password
 * length and the roles that must use two-factor. Stored as one configuration value; every change is
 * audited with the values before and after.
 */
import { ROLES, type Role } from '@hrms/contracts/roles';
import { DEFAULT_SECURITY_POLICY, type SecurityPolicy, SecurityPolicySchema } from '@hrms/contracts/settings';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { ConfigurationService } from '../configuration/configuration.service';

export const SECURITY_POLICY_KEY = 'security.policy';
const CATEGORY = 'security';
/** Roles that must use two-factor when an admin turns the requirement on without naming any. */
export const DEFAULT_TWO_FACTOR_ROLES: readonly Role[] = ['admin', 'hr'];
/**
 * Every request reads the policy (idle limit, two-factor requirement); a change made by this process
 * applies at once, one made by another process within this long.
 */
const CACHE_MS = 5_000;

/** The stored value over the defaults; a value that no longer validates falls back to the defaults. */
export function parsePolicy(value: unknown): SecurityPolicy {
  const merged = {
    ...DEFAULT_SECURITY_POLICY,
    ...(typeof value === 'object' && value !== null ? value : {}),
  };
  const parsed = SecurityPolicySchema.safeParse(merged);
  return parsed.success ? normalise(parsed.data) : { ...DEFAULT_SECURITY_POLICY };
}

function normalise(policy: SecurityPolicy): SecurityPolicy {
  const roles = new Set(policy.twoFactorRequiredRoles);
  return { ...policy, twoFactorRequiredRoles: ROLES.filter((r) => roles.has(r)) };
}

export class SecurityPolicyService {
  private cache: { policy: SecurityPolicy; until: number } | null = null;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      configuration: ConfigurationService;
      audit: AuditService;
    },
  ) {}

  /** For the server's own checks (no actor): the policy in force, cached briefly. */
  async current(): Promise<SecurityPolicy> {
    const now = performance.now();
    if (this.cache && this.cache.until > now) return this.cache.policy;
    const policy = parsePolicy(await this.deps.configuration.value(SECURITY_POLICY_KEY));
    this.cache = { policy, until: now + CACHE_MS };
    return policy;
  }

  async get(actor: Actor): Promise<SecurityPolicy> {
    requirePermission(actor, 'settings:security');
    this.cache = null;
    return this.current();
  }

  update(actor: Actor, change: Partial<SecurityPolicy>): Promise<SecurityPolicy> {
    return this.change(actor, change, 'settings.security.update');
  }

  /** `PATCH /settings/security/2fa`: require two-factor for the given roles (admin and hr by default), or for none. */
  updateTwoFactor(
    actor: Actor,
    body: { enabled: boolean; roles?: Role[] | undefined },
  ): Promise<SecurityPolicy> {
    const roles = body.enabled ? (body.roles ?? [...DEFAULT_TWO_FACTOR_ROLES]) : [];
    return this.change(actor, { twoFactorRequiredRoles: roles }, 'settings.security.two_factor');
  }

  private async change(
    actor: Actor,
    change: Partial<SecurityPolicy>,
    action: AuditAction,
  ): Promise<SecurityPolicy> {
    requirePermission(actor, 'settings:security');
    const { configuration, audit, clock } = this.deps;
    const after = await withTransaction(this.deps.db, async (tx) => {
      const before = parsePolicy(await configuration.valueForUpdate(tx, SECURITY_POLICY_KEY));
      const next = normalise(SecurityPolicySchema.parse({ ...before, ...definedOnly(change) }));
      const changed = (Object.keys(next) as (keyof SecurityPolicy)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
      );
      if (changed.length === 0) return next;
      await configuration.write(tx, {
        key: SECURITY_POLICY_KEY,
        category: CATEGORY,
        value: next,
        updatedBy: actor.userId,
        at: clock.now(),
      });
      await audit.record(tx, actor, {
        action,
        entityType: 'configuration',
        entityId: SECURITY_POLICY_KEY,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      });
      return next;
    });
    this.cache = null;
    return after;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
