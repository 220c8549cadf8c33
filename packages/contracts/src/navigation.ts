/**
 * The sidebar (spec §2) and the access each page needs. The web builds its menu
 * and route guards from this table; the browser tests check each role's menu
 * against it. The menu follows what a person can do, not only their role
 * (product decisions, "Who sees what, beyond roles"): an entry may also open to
 * a capability the server reports (`GET /auth/capabilities`).
 */
import type { Capabilities } from './auth';
import type { Permission } from './roles';

/** A capability of `GET /auth/capabilities`, each true or false. */
export type Capability = keyof Capabilities;

export interface NavItem {
  label: string;
  path: string;
  permission: Permission;
  /** Also shown to someone without the permission who has this capability. */
  capability?: Capability;
  children?: readonly NavItem[];
}

export const NAVIGATION: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', permission: 'dashboard:read' },
  {
    // Everyone: the directory of colleagues' cards and the organisation chart.
    label: 'Employees',
    path: '/employees',
    permission: 'employees:directory',
    children: [
      { label: 'Employee List', path: '/employees', permission: 'employees:directory' },
      { label: 'Organization Chart', path: '/organization', permission: 'employees:directory' },
      { label: 'Onboarding', path: '/onboarding', permission: 'onboarding:read' },
    ],
  },
  {
    label: 'Attendance',
    path: '/attendance',
    permission: 'attendance:self',
    children: [
      { label: 'Time Tracking', path: '/time-tracking', permission: 'time-tracking:self' },
      { label: 'Attendance Records', path: '/attendance', permission: 'attendance:self' },
    ],
  },
  {
    // The spec's sidebar has no Holidays entry although its route table has the page: it sits here.
    label: 'Leave Management',
    path: '/leave-management',
    permission: 'leave:self',
    children: [
      { label: 'Leave Requests', path: '/leave-management', permission: 'leave:self' },
      { label: 'Holidays', path: '/holidays', permission: 'holidays:read' },
    ],
  },
  {
    label: 'Payroll',
    path: '/payroll',
    permission: 'payroll:manage',
    children: [
      { label: 'Payroll Processing', path: '/payroll', permission: 'payroll:manage' },
      { label: 'Salary Slips', path: '/salary-slips', permission: 'payroll:manage' },
    ],
  },
  { label: 'Documents', path: '/document-management', permission: 'documents:self' },
  { label: 'Training', path: '/training', permission: 'training:read' },
  { label: 'Recruitment', path: '/recruitment', permission: 'recruitment:read', capability: 'canRecruit' },
  { label: 'Reports', path: '/reports', permission: 'reports:read' },
  { label: 'Announcements', path: '/announcements', permission: 'announcements:read' },
  { label: 'Self Service', path: '/employee-self-service', permission: 'self-service:use' },
  { label: 'Settings', path: '/settings', permission: 'settings:read' },
];

/**
 * The permission each page of the shell needs. `/salary-slips` is open to every
 * role (each sees their own slips) although the menu lists it under Payroll; `/onboarding` too (an
 * employee opens the tasks given to them, and their own checklist, from a notification) although
 * the menu lists it for managers and up; `/recruitment` too (a hiring manager follows their openings and
 * an interviewer fills in their scorecard, from the menu or a notification; anyone else finds it empty).
 * `/employees` and `/organization` are everyone's: the server gives each the view their role may see.
 */
export const ROUTE_ACCESS: Readonly<Record<string, Permission>> = {
  '/dashboard': 'dashboard:read',
  '/employees': 'employees:directory',
  '/organization': 'employees:directory',
  '/onboarding': 'self-service:use',
  '/attendance': 'attendance:self',
  '/time-tracking': 'time-tracking:self',
  '/leave-management': 'leave:self',
  '/salary-slips': 'payroll:self',
  '/payroll': 'payroll:manage',
  '/reports': 'reports:read',
  '/announcements': 'announcements:read',
  '/settings': 'settings:read',
  '/employee-self-service': 'self-service:use',
  '/document-management': 'documents:self',
  '/holidays': 'holidays:read',
  '/training': 'training:read',
  '/recruitment': 'self-service:use',
  '/profile': 'profile:self',
};
