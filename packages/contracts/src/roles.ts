/**
 * Roles, permissions and the role → permission matrix (plain data in `permissions`), with their
 * schemas for requests and answers.
 */
import { z } from 'zod';
import { PERMISSIONS, ROLES } from './permissions';

export * from './permissions';

export const RoleSchema = z.enum(ROLES);
export const PermissionSchema = z.enum(PERMISSIONS);
