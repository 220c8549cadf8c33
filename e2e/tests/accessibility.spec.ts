/**
 * Every page of the shell each role may open, checked by axe-core in the light and the dark theme:
 * no serious or critical violation. The theme follows the system's, so a page is checked light,
 * then turned dark in place (no second load) and checked again.
 */
import { ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './helpers';

const PAGES = Object.entries(ROUTE_ACCESS);

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
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Panels and lists load on their own: check once none is loading.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          // The class flips first and some colours are painted a moment later, so what axe finds
          // just after the switch is looked at again, up to twice; a real violation stays.
          let violations = await seriousViolations(page);
          for (let again = 0; again < 2 && violations.length > 0 && theme === 'dark'; again++) {
            await page.waitForTimeout(500);
            violations = await seriousViolations(page);
          }
          for (const violation of violations) found.push(`${path} (${theme}): ${violation}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
}
