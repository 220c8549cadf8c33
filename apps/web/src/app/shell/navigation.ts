/**
 * The menu and page guards, derived from the shared NAVIGATION and
 * ROUTE_ACCESS tables so the web never keeps its own copy of who sees what.
 */
import type { Capabilities } from '@hrms/contracts/auth';
import { NAVIGATION, type NavItem, ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, type Permission, type Role } from '@hrms/contracts/permissions';
import {
  Briefcase,
  Calculator,
  CalendarCheck,
  CalendarDays,
  CalendarHeart,
  CalendarRange,
  ChartColumn,
  ClipboardList,
  Clock,
  Contact,
  FileText,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Network,
  Receipt,
  Settings,
  UserCog,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';

/** What the server says the person can reach beyond their role; none until it has answered. */
export type CapabilitySet = Partial<Capabilities>;

function mayUse(role: Role, item: NavItem, capabilities: CapabilitySet): boolean {
  return (
    can(role, item.permission) || (item.capability !== undefined && capabilities[item.capability] === true)
  );
}

/** The entries a person may see, with each group's children filtered the same way. */
export function visibleNavigation(role: Role, capabilities: CapabilitySet = {}): NavItem[] {
  return NAVIGATION.filter((item) => mayUse(role, item, capabilities)).map((item) =>
    item.children
      ? { ...item, children: item.children.filter((child) => mayUse(role, child, capabilities)) }
      : item,
  );
}

/** The permission a page needs, from the first segment of its path; undefined when none is listed. */
export function routePermission(pathname: string): Permission | undefined {
  const path = pathname.split(/[?#]/)[0]!;
  if (EMPLOYEE_FORMS.test(path)) return 'employees:read';
  const first = path.split('/').filter(Boolean)[0];
  return first ? ROUTE_ACCESS[`/${first}`] : undefined;
}

/**
 * The forms under the directory keep the access they always had (managers and up; the server
 * decides whose record each may change), though everyone reads the directory and colleagues' cards.
 */
const EMPLOYEE_FORMS = /^\/employees\/(?:new|[^/]+\/edit)\/?$/;

/** The person's own record, which everyone may open (the server gives them the `self` view). */
export function ownRecordPath(employeeId: string): string {
  return `/employees/${employeeId}`;
}

export function canOpen(role: Role, pathname: string, ownEmployeeId?: string | null): boolean {
  if (ownEmployeeId && pathname.replace(/\/+$/, '') === ownRecordPath(ownEmployeeId)) return true;
  const permission = routePermission(pathname);
  return permission === undefined || can(role, permission);
}

/** Whether a menu path is the current page or an ancestor of it. */
export function isPathActive(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

const ICONS: Record<string, LucideIcon> = {
  Dashboard: LayoutDashboard,
  Employees: Users,
  'Employee List': Contact,
  'Organization Chart': Network,
  Onboarding: UserPlus,
  Attendance: CalendarCheck,
  'Time Tracking': Clock,
  'Attendance Records': ClipboardList,
  'Leave Management': CalendarDays,
  'Leave Requests': CalendarRange,
  Holidays: CalendarHeart,
  Payroll: Wallet,
  'Payroll Processing': Calculator,
  'Salary Slips': Receipt,
  Documents: FileText,
  Training: GraduationCap,
  Recruitment: Briefcase,
  Reports: ChartColumn,
  Announcements: Megaphone,
  'Self Service': UserCog,
  Settings,
};

export function navIcon(label: string): LucideIcon {
  return ICONS[label] ?? LayoutDashboard;
}
