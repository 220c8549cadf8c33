import type { Role } from '@hrms/contracts/roles';
import { expect, test } from './fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, SPEC_MENU, signIn, signInWithForm } from './helpers';

const ROLES: Role[] = ['admin', 'hr', 'manager', 'employee'];

test.describe('sign-in and the shell of each role', () => {
  for (const role of ROLES) {
    test(`${role} signs in and sees exactly the ${role} sidebar`, async ({ page }) => {
      await signInWithForm(page, role);
      // This browser's first sign-in may be a new device to the account, which says so instead.
      await expect(page.getByText(/^(Login successful!|Security Alert: )/)).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Main' });
      const labels = () =>
        nav
          .locator(':scope [data-nav-top]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-nav-top')));
      await expect.poll(labels).toEqual(SPEC_MENU[role]);

      // The dashboard greets the signed-in person, with their own day below.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your day' })).toBeVisible();
      await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');
    });
  }

  test('the manager sees the children of Employees, Attendance and Leave Management', async ({ page }) => {
    await signIn(page, 'manager');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [group, children] of [
      ['Employees', ['Employee List', 'Organization Chart', 'Onboarding']],
      ['Attendance', ['Time Tracking', 'Attendance Records']],
      ['Leave Management', ['Leave Requests', 'Holidays']],
    ] as const) {
      const toggle = nav.locator(`[data-nav-top="${group}"]`);
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      for (const child of children)
        await expect(nav.getByRole('link', { name: child, exact: true })).toBeVisible();
    }
  });
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL.employee);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the theme persists across a reload', async ({ page }) => {
  await signIn(page, 'employee');
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('hrms-theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('System theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'employee');
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('an unknown path redirects to /login when signed out and /dashboard when signed in', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'employee', '/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a 401 from the server clears the token and sends the browser to /login', async ({ page, request }) => {
  await signIn(page, 'employee');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // The session ends elsewhere (e.g. revoked); the next call from this browser is a 401.
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.ok()).toBe(true);

  // The server also closes this browser's socket, which may send it to /login before the next call.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a role is refused a page it may not use', async ({ page }) => {
  await signIn(page, 'employee', '/payroll');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});

test('signing out shows the message and protects the shell again', async ({ page }) => {
  await signIn(page, 'hr', '/profile');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  // The next sign-in, perhaps someone else's, starts at the dashboard, not at the page left behind.
  await page.getByLabel('Email').fill(DEMO_EMAIL.employee);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the sidebar collapses to 64px and opens to 256px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  const sidebar = page.getByTestId('sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
});

test('breadcrumbs show only below the top level', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page.goto('/employees/new');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Employee');
});

test("the header's menus load on the first sign of intent and open on the first click or key", async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A click that reaches the theme button before its menu has loaded (no hover first) still opens it.
  await page.reload();
  await page.getByRole('button', { name: 'Theme' }).dispatchEvent('click');
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  await page.keyboard.press('Escape');

  // From the keyboard: focus lands on the user button while the menus load, stays there, and Enter opens it.
  await page.reload();
  await page.getByRole('button', { name: 'User menu' }).focus();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});
