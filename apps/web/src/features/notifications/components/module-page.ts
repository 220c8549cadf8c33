/** The page a notification's module lives on, when the signed-in role may open it. */
import { ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, type Role } from '@hrms/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';

export interface ModulePage {
  label: string;
  path: string;
}

/** Each module's page; its label is said in the reader's language when asked for. */
const MODULE_PAGES: Record<string, { label: MessageDescriptor; path: string }> = {
  attendance: { label: msg`Attendance`, path: '/attendance' },
  'time-tracking': { label: msg`Time tracking`, path: '/time-tracking' },
  leave: { label: msg`Leave`, path: '/leave-management' },
  payroll: { label: msg`Salary slips`, path: '/salary-slips' },
  'salary-slip': { label: msg`Salary slips`, path: '/salary-slips' },
  employee: { label: msg`Employees`, path: '/employees' },
  announcement: { label: msg`Announcements`, path: '/announcements' },
  document: { label: msg`Documents`, path: '/document-management' },
  holiday: { label: msg`Holidays`, path: '/holidays' },
  report: { label: msg`Reports`, path: '/reports' },
  setting: { label: msg`Settings`, path: '/settings' },
  auth: { label: msg`Your account`, path: '/profile' },
  security: { label: msg`Your account`, path: '/profile' },
  profile: { label: msg`Your account`, path: '/profile' },
};

function mayOpen(role: Role, path: string): boolean {
  const first = path.split('/').filter(Boolean)[0];
  const permission = first ? ROUTE_ACCESS[`/${first}`] : undefined;
  return permission === undefined || can(role, permission);
}

/** `leave` → Leave at /leave-management; undefined for an unknown module or a page the role may not open. */
export function modulePage(module: string | undefined, role: Role): ModulePage | undefined {
  if (!module) return undefined;
  const page = MODULE_PAGES[module.trim().toLowerCase().replace(/s$/, '')];
  return page && mayOpen(role, page.path) ? { label: i18n._(page.label), path: page.path } : undefined;
}

/** Where opening a notification goes: its own link inside the app, else its module's page. */
export function notificationTarget(
  notification: { link?: string | undefined; module?: string | undefined },
  role: Role,
): string | undefined {
  const { link } = notification;
  // Only paths inside the app; never `//host` or a scheme.
  if (link?.startsWith('/') && !link.startsWith('//')) return link;
  return modulePage(notification.module, role)?.path;
}
