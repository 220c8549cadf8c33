import { expect, type Page, test } from './fixtures';
import { addDays, apiGet, capture, entry, pageOverflow, signIn } from './helpers';

interface Day {
  id: string;
  date: string;
  status: string;
  source: 'derived' | 'corrected';
}

/** `Tue, 24 Nov`, as the pages name a day. */
const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** A past day of the signed-in person that the clock made present, not yet corrected by anyone. */
async function presentDay(page: Page): Promise<Day> {
  const today = new Date().toISOString().slice(0, 10);
  const list = await apiGet<{ items: Day[] }>(
    page,
    `/attendance/my-attendance?from=${addDays(today, -40)}&to=${addDays(today, -1)}&limit=100`,
  );
  const day = list.items.find((d) => d.status === 'present' && d.source === 'derived');
  expect(day, 'a present day in the demo’s last weeks').toBeDefined();
  return day!;
}

test('hr corrects a day of an employee with a reason; the employee’s open calendar shows it without a reload', async ({
  browser,
}) => {
  // Two people signed in, a correction, its event and its removal: more than one sign-in's time.
  test.slow();
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  const day = await presentDay(employee);
  await employee.goto(`/attendance?date=${day.date}`);
  const cell = employee.locator(`[data-testid="calendar-day"][data-date="${day.date}"]`);
  await expect(cell).toHaveAttribute('data-status', 'present');
  await expect(employee.getByTestId('day-details')).toContainText('Present');
  await expect(employee.getByTestId('attendance-stats')).toContainText('Attendance');
  await capture(employee, { path: test.info().outputPath('attendance-mine.png'), fullPage: true });

  // hr, in another browser, finds the day among everyone's and corrects it.
  const hr = await (await browser.newContext()).newPage();
  await signIn(hr, 'hr', '/attendance/all');
  await expect(hr.getByRole('heading', { name: 'Who is in now' })).toBeVisible();
  await expect(hr.getByTestId('week-bar')).toHaveCount(7);
  await hr.getByRole('textbox', { name: 'Person' }).fill('Ishaan');
  await hr.getByRole('textbox', { name: 'From' }).fill(entry(day.date));
  await hr.getByRole('textbox', { name: 'To' }).fill(entry(day.date));
  const row = hr.getByTestId('attendance-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ishaan Kapoor');
  await row.getByRole('button', { name: `Correct Ishaan Kapoor, ${shortDay(day.date)}` }).click();
  const dialog = hr.getByRole('dialog', { name: 'Correct Ishaan Kapoor’s day' });
  await dialog.getByLabel('Mark as').selectOption({ label: 'Half day' });
  await dialog.getByRole('button', { name: 'Review correction' }).click();
  await expect(dialog.getByText('Say why the day is corrected')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Left at noon for a family emergency, agreed with the manager');
  await capture(hr, { path: test.info().outputPath('attendance-correct-dialog.png') });
  await dialog.getByRole('button', { name: 'Review correction' }).click();
  const confirm = hr.getByRole('alertdialog', {
    name: `Mark Ishaan Kapoor half day on ${shortDay(day.date)}?`,
  });
  await expect(confirm).toContainText('Ishaan Kapoor is told');
  await confirm.getByRole('button', { name: 'Correct the day' }).click();
  await expect(hr.getByText(`Ishaan Kapoor’s ${shortDay(day.date)} is now half day`)).toBeVisible();
  await expect(row).toContainText('Half day');
  await expect(row).toContainText('Left at noon');

  // The employee's open page hears of it: the day, its reason, the bell; no reload.
  await expect(cell).toHaveAttribute('data-status', 'half_day');
  const details = employee.getByTestId('day-details');
  await expect(details).toContainText('Half day');
  await expect(details).toContainText('Corrected by');
  await expect(details).toContainText('Left at noon for a family emergency, agreed with the manager');
  await expect(details).toContainText('the clock said present');
  await expect(employee.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await capture(employee, {
    path: test.info().outputPath('attendance-mine-corrected.png'),
    fullPage: true,
  });

  // Removing the correction lets the clock speak again.
  await row.getByRole('button', { name: `Correct Ishaan Kapoor, ${shortDay(day.date)}` }).click();
  await dialog.getByLabel('Mark as').selectOption({ label: 'Remove the correction: back to present' });
  await dialog.getByLabel('Reason').fill('The emergency was the next day');
  await dialog.getByRole('button', { name: 'Review correction' }).click();
  await hr.getByRole('alertdialog').getByRole('button', { name: 'Remove the correction' }).click();
  await expect(cell).toHaveAttribute('data-status', 'present');
});

test('hr exports the records and a month’s muster roll', async ({ page }) => {
  await signIn(page, 'hr', '/attendance/all');
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const list = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV, a row a day' }).click();
  expect((await list).suggestedFilename()).toMatch(
    /^attendance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Muster roll of a month…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Muster roll' });
  const month = await dialog.getByLabel('Month').inputValue();
  const muster = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await muster).suggestedFilename()).toBe(`muster-roll-${month}.xlsx`);
  await expect(dialog).toBeHidden();

  // Regenerating a day asks first, and corrections stand.
  await page.getByRole('button', { name: 'Regenerate a day' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate a day' });
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Work out .* again for everyone\?$/ });
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText(/worked out again: \d+ days? changed for \d+ people/)).toBeVisible();
});

test('attendance works on a phone: my calendar opens a day, team records are cards', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'manager', '/attendance');
  const worked = page.locator('[data-testid="calendar-day"][data-status="present"]').first();
  await worked.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('day-details')).toBeVisible();
  const overflow = () => pageOverflow(page);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('attendance-phone-day.png') });
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/attendance\/all$/);
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('attendance-phone-team.png'), fullPage: true });
});

test('an employee asks for a Saturday worked to be recorded; the manager approves it and the day counts', async ({
  browser,
}) => {
  test.slow();
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  const today = new Date().toISOString().slice(0, 10);
  const list = await apiGet<{ items: (Day & { firstIn: string | null })[] }>(
    employee,
    `/attendance/my-attendance?from=${addDays(today, -30)}&to=${addDays(today, -1)}&limit=100`,
  );
  const saturday = list.items.find(
    (d) => d.status === 'weekend' && !d.firstIn && new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6,
  );
  expect(saturday, 'a Saturday off in the last month').toBeDefined();
  await employee.goto(`/attendance?date=${saturday!.date}`);
  await employee.getByRole('button', { name: 'Ask for a correction' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Ask for a correction' });
  await dialog.getByLabel('Came in').fill('10:00');
  await dialog.getByLabel('Left').fill('14:30');
  await dialog.getByLabel('Reason').fill('Came in for the release on Saturday; forgot to clock in');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    employee.getByText(`Asked to record ${shortDay(saturday!.date)}; your manager is told`),
  ).toBeVisible();
  const mine = employee.getByTestId('correction-request').filter({ hasText: 'Came in for the release' });
  await expect(mine).toContainText('Waiting');
  await expect(mine).toContainText('10:00 am – 2:30 pm');

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager', '/attendance/requests');
  await expect(manager.getByRole('tab', { name: /Requests/ })).toContainText(/\d/);
  const waiting = manager.getByTestId('correction-request').filter({ hasText: 'Came in for the release' });
  await expect(waiting).toContainText(`Ishaan Kapoor · ${shortDay(saturday!.date)}`);
  await capture(manager, { path: test.info().outputPath('attendance-requests.png'), fullPage: true });
  await waiting.getByRole('button', { name: `Approve Ishaan Kapoor’s ${shortDay(saturday!.date)}` }).click();
  await expect(manager.getByText(`Ishaan Kapoor’s ${shortDay(saturday!.date)} is recorded`)).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // The employee's open page hears of it: the request is recorded and the day has its hours.
  await expect(mine).toContainText('Recorded', { timeout: 15_000 });
  await expect(employee.getByTestId('day-details')).toContainText('4h 30m');
});

test('hr gives a person a shift of their own on their record, then takes it away', async ({ browser }) => {
  // Two changes, each working the person's day out again, and the page at two widths.
  test.slow();
  const context = await browser.newContext();
  const hr = await context.newPage();
  await signIn(hr, 'hr', '/employees');
  await hr.getByLabel('Search employees').fill('Sneha Pillai');
  await hr.getByRole('link', { name: 'Sneha Pillai', exact: true }).click();
  await expect(hr.getByRole('heading', { level: 1, name: 'Sneha Pillai' })).toBeVisible();
  await hr.getByRole('tab', { name: 'Attendance' }).click();
  await expect(hr).toHaveURL(/[?&]tab=attendance/);

  const card = hr.getByTestId('shift-card');
  const hours = card.getByTestId('shift-hours');
  // No shift of her own yet: her office's, or the company's.
  await expect(hours).toHaveText(/^\d\d:\d\d – \d\d:\d\d · (company shift|.+ office’s shift)$/);
  const before = (await hours.textContent()) ?? '';
  await expect(card).toContainText('Times in IST');

  await card.getByRole('button', { name: 'Edit shift' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Edit Sneha Pillai’s shift' });
  await expect(dialog.getByRole('button', { name: /^Use the/ })).toHaveCount(0);
  await dialog.getByLabel('Starts at').fill('07:15');
  await dialog.getByLabel('Ends at').fill('16:45');
  await capture(hr, { path: test.info().outputPath('shift-dialog.png') });
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(hr.getByText('Sneha Pillai’s own shift is 07:15 – 16:45')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(hours).toHaveText('07:15 – 16:45 · own shift');
  await capture(card, { path: test.info().outputPath('shift-card.png') });

  // On a phone the card keeps to the screen, and so does the dialog.
  await hr.setViewportSize({ width: 390, height: 844 });
  await expect(hours).toHaveText('07:15 – 16:45 · own shift');
  const overflow = () => pageOverflow(hr);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await capture(card, { path: test.info().outputPath('shift-card-phone.png') });
  await card.getByRole('button', { name: 'Edit shift' }).click();
  await expect(dialog.getByLabel('Starts at')).toHaveValue('07:15');
  await capture(hr, { path: test.info().outputPath('shift-dialog-phone.png') });

  // Taking it away asks first, then the office's (or company's) shift applies again.
  await dialog.getByRole('button', { name: /^Use the (office|company) shift$/ }).click();
  const confirm = hr.getByRole('alertdialog', {
    name: /^Use the (office|company) shift for Sneha Pillai\?$/,
  });
  await expect(confirm).toContainText('Their own shift, 07:15 – 16:45, is taken away');
  await confirm.getByRole('button', { name: /^Use the (office|company) shift$/ }).click();
  await expect(hr.getByText(/^Sneha Pillai is back on the /)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(hours).toHaveText(before);
  await context.close();
});
