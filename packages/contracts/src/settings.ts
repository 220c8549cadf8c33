/** The company-wide account policy (Settings → Security), admin only. */
import { z } from 'zod';
import { RoleSchema } from './roles';

export const SecurityPolicySchema = z.object({
  /** Failures for one account from one address, within 15 minutes, that lock it for that address. */
  lockoutThreshold: z.number().int().min(3).max(20),
  /** Failures for one account from any addresses, within 15 minutes, that lock it everywhere. */
  accountLockoutThreshold: z.number().int().min(10).max(200),
  lockoutMinutes: z.number().int().min(1).max(1440),
  sessionIdleMinutes: z.number().int().min(5).max(1440),
  sessionAbsoluteHours: z.number().int().min(1).max(720),
  passwordMinLength: z.number().int().min(8).max(64),
  twoFactorRequiredRoles: z.array(RoleSchema),
});
export type SecurityPolicy = z.infer<typeof SecurityPolicySchema>;

export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  lockoutThreshold: 5,
  accountLockoutThreshold: 20,
  lockoutMinutes: 15,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  passwordMinLength: 8,
  twoFactorRequiredRoles: [],
};

export const UpdateSecurityPolicyBodySchema = SecurityPolicySchema.partial().strict();
export const UpdateTwoFactorPolicyBodySchema = z.strictObject({
  enabled: z.boolean(),
  /** Roles that must use two-factor when enabled; admin and hr when not given. */
  roles: z.array(RoleSchema).optional(),
});
