import { describe, expect, it } from 'vitest';
import { deriveBreadcrumbs, titleCase } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('has a single item for a top-level page (so none are shown)', () => {
    expect(deriveBreadcrumbs('/dashboard')).toEqual([{ label: 'Dashboard', path: '/dashboard' }]);
    expect(deriveBreadcrumbs('/')).toEqual([]);
  });

  it('labels known paths from the menu, preferring the top-level entry', () => {
    expect(deriveBreadcrumbs('/employees/new')).toEqual([
      { label: 'Employees', path: '/employees' },
      { label: 'New', path: '/employees/new' },
    ]);
    expect(deriveBreadcrumbs('/document-management')[0]?.label).toBe('Documents');
    expect(deriveBreadcrumbs('/employee-self-service')[0]?.label).toBe('Self Service');
    expect(deriveBreadcrumbs('/organization')[0]?.label).toBe('Organization Chart');
    expect(deriveBreadcrumbs('/salary-slips')[0]?.label).toBe('Salary Slips');
  });

  it('title-cases unknown segments', () => {
    expect(deriveBreadcrumbs('/settings/leave-policies/edit-details').map((c) => c.label)).toEqual([
      'Settings',
      'Leave Policies',
      'Edit Details',
    ]);
    expect(deriveBreadcrumbs('/holidays/calendar').map((c) => c.label)).toEqual(['Holidays', 'Calendar']);
  });

  it('reads whatever stands in a record’s place as "Details", never as a title-cased typo', () => {
    expect(deriveBreadcrumbs('/employees/not-a-real-id').map((c) => c.label)).toEqual([
      'Employees',
      'Details',
    ]);
    expect(deriveBreadcrumbs('/employees/abc-123/edit').map((c) => c.label)).toEqual([
      'Employees',
      'Details',
      'Edit',
    ]);
  });

  it('reads a record id as "Details" until the page names it', () => {
    const id = '0b8f3c2e-6a1d-4f7e-9c3b-2d5e8a1f4c70';
    expect(deriveBreadcrumbs(`/employees/${id}/edit`).map((c) => c.label)).toEqual([
      'Employees',
      'Details',
      'Edit',
    ]);
    const named = new Map([[`/employees/${id}`, 'Priya Shah']]);
    expect(deriveBreadcrumbs(`/employees/${id}/edit`, named).map((c) => c.label)).toEqual([
      'Employees',
      'Priya Shah',
      'Edit',
    ]);
  });

  it('ignores trailing and repeated slashes', () => {
    expect(deriveBreadcrumbs('/leave-management//history/').map((c) => c.label)).toEqual([
      'Leave Management',
      'History',
    ]);
  });

  it('title-cases words joined by dashes or underscores', () => {
    expect(titleCase('leave-management')).toBe('Leave Management');
    expect(titleCase('time_tracking')).toBe('Time Tracking');
    expect(titleCase('caf%C3%A9')).toBe('Café');
  });
});
