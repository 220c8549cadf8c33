/**
 * Permissions and the role → permission matrix, as plain data: the server checks it on every
 * route (deny by default); the web uses it for menus and route guards. No zod here, so the web can
 * read it without the schema library; `roles` adds the schemas, and holds all of this too.
 * Scope (self, team, all) is decided by the services; see product-decisions.md.
 */
import type { Role } from './role-names';

export { ROLES, type Role } from './role-names';

/** What everyone signed in may do. */
const EVERYONE_GRANTS = [
  'dashboard:read',
  'profile:self',
  'attendance:self',
  'time-tracking:self',
  'leave:self',
  'payroll:self',
  'documents:self',
  'announcements:read',
  'holidays:read',
  'self-service:use',
  'training:read',
  'employees:directory',
] as const;
/** What managers and up may do besides. */
const MANAGER_GRANTS = [
  'employees:read',
  'organization:read',
  'onboarding:read',
  'leave:approve',
  'attendance:manage',
  'reports:read',
] as const;
/** What hr and admin may do besides. */
const HR_GRANTS = [
  'employees:write',
  'documents:manage',
  'payroll:manage',
  'announcements:write',
  'holidays:manage',
  'training:manage',
  'onboarding:manage',
  'recruitment:read',
  'recruitment:manage',
  'settings:read',
  'settings:write',
] as const;
/** What admin alone may do. */
const ADMIN_GRANTS = [
  'audit:read',
  'data:export',
  'settings:security',
  'sessions:admin',
  'roles:grant-admin',
  'jobs:admin',
] as const;

export const PERMISSIONS = [...EVERYONE_GRANTS, ...MANAGER_GRANTS, ...HR_GRANTS, ...ADMIN_GRANTS] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: readonly Permission[] = EVERYONE_GRANTS;
const MANAGER: readonly Permission[] = [...EVERYONE, ...MANAGER_GRANTS];
const HR: readonly Permission[] = [...MANAGER, ...HR_GRANTS];
const ADMIN: readonly Permission[] = [...HR, ...ADMIN_GRANTS];

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  admin: new Set(ADMIN),
  hr: new Set(HR),
  manager: new Set(MANAGER),
  employee: new Set(EVERYONE),
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/**
 * How much of the employee directory a role may read: `all` (admin, hr),
 * `team` (direct and indirect reports of a manager) or `directory` (colleagues'
 * public card only).
 */
export type EmployeeScope = 'all' | 'team' | 'directory';
export function employeeScope(role: Role): EmployeeScope {
  if (role === 'admin' || role === 'hr') return 'all';
  if (role === 'manager') return 'team';
  return 'directory';
}

/** Route access on the server: a permission, any signed-in user, or no sign-in at all. */
export type Access = Permission | 'authenticated' | 'public';
