/** The company-wide account policy (Settings → Security), admin only. */
import { z } from 'zod';
import { IdSchema, InstantSchema, PageQuerySchema, paginated } from './common';
import { RoleSchema } from './roles';
import { singleLine } from './text';

function count(min: number, max: number, unit: string) {
  const range = { message: `Must be from ${min} to ${max} ${unit}` };
  return z
    .number({ message: `Must be a number of ${unit}` })
    .int({ message: `Use whole ${unit}` })
    .min(min, range)
    .max(max, range);
}

export const SecurityPolicySchema = z.object({
  /** Failures for one account from one address, within 15 minutes, that lock it for that address. */
  lockoutThreshold: count(3, 20, 'failures'),
  /** Failures for one account from any addresses, within 15 minutes, that lock it everywhere. */
  accountLockoutThreshold: count(10, 200, 'failures'),
  lockoutMinutes: count(1, 1440, 'minutes'),
  sessionIdleMinutes: count(5, 1440, 'minutes'),
  sessionAbsoluteHours: count(1, 720, 'hours'),
  passwordMinLength: count(8, 64, 'characters'),
  twoFactorRequiredRoles: z.array(RoleSchema, { message: 'List roles: admin, hr, manager, employee' }),
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

// ------------------------------------------------------------------ roles (Settings → Roles, admin)

/** A person who can sign in, with their role and how many people report to them. */
export const RoleHolderSchema = z.object({
  userId: IdSchema,
  employeeId: IdSchema,
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** People whose manager they are: someone with reports who is not yet a manager may need to be. */
  directReports: z.number().int(),
  /** Whether the account can sign in (the person is active and the account is on). */
  active: z.boolean(),
  lastLoginAt: InstantSchema.nullable(),
});
export type RoleHolder = z.infer<typeof RoleHolderSchema>;

export const RolesQuerySchema = PageQuerySchema.extend({
  role: RoleSchema.optional(),
  search: singleLine(z.string().trim().max(100)).optional(),
});
export type RolesQuery = z.infer<typeof RolesQuerySchema>;

export const RolesResponseSchema = paginated(RoleHolderSchema).extend({
  /** Accounts per role, over everyone (not only this page or filter). */
  counts: z.object({
    admin: z.number().int(),
    hr: z.number().int(),
    manager: z.number().int(),
    employee: z.number().int(),
  }),
});
export type RolesResponse = z.infer<typeof RolesResponseSchema>;

export const UserIdParamsSchema = z.strictObject({ userId: IdSchema });
export const UpdateRoleBodySchema = z.strictObject({ role: RoleSchema });
