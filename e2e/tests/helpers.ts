import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
const ADMIN_AND_HR_MENU = [
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
];
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
  hr: ADMIN_AND_HR_MENU,
  admin: ADMIN_AND_HR_MENU,
};

/** The newest message in the server's mail outbox (an install without SMTP writes `.eml` files there). */
export function latestOutboxMessage(to: string): string {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of files.reverse()) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/**
 * How far the page runs past the viewport's right edge (0 or less: it keeps to the screen). The
 * toasts' layer is left out: a toast raised at desktop width is still settling into its phone
 * layout just after the window narrows, and it is an overlay, not the page.
 */
export async function pageOverflow(page: Page): Promise<number> {
  // Just after the window is resized the shell may still wear its old layout (the sidebar goes when
  // React hears the media query change): measure once the layout matches the width, a frame later.
  await page.waitForFunction(
    () =>
      !document.querySelector('main') ||
      window.matchMedia('(min-width: 1024px)').matches ===
        !!document.querySelector('[data-testid="sidebar"]'),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { overflow, wide } = await page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toaster]'));
    for (const t of toasts) t.style.display = 'none';
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const wide =
      overflow > 0
        ? Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 8)
            .map(
              (el) =>
                `${el.tagName}.${String(el.className).slice(0, 80)} [${Math.round(el.getBoundingClientRect().right)}] ${el.textContent?.slice(0, 40)}`,
            )
        : [];
    for (const t of toasts) t.style.display = '';
    return { overflow, wide };
  });
  if (overflow > 0) console.info(`OVERFLOW ${overflow}\n${wide.join('\n')}`);
  return overflow;
}
