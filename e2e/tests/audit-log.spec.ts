import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { capture, pageOverflow, seriousViolations, signIn } from './helpers';

test('admin reads the audit log on Settings → Audit log, filters it and exports it', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  // A change of admin's own to find: one audited setting, put back afterwards.
  await page.goto('/settings?tab=notifications');
  const holidays = page.getByRole('switch', { name: 'Holiday reminders: by email' });
  await expect(holidays).toHaveAttribute('aria-checked', 'false');
  await holidays.click();
  await expect(holidays).toHaveAttribute('aria-checked', 'true');
  await holidays.click();
  await expect(holidays).toHaveAttribute('aria-checked', 'false');

  // A fresh page, so the toasts of those changes are gone.
  await page.goto('/settings?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Action').selectOption('settings.notifications.update');
  const table = page.getByRole('table', { name: 'Audit log' });
  // The action and the record in words, the action's key beside them.
  await expect(table.getByRole('row').nth(1)).toContainText('Changed the notification defaults');
  await expect(table.getByRole('row').nth(1)).toContainText('Holiday reminders');
  await expect(table.getByRole('row').nth(1)).toContainText('settings.notifications.update');
  await expect(table.getByRole('row').nth(1)).toContainText('admin@acme.test');
  await table.getByRole('row').nth(1).locator('summary', { hasText: 'holidayReminder' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(
    // As stored: jsonb keeps an object's keys in its own order.
    'holidayReminder: {"email":true,"inApp":true} → {"email":false,"inApp":true}',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('audit-log-admin.png'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await page.reload();
  await page.getByLabel('Action').selectOption('settings.notifications.update');
  await expect(table.getByRole('row').nth(1)).toContainText('Changed the notification defaults');
  await capture(page, { path: test.info().outputPath('audit-log-admin-dark.png'), fullPage: true });
  await page.evaluate(() => localStorage.removeItem('hrms-theme'));
  await page.reload();
  await page.getByLabel('Action').selectOption('settings.notifications.update');

  // The export holds what the filter shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(
    'When (UTC),Who,Email,Action,Action key,Record,Record type,Record id,Reason,Before,After',
  );
  expect(csv).toContain('Changed the notification defaults,settings.notifications.update,Holiday reminders,');
  expect(csv).not.toContain('employee.update');

  // A search that matches nothing says so.
  await page.getByLabel('Record or reason').fill('no such record anywhere');
  await expect(page.getByText('Nothing recorded for these filters')).toBeVisible();

  // On a phone, in the dark: nothing spills sideways.
  await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=audit');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await pageOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('audit-log-phone-dark.png'), fullPage: false });
  await page.evaluate(() => localStorage.removeItem('hrms-theme'));
  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await capture(page, { path: test.info().outputPath('audit-log-phone.png'), fullPage: false });
});

test('admin exports all company data as one ZIP on Settings → Data', async ({ page }) => {
  await signIn(page, 'admin', '/settings?tab=data');
  await expect(page.getByRole('heading', { name: 'Export all company data' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hrms-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  // The people are in it by name; passwords are not.
  expect(bytes.length).toBeGreaterThan(100_000);
  await capture(page, { path: test.info().outputPath('data-admin.png') });
});

test('hr has no audit log', async ({ page }) => {
  await signIn(page, 'hr', '/settings?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Time tracking' })).toHaveAttribute('aria-selected', 'true');
});
