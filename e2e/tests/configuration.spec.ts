import { expect, test } from './fixtures';
import { apiPost, capture, pageOverflow, seriousViolations, signIn } from './helpers';

test('hr changes settings on Settings → All settings: a refused value saves nothing, a good pair saves together', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'hr', '/settings?tab=configuration');
  await expect(page.getByRole('heading', { name: 'All settings' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Hr sees every area but security.
  await expect(page.getByRole('heading', { name: 'Time tracking', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security', level: 3 })).toHaveCount(0);
  await expect(page.getByText('security.lockoutThreshold')).toHaveCount(0);
  // Each setting in words, its key beside it: a size in MB, a time, a pay day, networks as rows.
  await expect(page.getByLabel('Largest upload', { exact: true })).toHaveValue('10');
  await expect(page.getByText('documents.maxUploadBytes')).toBeVisible();
  await expect(page.getByLabel('Shift starts', { exact: true })).toHaveAttribute('type', 'time');
  await expect(page.getByRole('combobox', { name: 'Pay day' })).toHaveValue('"last_working_day"');
  await expect(page.getByRole('group', { name: 'Networks clock-ins may come from' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('configuration-hr.png'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await capture(page, { path: test.info().outputPath('configuration-hr-dark.png'), fullPage: true });
  await page.evaluate(() => localStorage.removeItem('hrms-theme'));
  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Two changes, one out of range: nothing is saved and the bad one says why.
  await page.getByLabel('Search settings').fill('grace');
  const grace = page.getByLabel('Grace period before late', { exact: true });
  await grace.fill('300');
  await page.getByLabel('Search settings').fill('comp');
  await page.getByLabel('Compensatory off usable for', { exact: true }).fill('60');
  await expect(page.getByText('2 unsaved changes')).toBeVisible();
  await page.getByLabel('Search settings').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Nothing was saved. Correct the settings marked below and save again.'),
  ).toBeVisible();
  await expect(page.getByText('Must be at most 240 minutes')).toBeVisible();
  await expect(grace).toHaveAttribute('aria-invalid', 'true');
  const unchanged = await page.evaluate(async () => {
    const res = await fetch('/api/configuration?category=leave', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()).items.find((e: { key: string }) => e.key === 'leave.compOffExpiryDays').value;
  });
  expect(unchanged).toBe(90);

  // Corrected, both save at once; the Time tracking tab shows the same value.
  await grace.fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('2 settings saved')).toBeVisible();
  await expect(page.getByText('unsaved change')).toHaveCount(0);
  await expect(page.getByLabel('Grace period before late', { exact: true })).toHaveValue('20');
  await page.getByRole('tab', { name: 'Time tracking' }).click();
  await expect(page.getByRole('spinbutton', { name: /^Grace period/ })).toHaveValue('20');

  // On a phone, in the dark: nothing spills sideways, and axe-core passes.
  await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=configuration');
  await expect(page.getByRole('heading', { name: 'All settings' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Changed from default').first()).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('configuration-hr-phone-dark.png'), fullPage: true });
  await page.evaluate(() => localStorage.removeItem('hrms-theme'));
  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await pageOverflow(page)).toBe(0);
  await capture(page, { path: test.info().outputPath('configuration-hr-phone.png'), fullPage: true });

  const back = await apiPost<unknown>(page, '/configuration/bulk', {
    items: [
      { key: 'time-tracking.graceMinutes', value: 15 },
      { key: 'leave.compOffExpiryDays', value: 90 },
    ],
  });
  expect(back.status).toBe(200);
});

test('admin sees the security keys among all settings', async ({ page }) => {
  await signIn(page, 'admin', '/settings?tab=configuration');
  await page.getByLabel('Area').selectOption('security');
  await expect(page.getByText('security.lockoutThreshold')).toBeVisible();
  await expect(page.getByText('auth.demoAccountsVisible')).toBeVisible();
  await expect(page.getByText('time-tracking.graceMinutes')).toHaveCount(0);
  await capture(page, { path: test.info().outputPath('configuration-admin-security.png'), fullPage: true });
});
