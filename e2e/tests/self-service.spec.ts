import { statSync } from 'node:fs';
import type { ClockStatus } from '@hrms/contracts/time-tracking';
import { expect, test } from './fixtures';
import {
  addDays,
  apiGet,
  apiSend,
  cancelOwnRequest,
  capture,
  entry,
  freeWeekdays,
  pageOverflow,
  signIn,
  uploadOwnDocument,
} from './helpers';

test('an employee keeps their own records from self service on a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'employee', '/employee-self-service');
  await expect(page).toHaveTitle(/Self Service/);
  const tabs = page.getByRole('tablist', { name: 'Self service' });

  // Profile: the contact details they keep are saved.
  const phone = page.getByLabel('Phone');
  await phone.fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your contact details are saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(/98450\s?12345/);
  expect(await pageOverflow(page)).toBe(0);
  await capture(page, { path: test.info().outputPath('self-service-profile.png'), fullPage: true });

  // Each other tab shows the person's own records, within the phone's width.
  const views: [tab: string, shows: RegExp][] = [
    ['Attendance', /Ask for a correction|days at work/i],
    ['Leave', /Apply for leave/],
    ['Pay', /Tax declaration 20/],
    ['Documents', /Upload/],
    ['Holidays', /The whole year/],
    ['Security', /Two-factor authentication/],
  ];
  for (const [tab, shows] of views) {
    await tabs.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
    await expect(page.getByRole('tabpanel').getByText(shows).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await pageOverflow(page), `${tab} fits the phone`).toBe(0);
    await capture(page, {
      path: test.info().outputPath(`self-service-${tab.toLowerCase()}.png`),
      fullPage: true,
    });
  }

  // Apply for leave from self service opens the form on the leave page.
  await tabs.getByRole('tab', { name: 'Leave' }).click();
  await page.getByRole('link', { name: 'Apply for leave' }).click();
  await expect(page.getByRole('dialog', { name: /Apply for leave/ })).toBeVisible();
});

test('an employee’s day on a phone: clock in, ask for leave, read an announcement, open a slip, upload a document, clock out', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'employee');
  const fits = async (what: string) => expect(await pageOverflow(page), `${what} fits the phone`).toBe(0);
  const shot = (name: string) =>
    capture(page, { path: test.info().outputPath(`phone-${name}.png`), fullPage: true });

  // Clock in (from clocked out, whatever an earlier test left).
  const status = await apiGet<ClockStatus>(page, '/time-tracking/status');
  if (status.state !== 'clocked_out') await apiSend(page, 'POST', '/time-tracking/clock-out', {});
  await page.goto('/time-tracking');
  const card = page.getByTestId('clock-card');
  await card.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(card.locator('[data-state="working"]')).toHaveText('Working');
  await fits('the clock');
  await shot('clock-in');

  // Ask for a day of leave without pay on a free weekday ahead.
  const types = await apiGet<{ items: { id: string; code: string }[] }>(page, '/leave/types');
  const unpaid = types.items.find((t) => t.code === 'LWP')!;
  const [day] = await freeWeekdays(page, unpaid.id, addDays(new Date().toISOString().slice(0, 10), 10), 1);
  expect(day, 'a free weekday ahead').toBeDefined();
  await page.goto('/leave-management');
  await page.getByRole('button', { name: 'Apply for leave' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for leave' });
  await apply.getByLabel('Leave type').selectOption({ label: 'Leave without pay' });
  await apply.getByRole('textbox', { name: 'First day' }).fill(entry(day!));
  await apply.getByRole('textbox', { name: 'Last day' }).fill(entry(day!));
  await expect(apply.getByTestId('leave-preview')).toContainText('1 day of leave');
  await apply.getByRole('textbox', { name: 'Reason (optional)' }).fill('Phone test: a family function');
  await shot('leave-apply');
  await apply.getByRole('button', { name: 'Send request' }).click();
  const mine = page.getByTestId('leave-row').filter({ hasText: 'Phone test: a family function' });
  await expect(mine).toContainText('Pending');
  await fits('the leave page');

  // Read an announcement.
  await page.goto('/announcements');
  const feed = await apiGet<{ items: { title: string }[] }>(page, '/announcements/published?limit=1');
  const title = feed.items[0]!.title;
  const first = page.getByTestId('announcement-card').filter({ hasText: title }).first();
  await first.click();
  const reader = page.getByRole('dialog', { name: title });
  await expect(reader).toBeVisible();
  await fits('the announcement');
  await shot('announcement');
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();
  await expect(first).toBeFocused();

  // Open the newest slip and download its PDF.
  await page.goto('/salary-slips');
  const newest = page.getByTestId('my-slip').first();
  await expect(newest).toContainText('₹');
  await newest.getByRole('button', { name: /^View, / }).click();
  const slip = page.getByRole('dialog', { name: /^Salary slip, / });
  await expect(slip.getByTestId('slip-net')).toContainText(/Rupees .* Only/);
  await fits('the slip');
  await shot('slip');
  await page.keyboard.press('Escape');
  const pdf = page.waitForEvent('download');
  await newest.getByRole('button', { name: /^Download PDF, / }).click();
  expect(statSync(await (await pdf).path()).size).toBeGreaterThan(0);

  // Upload a document.
  await uploadOwnDocument(page, { name: 'phone-bill.pdf', category: 'Address proof' }, () =>
    shot('document-upload'),
  );
  await expect(page.getByTestId('employee-documents').getByText('phone-bill.pdf').first()).toBeVisible();
  await fits('the documents');

  // And clock out at the end of the day.
  await page.goto('/time-tracking');
  await card.getByRole('button', { name: 'Clock out', exact: true }).click();
  await expect(card.locator('[data-state="clocked_out"]')).toHaveText('Clocked out');

  // Leave the demo as it was found: the request is taken back.
  await cancelOwnRequest(page, 'Phone test: a family function');
});
