/**
 * The menu and page guards, derived from the shared NAVIGATION and
 * ROUTE_ACCESS tables so the web never keeps its own copy of who sees what.
 */
import { NAVIGATION, type NavItem, ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, type Permission, type Role } from '@hrms/contracts/roles';
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

/** The entries a role may see, with each group's children filtered the same way. */
export function visibleNavigation(role: Role): NavItem[] {
  return NAVIGATION.filter((item) => can(role, item.permission)).map((item) =>
    item.children
      ? { ...item, children: item.children.filter((child) => can(role, child.permission)) }
      : item,
  );
}

/** The permission a page needs, from the first segment of its path; undefined when none is listed. */
export function routePermission(pathname: string): Permission | undefined {
  const first = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean)[0];
  return first ? ROUTE_ACCESS[`/${first}`] : undefined;
}

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
