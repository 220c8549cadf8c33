import type { NavItem } from '@hrms/contracts/navigation';
import type { Role } from '@hrms/contracts/roles';
import { describe, expect, it } from 'vitest';
import { type CapabilitySet, canOpen, isPathActive, routePermission, visibleNavigation } from './navigation';

function outline(role: Role, capabilities: CapabilitySet = {}) {
  return visibleNavigation(role, capabilities).map((item: NavItem) =>
    item.children ? { [item.label]: item.children.map((child) => child.label) } : item.label,
  );
}

describe('the sidebar per role (spec §2)', () => {
  it("shows an employee the personal entries, and colleagues' cards and the org chart", () => {
    expect(outline('employee')).toEqual([
      'Dashboard',
      { Employees: ['Employee List', 'Organization Chart'] },
      { Attendance: ['Time Tracking', 'Attendance Records'] },
      { 'Leave Management': ['Leave Requests', 'Holidays'] },
      'Documents',
      'Training',
      'Announcements',
      'Self Service',
    ]);
  });

  it('adds Employees and Reports for a manager, but not Payroll, Recruitment or Settings', () => {
    expect(outline('manager')).toEqual([
      'Dashboard',
      { Employees: ['Employee List', 'Organization Chart', 'Onboarding'] },
      { Attendance: ['Time Tracking', 'Attendance Records'] },
      { 'Leave Management': ['Leave Requests', 'Holidays'] },
      'Documents',
      'Training',
      'Reports',
      'Announcements',
      'Self Service',
    ]);
  });

  it.each(['employee', 'manager'] as const)(
    'adds Recruitment for a %s who is a hiring manager or an interviewer, in its place',
    (role) => {
      const without = outline(role, { canRecruit: false });
      expect(without).toEqual(outline(role));
      expect(without).not.toContain('Recruitment');
      const withIt = outline(role, { canRecruit: true });
      expect(withIt.filter((entry) => entry !== 'Recruitment')).toEqual(without);
      expect(withIt[withIt.indexOf('Training') + 1]).toBe('Recruitment');
    },
  );

  it('keeps Recruitment for hr and admin whatever the server says', () => {
    expect(outline('hr', { canRecruit: false })).toContain('Recruitment');
    expect(outline('admin', {})).toContain('Recruitment');
  });

  it.each(['hr', 'admin'] as const)('shows %s every entry', (role) => {
    expect(outline(role)).toEqual([
      'Dashboard',
      { Employees: ['Employee List', 'Organization Chart', 'Onboarding'] },
      { Attendance: ['Time Tracking', 'Attendance Records'] },
      { 'Leave Management': ['Leave Requests', 'Holidays'] },
      { Payroll: ['Payroll Processing', 'Salary Slips'] },
      'Documents',
      'Training',
      'Recruitment',
      'Reports',
      'Announcements',
      'Self Service',
      'Settings',
    ]);
  });

  it('links each entry to its page', () => {
    const paths = visibleNavigation('admin').flatMap((item) => [
      item.path,
      ...(item.children ?? []).map((c) => c.path),
    ]);
    expect(paths).toContain('/onboarding');
    expect(paths).toContain('/training');
    expect(paths).toContain('/recruitment');
    expect(paths).toContain('/employee-self-service');
  });
});

describe('page guards', () => {
  it('takes the permission from the first path segment, the directory forms needing more', () => {
    expect(routePermission('/payroll')).toBe('payroll:manage');
    expect(routePermission('/employees/123/edit')).toBe('employees:read');
    expect(routePermission('/employees/123')).toBe('employees:directory');
    expect(routePermission('/')).toBeUndefined();
    expect(routePermission('/nowhere')).toBeUndefined();
  });

  it('refuses pages outside the role and allows the rest', () => {
    expect(canOpen('employee', '/payroll')).toBe(false);
    expect(canOpen('employee', '/employees')).toBe(true);
    expect(canOpen('employee', '/organization')).toBe(true);
    expect(canOpen('employee', '/employees/new')).toBe(false);
    expect(canOpen('manager', '/employees/new')).toBe(true);
    expect(canOpen('employee', '/settings')).toBe(false);
    expect(canOpen('employee', '/salary-slips')).toBe(true);
    expect(canOpen('employee', '/holidays')).toBe(true);
    expect(canOpen('employee', '/profile')).toBe(true);
    expect(canOpen('manager', '/reports')).toBe(true);
    expect(canOpen('manager', '/recruitment')).toBe(true);
    expect(canOpen('manager', '/payroll')).toBe(false);
    expect(canOpen('hr', '/settings')).toBe(true);
    const own = '0b8f3c2e-6a1d-4f7e-9c3b-2d5e8a1f4c70';
    expect(canOpen('employee', `/employees/${own}`, own)).toBe(true);
    expect(canOpen('employee', `/employees/${own}/edit`, own)).toBe(false);
    // A colleague's card.
    expect(canOpen('employee', '/employees/1b8f3c2e-6a1d-4f7e-9c3b-2d5e8a1f4c70', own)).toBe(true);
    expect(canOpen('employee', '/employees/1b8f3c2e-6a1d-4f7e-9c3b-2d5e8a1f4c70/edit', own)).toBe(false);
  });

  it('treats a path as active for itself and its sub-pages only', () => {
    expect(isPathActive('/employees', '/employees')).toBe(true);
    expect(isPathActive('/employees', '/employees/42')).toBe(true);
    expect(isPathActive('/employees', '/employee-self-service')).toBe(false);
  });
});
