import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from './fixtures';
import { apiGet, apiPost, capture, pageOverflow, seriousViolations, serverDataDir, signIn } from './helpers';

/** A demo person no other browser test works with, whose mail this test reads. */
const PERSON = { name: 'Farhan', email: 'farhan.qureshi@acme.test' };

/** The text of every mail to `to` in the outbox, with quoted-printable soft breaks undone. */
function mailTo(to: string): string[] {
  const dir = join(serverDataDir(), 'outbox');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.toLowerCase().includes(`to: ${to}`));
}

async function adjustBalance(
  page: Page,
  employeeId: string,
  leaveTypeId: string,
  days: number,
  reason: string,
) {
  const res = await apiPost(page, '/leave/adjustments', { employeeId, leaveTypeId, days, reason });
  expect(res.status).toBe(201);
}

test('hr turns an email type on and off in Settings → Notifications, and the outbox follows', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'hr', '/settings?tab=notifications');
  await expect(page.getByRole('heading', { name: 'Notification defaults' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const email = page.getByRole('switch', { name: 'Leave balance changes: by email' });
  await expect(email).toHaveAttribute('aria-checked', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('notification-defaults-hr.png'), fullPage: true });

  const { items: people } = await apiGet<{ items: { id: string; workEmail: string }[] }>(
    page,
    `/employees?search=${PERSON.name}`,
  );
  const person = people.find((p) => p.workEmail === PERSON.email)!;
  const { items: types } = await apiGet<{ items: { id: string; code: string }[] }>(page, '/leave/types');
  const casual = types.find((t) => t.code === 'CL')!;
  const stamp = Date.now().toString(36);

  // On: a balance change reaches the person's mailbox.
  await email.click();
  await expect(page.getByText('Leave balance changes: company default saved')).toBeVisible();
  await expect(email).toHaveAttribute('aria-checked', 'true');
  await adjustBalance(page, person.id, casual.id, 0.25, `Mail on ${stamp}`);
  await expect.poll(() => mailTo(PERSON.email).some((m) => m.includes(`Mail on ${stamp}`))).toBe(true);

  // Off again: the next change sends no mail, while the bell still gets it.
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'false');
  // Saved on the server before the next change (a toast may merge with the one before it).
  await expect
    .poll(async () => {
      const { events } = await apiGet<{ events: { event: string; company: { email: boolean } }[] }>(
        page,
        '/settings/notifications',
      );
      return events.find((e) => e.event === 'leaveBalance')?.company.email;
    })
    .toBe(false);
  await adjustBalance(page, person.id, casual.id, -0.25, `Mail off ${stamp}`);
  await page.waitForTimeout(2000);
  expect(mailTo(PERSON.email).filter((m) => m.includes(`Mail off ${stamp}`))).toEqual([]);

  // The change is a configuration key too: All settings shows it back at its default.
  await page.getByRole('tab', { name: 'All settings' }).click();
  await page.getByLabel('Search settings').fill('notifications.leaveBalance');
  await expect(page.getByText('notifications.leaveBalance')).toBeVisible();

  // On a phone, in the dark: nothing spills sideways, and axe-core passes.
  await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=notifications');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Leave decisions: by email' })).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, {
    path: test.info().outputPath('notification-defaults-phone-dark.png'),
    fullPage: true,
  });
  await page.evaluate(() => localStorage.removeItem('hrms-theme'));
});

test('an employee chooses for themselves on Profile → Notifications and goes back to the default', async ({
  page,
}) => {
  await signIn(page, 'employee', '/profile#notifications');
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeVisible();
  const announcementsMail = page.getByRole('switch', { name: 'Announcements: by email' });
  await expect(announcementsMail).toHaveAttribute('aria-checked', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await announcementsMail.click();
  await expect(page.getByText('Announcements: saved')).toBeVisible();
  await expect(announcementsMail).toHaveAttribute('aria-checked', 'true');
  const row = page.locator('tr[data-event="announcements"]');
  await expect(row.getByText('Your choice')).toBeVisible();
  await expect(row.getByText('Company default: in the app')).toBeVisible();
  await capture(page, {
    path: test.info().outputPath('notification-settings-employee.png'),
    fullPage: true,
  });

  // A reload keeps it; going back to the default forgets it.
  await page.reload();
  await expect(announcementsMail).toHaveAttribute('aria-checked', 'true');
  await row.getByRole('button', { name: 'Use company default' }).click();
  await expect(page.getByText("Announcements: back to the company's default")).toBeVisible();
  await expect(announcementsMail).toHaveAttribute('aria-checked', 'false');
  await expect(row.getByText('Your choice')).toHaveCount(0);
  // The employee has no company defaults to change.
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('heading', { name: 'Notification defaults' })).toHaveCount(0);
});
