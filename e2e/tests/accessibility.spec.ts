/**
 * Every page of the shell, checked by axe-core in the light and the dark theme: no serious or
 * critical violation. A page is checked once in each distinct view of it: as admin, who opens every
 * page and sees every control on it (hr's pages are admin's, less some settings); as the employee,
 * whose own views of the same pages differ; and as the manager on the pages with a team view. The
 * theme follows the system's, so a page is checked light with every rule, then turned dark in place
 * (no second load) and checked again with the rules colours decide.
 */
import { ROUTE_ACCESS } from '@hrms/contracts/navigation';
import { can, type Role } from '@hrms/contracts/roles';
import { expect, test } from './fixtures';
import { seriousViolations, signIn } from './helpers';

const PAGES = Object.entries(ROUTE_ACCESS);

test('the sign-in pages and the careers page pass axe-core in both themes', async ({ page }) => {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
    for (const path of ['/login', '/forgot-password', '/careers']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The sign-in form moves when its options arrive (the company's name, the demo accounts): a
      // check amid the move reads a label against whatever slid under it.
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) found.push(`${path} (${theme}): ${violation}`);
    }
  }
  expect(found).toEqual([]);
});

test('the check finds what it looks for: a button without a name, and text too faint to read', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button" id="nameless"></button><p id="faint" style="color:#f2f2f2;background:#fff">Faint</p>',
    );
  });
  expect((await seriousViolations(page)).join('\n')).toMatch(/^button-name .*#nameless/m);
  expect((await seriousViolations(page, COLOUR_RULES)).join('\n')).toMatch(/^color-contrast .*#faint/m);
});

/** What a theme changes: colours, so contrast and links told apart by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Pages a test: each part signs in afresh, so a slow machine meets a test's timeout per part, not per role. */
const PART_SIZE = 8;

/** The pages where a manager sees their team, unlike anyone else. */
const TEAM_VIEWS = new Set(['/employees', '/attendance', '/time-tracking', '/leave-management', '/reports']);
const VIEWS: Record<'admin' | 'employee' | 'manager', (path: string) => boolean> = {
  admin: () => true,
  employee: () => true,
  manager: (path) => TEAM_VIEWS.has(path),
};

for (const [role, shown] of Object.entries(VIEWS) as [Role, (path: string) => boolean][]) {
  const pages = PAGES.filter(([path, permission]) => can(role, permission) && shown(path)).map(
    ([path]) => path,
  );
  for (let start = 0; start < pages.length; start += PART_SIZE) {
    const part = pages.slice(start, start + PART_SIZE);
    test(`every page ${role} may open passes axe-core (${part[0]} to ${part.at(-1)})`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await signIn(page, role, part[0]);
      const found: string[] = [];
      for (const path of part) {
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        if (new URL(page.url()).pathname !== path) await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Panels and lists load on their own: check once none is loading.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          // The class flips first and some colours are painted a moment later, so what axe finds
          // just after the switch is looked at again, up to twice; a real violation stays.
          const rules = theme === 'dark' ? COLOUR_RULES : undefined;
          let violations = await seriousViolations(page, rules);
          for (let again = 0; again < 2 && violations.length > 0 && theme === 'dark'; again++) {
            await page.waitForTimeout(500);
            violations = await seriousViolations(page, rules);
          }
          for (const violation of violations) found.push(`${path} (${theme}): ${violation}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
}
