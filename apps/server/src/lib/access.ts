/** Who is acting, and the permission check every service method makes first. */
import { Messages } from '@hrms/contracts/errors';
import { can, type Permission, type Role } from '@hrms/contracts/roles';
import { AppError } from './app-error';

export interface Actor {
  userId: string;
  role: Role;
  employeeId: string | null;
  sessionId: string;
}

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!can(actor.role, permission)) throw new AppError('FORBIDDEN', Messages.forbidden);
}
