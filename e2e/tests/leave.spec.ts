import { expect, test } from './fixtures';
import { addDays, apiGet, apiPost, capture, entry, freeWeekdays, signIn } from './helpers';

test('an employee asks for leave across a weekend and a holiday; the manager approves it in another browser', async ({
  browser,
}) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee', '/leave-management');
  await expect(employee.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();

  // The next public holiday of the employee's office far enough ahead for earned leave's notice;
  // the leave runs from the day before it to the Monday after, so a weekend is inside too.
  const upcoming = await apiGet<{ items: { date: string; name: string; type: string }[] }>(
    employee,
    '/holidays/my-upcoming?limit=20',
  );
  const soonest = addDays(new Date().toISOString().slice(0, 10), 9);
  const holiday = upcoming.items.find((h) => h.type === 'public' && h.date >= soonest);
  expect(holiday, 'a public holiday ahead in the demo calendar').toBeDefined();
  const start = addDays(holiday!.date, -1);
  let end = addDays(holiday!.date, 1);
  while (new Date(`${end}T00:00:00Z`).getUTCDay() !== 1) end = addDays(end, 1);
  const calendar = await apiGet<{ workingDays: number }>(
    employee,
    `/holidays/calendar-data?from=${start}&to=${end}`,
  );
  const expected = `${calendar.workingDays} ${calendar.workingDays === 1 ? 'day' : 'days'}`;

  await employee.getByRole('button', { name: 'Apply for leave' }).click();
  const dialog = employee.getByRole('dialog', { name: 'Apply for leave' });
  await dialog.getByLabel('Leave type').selectOption({ label: 'Earned leave' });
  await dialog.getByRole('textbox', { name: 'First day' }).fill(entry(start));
  // The last day shows the first until one is typed; typed key by key where a click leaves the
  // caret (after the date shown), it is the day counted and sent.
  const lastDay = dialog.getByRole('textbox', { name: 'Last day' });
  await expect(lastDay).toHaveValue(entry(start));
  await lastDay.click();
  await lastDay.pressSequentially(entry(end));
  await expect(lastDay).toHaveValue(entry(end));
  const preview = dialog.getByTestId('leave-preview');
  await expect(preview).toContainText(`${expected} of leave`);
  await expect(preview).toContainText(`${holiday!.name}, not counted`);
  await expect(preview).toContainText('weekend, not counted');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Long weekend with family');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(employee.getByText(`Leave requested: ${expected} of earned leave`)).toBeVisible();
  const mine = employee.getByTestId('leave-row').filter({ hasText: 'Long weekend with family' });
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText(`Earned leave · ${expected}`);
  await capture(employee, { path: test.info().outputPath('leave-employee.png'), fullPage: true });

  // The manager, in another browser, sees it waiting and approves it with one click.
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager', '/leave-management?tab=approvals');
  const waiting = manager.getByTestId('leave-row').filter({ hasText: 'Long weekend with family' });
  await expect(waiting).toContainText('Ishaan Kapoor');
  await waiting.getByRole('button', { name: 'Approve Ishaan Kapoor’s leave' }).click();
  await expect(manager.getByText('Approved Ishaan Kapoor’s earned leave')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // The employee's open page hears of it: the status, the balance and the bell change, no reload.
  await expect(mine).toContainText('Approved');
  await expect(employee.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await employee.getByRole('button', { name: /^Notifications/ }).click();
  const bellList = employee.getByRole('list', { name: 'Notification list' });
  await expect(bellList.getByText('Leave approved').first()).toBeVisible();
  await employee.keyboard.press('Escape');
  await expect(bellList).toBeHidden();
  await employee.getByRole('button', { name: /^Earned leave .*Show the entries$/ }).click();
  const ledger = employee.getByRole('dialog', { name: /^Earned leave in/ });
  await expect(ledger.getByText('Leave taken').last()).toBeVisible();
  await expect(ledger).toContainText(`-${calendar.workingDays}`);
});

test('the leave page works on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'manager', '/leave-management?tab=calendar');
  await expect(page.getByRole('button', { name: 'Apply for leave' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('leave-phone.png'), fullPage: true });
});

test('hr adds a leave type in the policy editor, limits it to one office, and a refused one says why on its field', async ({
  page,
  browser,
}) => {
  await signIn(page, 'hr', '/leave-management?tab=policies');
  await expect(page.getByTestId('leave-type-row').filter({ hasText: 'Earned leave' })).toContainText(
    '15 days a year · accrues monthly · carry forward 30',
  );
  await page.getByRole('button', { name: 'Add leave type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a leave type' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('CL');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Study leave');
  await dialog.getByRole('textbox', { name: 'Days a year' }).fill('4.3');
  await dialog.getByRole('button', { name: 'Add leave type' }).click();
  await expect(dialog.getByText('Use whole, half or quarter days')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Days a year' }).fill('4.5');
  await dialog.getByRole('button', { name: 'Add leave type' }).click();
  await expect(dialog.getByText('CL is already the code of a leave type.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('STL');
  await dialog.getByRole('button', { name: 'Add leave type' }).click();
  await expect(page.getByText('Study leave was added')).toBeVisible();
  const studyLeave = page.getByTestId('leave-type-row').filter({ hasText: 'Study leave' });
  await expect(studyLeave).toContainText('4.5 days a year');

  // Only the Mumbai office offers it: "chosen" with no office ticked is refused, not saved as every office.
  await page.getByRole('button', { name: 'Edit Study leave' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Study leave' });
  await expect(edit.getByLabel('Applies to offices')).toHaveValue('all');
  await edit.getByLabel('Applies to offices').selectOption({ label: 'Only the offices chosen' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Choose at least one office')).toBeVisible();
  await edit.getByRole('group', { name: 'Offices' }).getByLabel('Mumbai office').check();
  await capture(page, { path: test.info().outputPath('leave-policy-offices.png') });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Study leave was saved')).toBeVisible();
  await expect(studyLeave).toContainText('4.5 days a year · Mumbai office only');
  await capture(page, { path: test.info().outputPath('leave-policies.png'), fullPage: true });

  // An employee of the Bengaluru office is not offered it.
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee', '/leave-management');
  await employee.getByRole('button', { name: 'Apply for leave' }).click();
  const apply = employee.getByRole('dialog', { name: 'Apply for leave' });
  await expect(apply.getByLabel('Leave type').locator('option', { hasText: 'Casual leave' })).toHaveCount(1);
  await expect(apply.getByLabel('Leave type').locator('option', { hasText: 'Study leave' })).toHaveCount(0);
});

test('hr adds a holiday on a day an employee has approved leave still to come: the day goes back by itself', async ({
  browser,
}) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  const types = await apiGet<{ items: { id: string; code: string }[] }>(employee, '/leave/types');
  const sick = types.items.find((t) => t.code === 'SL')!;
  const today = new Date().toISOString().slice(0, 10);
  const [day] = await freeWeekdays(employee, sick.id, addDays(today, 2), 1);
  expect(day, 'a free weekday before the year ends').toBeDefined();
  const asked = await apiPost(employee, '/leave/request', {
    leaveTypeId: sick.id,
    startDate: day,
    endDate: day,
    reason: 'Dentist, root canal',
  });
  expect(asked.status).toBe(201);
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager', '/leave-management?tab=approvals');
  await manager
    .getByTestId('leave-row')
    .filter({ hasText: 'Dentist, root canal' })
    .getByRole('button', { name: 'Approve Ishaan Kapoor’s leave' })
    .click();
  await expect(manager.getByText('Approved Ishaan Kapoor’s sick leave')).toBeVisible();

  // hr makes the day a holiday: the form warns of the leave and says what saving does to it.
  const hr = await (await browser.newContext()).newPage();
  await signIn(hr, 'hr', `/holidays?year=${day!.slice(0, 4)}&office=all`);
  await hr.getByRole('button', { name: 'Add holiday' }).click();
  const form = hr.getByRole('dialog', { name: 'Add a holiday' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Town Foundation Day');
  await form.getByRole('textbox', { name: 'Date' }).fill(entry(day!));
  await expect(form.getByTestId('holiday-conflicts')).toContainText(/approved leave on/);
  await expect(form.getByTestId('holiday-conflicts')).toContainText(
    'leave still to come is counted again and its days go back',
  );
  await form.getByRole('button', { name: 'Add holiday' }).click();
  // The save counts the leave it reaches again, in its transaction: a busy machine takes a while.
  await expect(form).toBeHidden({ timeout: 20_000 });
  // Counted again as it was saved (decision 028): nothing is left to settle, so nothing is asked.
  await expect(hr.getByRole('dialog', { name: 'Approved leave on Town Foundation Day' })).toHaveCount(0);
  const row = hr.getByTestId('holiday-row').filter({ hasText: 'Town Foundation Day' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('holiday-leave-flag')).toHaveCount(0);

  // The employee's balance has the day back, with the holiday named.
  await employee.goto('/leave-management');
  await employee.getByRole('button', { name: /^Sick leave .*Show the entries$/ }).click();
  const ledger = employee.getByRole('dialog', { name: /^Sick leave in/ });
  await expect(ledger.getByText('Given back').first()).toBeVisible();
  await expect(ledger).toContainText('Town Foundation Day');
});

test('a manager going away hands their approvals to a colleague for some days, then takes them back', async ({
  page,
}) => {
  await signIn(page, 'manager', '/leave-management?tab=approvals');
  await page.getByRole('button', { name: 'Hand over' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand over your approvals' });
  await dialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(dialog.getByText('Choose who approves in your place')).toBeVisible();
  await dialog.getByLabel('Who approves').selectOption({ label: 'Kavita Nair' });
  const today = new Date();
  const inDays = (n: number) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + n);
    return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  };
  await dialog.getByRole('textbox', { name: 'From' }).fill(inDays(0));
  await dialog.getByRole('textbox', { name: 'To' }).fill(inDays(4));
  await dialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.getByText(/^Kavita Nair approves for you, /).first()).toBeVisible();
  await expect(page.getByText(/· now$/)).toBeVisible();
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByText('Your approvals are yours again')).toBeVisible();
  await expect(page.getByText(/approves for you/)).toHaveCount(0);
});

test('an employee takes an optional holiday from the holidays page, and sends a long sick leave with its certificate; the manager opens it', async ({
  browser,
}) => {
  const hr = await (await browser.newContext()).newPage();
  await signIn(hr, 'hr');
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  const types = await apiGet<{ items: { id: string; code: string; optionalHolidays: boolean }[] }>(
    employee,
    '/leave/types',
  );
  const optionalType = types.items.find((t) => t.optionalHolidays)!;
  const sick = types.items.find((t) => t.code === 'SL')!;
  const today = new Date().toISOString().slice(0, 10);
  // A retry finds the first attempt's holiday on the server: it offers one of another name.
  const holiday = test.info().retry ? 'Charter Day' : 'Founders’ Day';

  // hr offers an optional holiday on a free weekday ahead, and tops up the allowance if it is spent.
  const [day] = await freeWeekdays(employee, sick.id, addDays(today, 3), 1);
  expect(day, 'a free weekday before the year ends').toBeDefined();
  const me = await apiGet<{ employee: { id: string } }>(employee, '/leave/balance');
  const offered = await apiPost(hr, '/holidays', { date: day, name: holiday, type: 'optional' });
  expect(offered.status).toBe(201);
  const balance = await apiGet<{ items: { leaveType: { id: string }; available: number }[] }>(
    employee,
    '/leave/balance',
  );
  if ((balance.items.find((i) => i.leaveType.id === optionalType.id)?.available ?? 0) < 1) {
    const topUp = await apiPost(hr, '/leave/adjustments', {
      employeeId: me.employee.id,
      leaveTypeId: optionalType.id,
      days: 1,
      reason: `${holiday} offered late in the year`,
    });
    expect(topUp.status).toBe(200);
  }

  await employee.goto(`/holidays?year=${day!.slice(0, 4)}`);
  const row = employee.getByTestId('holiday-row').filter({ hasText: holiday });
  await row.getByRole('link', { name: `Take ${holiday} off` }).click();
  await expect(employee).toHaveURL(/\/leave-management\?optional-holiday=/);
  const dialog = employee.getByRole('dialog', { name: 'Apply for leave' });
  await expect(dialog.getByLabel('Leave type')).toHaveValue(optionalType.id);
  await expect(dialog.getByLabel('Optional holiday')).toHaveValue(day!);
  await expect(dialog.getByTestId('leave-preview')).toContainText('1 day of leave');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(employee.getByText('Leave requested: 1 day of optional holiday')).toBeVisible();

  // A sick leave of three days asks for a certificate; it goes with the request.
  const [start, end] = await freeWeekdays(employee, sick.id, addDays(today, 2), 3);
  expect(start, 'three free working days before the year ends').toBeDefined();
  await employee.getByRole('button', { name: 'Apply for leave' }).click();
  await dialog.getByLabel('Leave type').selectOption({ label: 'Sick leave' });
  await dialog.getByRole('textbox', { name: 'First day' }).fill(entry(start!));
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(entry(end!));
  await expect(dialog.getByTestId('leave-preview')).toContainText('needs a medical certificate');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Viral fever, doctor’s rest');
  await dialog.getByLabel('Medical certificate').setInputFiles({
    name: 'fever-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(dialog.getByTestId('leave-preview')).not.toContainText('needs a medical certificate');
  await capture(employee, { path: test.info().outputPath('leave-certificate.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(employee.getByText('Leave requested: 3 days of sick leave')).toBeVisible();
  const mine = employee.getByTestId('leave-row').filter({ hasText: 'Viral fever' });
  await expect(mine.getByRole('button', { name: 'Certificate' })).toBeVisible();

  // The manager opens the certificate before deciding.
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager', '/leave-management?tab=approvals');
  const waiting = manager.getByTestId('leave-row').filter({ hasText: 'Viral fever' });
  const download = manager.waitForEvent('download');
  await waiting.getByRole('button', { name: 'Certificate' }).click();
  expect((await download).suggestedFilename()).toBe('fever-certificate.pdf');

  // hr sees the optional holiday counted in the year's report.
  await hr.goto(`/holidays?year=${day!.slice(0, 4)}`);
  const report = hr.getByTestId('optional-holiday-row').filter({ hasText: holiday });
  await expect(report).toContainText(holiday);
  await capture(hr, { path: test.info().outputPath('holidays-optional-report.png'), fullPage: true });
});
