import { expect, test } from './fixtures';
import { capture, pageOverflow, seriousViolations, signIn } from './helpers';

/** A demo person no other browser test works with. */
const PERSON = 'Gaurav Mishra';

test('admin makes someone a manager on Settings → Roles after a confirmation, and back', async ({ page }) => {
  await signIn(page, 'admin', '/settings?tab=roles');
  await expect(page.getByRole('heading', { name: 'Roles', exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'People per role' })).toContainText('Admin: 1');
  // Nobody changes their own role.
  await expect(page.locator('select[title="You cannot change your own role"]')).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('roles-admin.png'), fullPage: true });

  await page.getByLabel('Search people').fill('Gaurav');
  const select = page.getByLabel(`Role of ${PERSON}`);
  await expect(select).toHaveValue('employee');
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row')).toHaveCount(2);

  // Cancelling changes nothing.
  await select.selectOption('manager');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Make ${PERSON} a Manager?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(select).toHaveValue('employee');

  await select.selectOption('manager');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(`${PERSON} is now a Manager`)).toBeVisible();
  await expect(select).toHaveValue('manager');

  // Back, so the demo stays as it was.
  await select.selectOption('employee');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(`${PERSON} is now an Employee`)).toBeVisible();
  await expect(select).toHaveValue('employee');

  // On a phone, in the dark: nothing spills sideways.
  await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=roles');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await pageOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('roles-phone-dark.png'), fullPage: true });
  await page.evaluate(() => localStorage.removeItem('hrms-theme'));
});

test('hr has no Roles tab and the API refuses hr', async ({ page }) => {
  await signIn(page, 'hr', '/settings');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/settings/roles', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return res.status;
  });
  expect(status).toBe(403);
});
