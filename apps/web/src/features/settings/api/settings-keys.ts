import type { JobStatus } from '@hrms/contracts/jobs';
import type { AuditFilters } from './audit-log';
import type { RolesParams } from './roles';

/** Every settings query starts with `settings`. */
export const settingsKeys = {
  all: ['settings'] as const,
  securityPolicy: () => [...settingsKeys.all, 'security-policy'] as const,
  lockouts: () => [...settingsKeys.all, 'lockouts'] as const,
  configuration: () => [...settingsKeys.all, 'configuration'] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
  auditLog: (params: AuditFilters & { page: number }) => [...settingsKeys.all, 'audit-log', params] as const,
  rolesAll: () => [...settingsKeys.all, 'roles'] as const,
  roles: (params: RolesParams) => [...settingsKeys.rolesAll(), params] as const,
  jobsAll: () => [...settingsKeys.all, 'jobs'] as const,
  jobs: (params: { page: number; status?: JobStatus | undefined }) =>
    [...settingsKeys.jobsAll(), params] as const,
  adminSessionsAll: () => [...settingsKeys.all, 'admin-sessions'] as const,
  adminSessions: (params: { page: number; limit: number; search?: string | undefined }) =>
    [...settingsKeys.adminSessionsAll(), params] as const,
};
