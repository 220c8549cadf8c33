/**
 * A section of Settings, a tab each, and the sections Settings keeps itself: security and roles,
 * the company, notification defaults, every configuration key, the audit log, background jobs and
 * the data export. The other modules' sections (time tracking, payroll, reports, departments) are
 * their own; the app places them all in order (`app/routes/settings-route.tsx`).
 */
import { can, type Permission, type Role } from '@hrms/contracts/roles';
import {
  Bell,
  Building2,
  Database,
  ListChecks,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { AuditLogSection } from './audit-log-section';
import { CompanySection } from './company-section';
import { ConfigurationSection } from './configuration-section';
import { DataSection } from './data-section';
import { JobsSection } from './jobs-section';
import { NotificationDefaultsSection } from './notification-defaults-section';
import { RolesSection } from './roles-section';
import { SecuritySection } from './security-section';

export interface SettingsSection {
  /** The tab's key in the address (`?tab=`). */
  id: string;
  label: string;
  Icon: LucideIcon;
  /** What a person needs to see the tab, beyond `settings:read` for the page. */
  permission: Permission;
  /** Rendered only while the tab is open. */
  render: () => ReactNode;
}

export type OwnSectionId =
  | 'security'
  | 'roles'
  | 'company'
  | 'notifications'
  | 'configuration'
  | 'audit'
  | 'jobs'
  | 'data';

/** Settings' own sections for a person of `role`; Security, Roles, Audit log, Jobs and Data are admin's. */
export function ownSettingsSections({
  role,
  userId,
}: {
  role: Role;
  userId: string | null;
}): Record<OwnSectionId, SettingsSection> {
  const canWrite = can(role, 'settings:write');
  return {
    security: {
      id: 'security',
      label: 'Security',
      Icon: ShieldCheck,
      permission: 'settings:security',
      render: () => <SecuritySection />,
    },
    roles: {
      id: 'roles',
      label: 'Roles',
      Icon: UsersRound,
      permission: 'settings:security',
      render: () => <RolesSection currentUserId={userId} />,
    },
    company: {
      id: 'company',
      label: 'Company',
      Icon: Building2,
      permission: 'settings:read',
      render: () => <CompanySection canWrite={canWrite} />,
    },
    notifications: {
      id: 'notifications',
      label: 'Notifications',
      Icon: Bell,
      permission: 'settings:read',
      render: () => <NotificationDefaultsSection canWrite={canWrite} />,
    },
    configuration: {
      id: 'configuration',
      label: 'All settings',
      Icon: SlidersHorizontal,
      permission: 'settings:read',
      render: () => <ConfigurationSection canWrite={canWrite} />,
    },
    audit: {
      id: 'audit',
      label: 'Audit log',
      Icon: ScrollText,
      permission: 'settings:security',
      render: () => <AuditLogSection />,
    },
    jobs: {
      id: 'jobs',
      label: 'Jobs',
      Icon: ListChecks,
      permission: 'settings:security',
      render: () => <JobsSection />,
    },
    data: {
      id: 'data',
      label: 'Data',
      Icon: Database,
      permission: 'settings:security',
      render: () => <DataSection />,
    },
  };
}
