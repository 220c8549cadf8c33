/**
 * Every page of the shell each role may open, checked by axe-core: no serious or critical
 * violation, in the light theme, and in the dark one for the pages people start on.
 */
import { ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './helpers';

const PAGES = Object.entries(ROUTE_ACCESS);
const DARK_TOO = new Set(['/dashboard', '/reports', '/employee-self-service']);

test('the sign-in pages and the careers page pass axe-core in both themes', async ({ page }) => {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
    for (const path of ['/login', '/forgot-password', '/careers']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const violation of await seriousViolations(page)) found.push(`${path} (${theme}): ${violation}`);
    }
  }
  expect(found).toEqual([]);
});

/** Pages a test: each part signs in afresh, so a slow machine meets a test's timeout per part, not per role. */
const PART_SIZE = 8;

for (const role of ROLES as readonly Role[]) {
  const pages = PAGES.filter(([, permission]) => can(role, permission)).map(([path]) => path);
  for (let start = 0; start < pages.length; start += PART_SIZE) {
    const part = pages.slice(start, start + PART_SIZE);
    test(`every page ${role} may open passes axe-core (${part[0]} to ${part.at(-1)})`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, role);
      const found: string[] = [];
      for (const path of part) {
        for (const theme of DARK_TOO.has(path) ? ['light', 'dark'] : ['light']) {
          await page.evaluate((t) => localStorage.setItem('hrms-theme', t), theme);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Panels and lists load on their own: check once none is loading.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          for (const violation of await seriousViolations(page))
            found.push(`${path} (${theme}): ${violation}`);
        }
      }
      await page.evaluate(() => localStorage.removeItem('hrms-theme'));
      expect(found).toEqual([]);
    });
  }
}
