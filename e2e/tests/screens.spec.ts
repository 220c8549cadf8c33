import type { Role } from '@hrms/contracts/roles';
import { expect, test } from './fixtures';
import { capture, SCREEN_VARIANTS, signIn } from './helpers';

/**
 * Screens of the shell in light and dark, desktop and phone, written to
 * e2e/test-results/screens for a person to look at. On a phone nothing may
 * overflow the viewport sideways.
 */

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`screens: sign-in and dashboards, ${device}, ${theme}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await capture(page, { path: `test-results/screens/login-${device}-${theme}.png`, fullPage: true });

    for (const role of ['admin', 'employee'] satisfies Role[]) {
      await signIn(page, role);
      await expect(page.getByRole('heading', { name: 'Leave balance' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await capture(page, {
        path: `test-results/screens/dashboard-${role}-${device}-${theme}.png`,
        fullPage: true,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page overflows the viewport sideways').toBeLessThanOrEqual(0);
      await page.evaluate(() => localStorage.removeItem('token'));
    }
  });
}

/** The screens whose layout, charts or avatars changed, for a person to look at in every variant. */
const CHANGED_SCREENS = [
  ['documents', '/document-management?tab=review', 'Documents'],
  ['self-service', '/employee-self-service?tab=pay', 'Self Service'],
  ['settings', '/settings', 'Settings'],
  ['reports', '/reports', 'Reports'],
  ['employees', '/employees', 'Employees'],
] as const;

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`screens: documents, tab strips, charts and avatars, ${device}, ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, 'admin');
    // A shared machine loads slowly; the screens are for looking at, not a timing check.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    for (const [name, path, heading] of CHANGED_SCREENS) {
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText(heading, { timeout: 30_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await capture(page, { path: `test-results/screens/${name}-${device}-${theme}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows the viewport sideways`).toBeLessThanOrEqual(0);
    }
  });
}
