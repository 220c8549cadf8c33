import type { Role } from '@hrms/contracts/roles';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'HrmsDemo2026';
export const DEMO_EMAIL: Record<Role, string> = {
  admin: 'admin@acme.test',
  hr: 'hr@acme.test',
  manager: 'manager@acme.test',
  employee: 'employee@acme.test',
};

export async function signIn(page: Page, role: Role) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL[role]);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Spec §2, written out so that the shared navigation table is checked, not trusted. */
export const SPEC_MENU: Record<Role, string[]> = {
  employee: [
    'Dashboard',
    'Attendance',
    'Leave Management',
    'Documents',
    'Training',
    'Announcements',
    'Self Service',
  ],
  manager: [
    'Dashboard',
    'Employees',
    'Attendance',
    'Leave Management',
    'Documents',
    'Training',
    'Reports',
    'Announcements',
    'Self Service',
  ],
  hr: [
    'Dashboard',
    'Employees',
    'Attendance',
    'Leave Management',
    'Payroll',
    'Documents',
    'Training',
    'Recruitment',
    'Reports',
    'Announcements',
    'Self Service',
    'Settings',
  ],
  admin: [
    'Dashboard',
    'Employees',
    'Attendance',
    'Leave Management',
    'Payroll',
    'Documents',
    'Training',
    'Recruitment',
    'Reports',
    'Announcements',
    'Self Service',
    'Settings',
  ],
};
