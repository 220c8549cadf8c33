import { describe, expect, it } from 'vitest';
import { NAVIGATION, ROUTE_ACCESS } from './navigation';
import { can, employeeScope, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from './roles';

describe('role → permission matrix', () => {
  it('gives each role a strictly larger set than the one below it', () => {
    const size = (r: (typeof ROLES)[number]) => ROLE_PERMISSIONS[r].size;
    expect(size('employee')).toBeLessThan(size('manager'));
    expect(size('manager')).toBeLessThan(size('hr'));
    expect(size('hr')).toBeLessThan(size('admin'));
    for (const p of ROLE_PERMISSIONS.employee) expect(can('manager', p)).toBe(true);
    for (const p of ROLE_PERMISSIONS.hr) expect(can('admin', p)).toBe(true);
  });

  it('grants every permission to admin and keeps security and roles from hr', () => {
    for (const p of PERMISSIONS) expect(can('admin', p)).toBe(true);
    expect(can('hr', 'settings:security')).toBe(false);
    expect(can('hr', 'sessions:admin')).toBe(false);
    expect(can('hr', 'roles:grant-admin')).toBe(false);
  });

  it('keeps payroll and employee writes from managers and employees', () => {
    for (const role of ['manager', 'employee'] as const) {
      expect(can(role, 'payroll:manage')).toBe(false);
      expect(can(role, 'employees:write')).toBe(false);
      expect(can(role, 'settings:read')).toBe(false);
    }
    expect(can('employee', 'employees:read')).toBe(false);
    expect(can('employee', 'reports:read')).toBe(false);
  });

  it('scopes the directory by role', () => {
    expect(ROLES.map(employeeScope)).toEqual(['all', 'all', 'team', 'directory']);
  });
});

describe('navigation', () => {
  const visible = (role: (typeof ROLES)[number]) =>
    NAVIGATION.filter((item) => can(role, item.permission)).map((item) => item.label);

  it('shows each role the spec §2 entries, and everyone the people directory (product decisions)', () => {
    expect(visible('employee')).toEqual([
      'Dashboard',
      'Employees',
      'Attendance',
      'Leave Management',
      'Documents',
      'Training',
      'Announcements',
      'Self Service',
    ]);
    expect(visible('manager')).toEqual([
      'Dashboard',
      'Employees',
      'Attendance',
      'Leave Management',
      'Documents',
      'Training',
      'Reports',
      'Announcements',
      'Self Service',
    ]);
    const all = NAVIGATION.map((item) => item.label);
    expect(visible('hr')).toEqual(all);
    expect(visible('admin')).toEqual(all);
  });

  it('guards every menu path with a route permission', () => {
    for (const item of NAVIGATION) {
      for (const entry of [item, ...(item.children ?? [])]) {
        expect(ROUTE_ACCESS[entry.path], entry.path).toBeDefined();
      }
    }
  });
});
