/** The page a notification's module lives on, when the signed-in role may open it. */
import { ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, type Role } from '@hrms/contracts/roles';

export interface ModulePage {
  label: string;
  path: string;
}

const MODULE_PAGES: Record<string, ModulePage> = {
  attendance: { label: 'Attendance', path: '/attendance' },
  'time-tracking': { label: 'Time tracking', path: '/time-tracking' },
  leave: { label: 'Leave', path: '/leave-management' },
  payroll: { label: 'Salary slips', path: '/salary-slips' },
  'salary-slip': { label: 'Salary slips', path: '/salary-slips' },
  employee: { label: 'Employees', path: '/employees' },
  announcement: { label: 'Announcements', path: '/announcements' },
  document: { label: 'Documents', path: '/document-management' },
  holiday: { label: 'Holidays', path: '/holidays' },
  report: { label: 'Reports', path: '/reports' },
  setting: { label: 'Settings', path: '/settings' },
  auth: { label: 'Your account', path: '/profile' },
  security: { label: 'Your account', path: '/profile' },
  profile: { label: 'Your account', path: '/profile' },
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
  return page && mayOpen(role, page.path) ? page : undefined;
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
