import { statSync } from 'node:fs';
import { expect, test } from './fixtures';
import { apiPatch, capture, pageOverflow, signIn } from './helpers';

/** The demo company's office, whose calendar decides the pay day; its people's browsers keep its time. */
const OFFICE_TIME_ZONE = 'Asia/Kolkata';

/** This month and the last, as the office's calendar and the pay run's month picker name them. */
function months() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const key = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const title = (d: Date) =>
    new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
  const current = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    current: { key: key(current), title: title(current) },
    last: { key: key(last), title: title(last) },
    /** A pay day still ahead this month (tomorrow in the office), unless today is its last day. */
    payDayAhead: day < lastDay ? day + 1 : null,
  };
}

const overflow = pageOverflow;

test('hr runs this month’s payroll and finalises it; the employee is told and downloads the slip', async ({
  browser,
}) => {
  // Two people signed in, a run of the whole company, a month finalised, files and screenshots.
  test.slow();
  const month = months();
  // Near midnight the office's date and the machine's differ: the people sit in the office's zone.
  const context = { viewport: { width: 1440, height: 900 }, timezoneId: OFFICE_TIME_ZONE };
  const employeeContext = await browser.newContext(context);
  const hrContext = await browser.newContext(context);
  try {
    // The employee is signed in throughout: the notification reaches an open page.
    const employee = await employeeContext.newPage();
    await signIn(employee, 'employee');
    await expect(employee.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');

    const hr = await hrContext.newPage();
    await signIn(hr, 'hr');
    await hr
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payroll Processing' })
      .click();
    await hr.getByRole('tab', { name: 'Pay runs' }).click();
    const panel = hr.getByTestId('pay-runs-panel');
    const monthPicker = panel.getByLabel('Month');
    const downloads = panel.getByRole('button', { name: 'Downloads' });

    // The panel opens on the first month not yet finalised: this one, last month being paid.
    await expect(monthPicker).toHaveValue(month.current.key);
    // Last month is final: its files are there, and a run has nothing left to do.
    await monthPicker.selectOption(month.last.key);
    await expect(panel.getByTestId('run-summary')).toContainText('finalised');
    await expect(downloads).toBeEnabled();
    const run = panel.getByRole('button', { name: 'Run payroll' });
    await expect(run).toBeDisabled();
    await expect(
      panel.getByText(`Every slip of ${month.last.title} is finalised: a correction is an adjustment`),
    ).toBeVisible();

    // This month has nothing final yet, so its files wait.
    await monthPicker.selectOption(month.current.key);
    await expect(run).toBeEnabled();
    await expect(downloads).toBeDisabled();
    await expect(
      panel.getByText(`Files open once a slip of ${month.current.title} is finalised`),
    ).toBeVisible();

    await panel.getByRole('button', { name: 'Run payroll' }).click();
    const confirm = hr.getByRole('alertdialog', { name: `Run payroll for ${month.current.title}?` });
    await expect(confirm.getByTestId('run-confirm-description')).toContainText(/for \d+ people/);
    await confirm.getByRole('button', { name: 'Run payroll' }).click();

    // The progress follows the run's events to the end.
    const progress = panel.getByTestId('run-progress');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const bar = progress.getByRole('progressbar', { name: 'Pay run progress' });
    const total = Number(await bar.getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThan(0);
    await expect(bar).toHaveAttribute('aria-valuenow', String(total));
    await expect(progress).toContainText(`Payroll for ${month.current.title} is run`);
    await expect(progress.getByTestId('run-failures-count')).toHaveText('No failures');
    await expect(panel.getByTestId('run-summary')).toContainText(`${total} calculated`);
    const rows = panel.getByTestId('slip-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByTestId('slip-status')).toHaveText('Calculated');
    await capture(hr, { path: test.info().outputPath('pay-runs-desktop.png'), fullPage: true });

    // One person's slip: a one-off bonus, and the slip is calculated again.
    await panel.getByRole('textbox', { name: 'Person' }).fill('Ishaan');
    await expect(rows).toHaveCount(1);
    await rows.getByRole('button', { name: 'Open Ishaan Kapoor’s slip' }).click();
    const drawer = hr.getByRole('dialog', { name: `Ishaan Kapoor’s slip, ${month.current.title}` });
    await expect(drawer.getByTestId('slip-status')).toHaveText('Calculated');
    await expect(drawer.getByRole('table', { name: 'Earnings' })).toContainText('Basic');
    await capture(hr, { path: test.info().outputPath('slip-drawer-top-desktop.png') });
    await drawer.getByRole('button', { name: 'Add adjustment' }).click();
    const adjustment = drawer.getByRole('listitem', { name: 'Adjustment 1' });
    await adjustment.getByLabel('Name on the slip').fill('Festival bonus');
    await adjustment.getByLabel('Amount').fill('5,000');
    await adjustment.getByLabel('Reason').fill('Diwali bonus for the whole team');
    await drawer.getByRole('button', { name: 'Save and recalculate' }).click();
    await expect(hr.getByText(/^Ishaan Kapoor’s slip is calculated again: net ₹/)).toBeVisible();
    const earnings = drawer.getByRole('table', { name: 'Earnings' });
    await expect(earnings.getByRole('row', { name: /^Festival bonus one-off ₹5,000\.00$/ })).toBeVisible();
    await capture(hr, { path: test.info().outputPath('slip-drawer-desktop.png') });

    // The same at a phone's width: the drawer fits, and the slips become cards.
    await hr.setViewportSize({ width: 390, height: 844 });
    await expect(drawer).toBeVisible();
    await capture(hr, { path: test.info().outputPath('slip-drawer-phone.png') });
    await drawer.getByRole('button', { name: 'Recalculate', exact: true }).scrollIntoViewIfNeeded();
    await capture(hr, { path: test.info().outputPath('slip-drawer-phone-actions.png') });
    await hr.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(panel.getByRole('list', { name: 'Salary slips' })).toBeVisible();
    expect(await overflow(hr)).toBeLessThanOrEqual(0);
    await capture(hr, { path: test.info().outputPath('pay-runs-phone.png'), fullPage: true });
    await hr.setViewportSize({ width: 1440, height: 900 });
    await panel.getByRole('textbox', { name: 'Person' }).fill('');

    // Before its pay day the month is a preview: finalising waits, saying from when.
    const finaliseMonth = panel.getByRole('button', { name: 'Finalise month' });
    const payDay = async (value: number | 'last_working_day') => {
      expect((await apiPatch(hr, '/settings/payroll', { payDay: value })).status).toBe(200);
      await hr.reload();
      await monthPicker.selectOption(month.current.key);
    };
    try {
      if (month.payDayAhead) {
        await payDay(month.payDayAhead);
        await expect(finaliseMonth).toBeDisabled();
        await expect(
          panel.getByText(`${month.current.title} can be finalised from its pay day`),
        ).toBeVisible();
      }
      // Paid on the 1st of the month from now on: this month may be finalised today.
      await payDay(1);
    } catch (error) {
      await apiPatch(hr, '/settings/payroll', { payDay: 'last_working_day' });
      throw error;
    }

    // The month, finalised at once.
    await finaliseMonth.click();
    const finalise = hr.getByRole('alertdialog', { name: `Finalise ${month.current.title}?` });
    await expect(finalise).toContainText(`All ${total} calculated slips of ${month.current.title}`);
    await finalise.getByRole('button', { name: 'Finalise month' }).click();
    // Every slip finalised and every person told in one transaction: a while on a busy machine.
    await expect(
      hr.getByText(`${total} slips of ${month.current.title} finalised; each person was told.`),
    ).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByTestId('run-summary')).toContainText(`${total} finalised`);
    await expect(downloads).toBeEnabled();
    await downloads.click();
    const bankFile = hr.waitForEvent('download');
    await hr.getByRole('menuitem', { name: 'Bank transfer file (CSV)' }).click();
    expect((await bankFile).suggestedFilename()).toBe(`bank-transfer-${month.current.key}.csv`);

    // The employee's open page hears of it: the bell, then the slip on /salary-slips.
    await expect(employee.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    await employee.getByRole('button', { name: /^Notifications/ }).click();
    const notice = employee
      .getByRole('list', { name: 'Notification list' })
      .getByTestId('notification-item')
      .filter({ hasText: `Your salary slip for ${month.current.title} is ready` });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('Salary slip ready');
    await notice.getByText('Salary slip ready').click();
    await expect(employee).toHaveURL(/\/salary-slips$/);
    await expect(employee.getByRole('heading', { level: 1, name: 'Salary slips' })).toBeVisible();
    const newest = employee.getByTestId('my-slip').first();
    await expect(newest).toContainText(month.current.title);
    await expect(newest).toContainText('₹');
    await capture(employee, { path: test.info().outputPath('salary-slips-desktop.png'), fullPage: true });

    const pdf = employee.waitForEvent('download');
    await newest.getByRole('button', { name: `Download PDF, ${month.current.title}` }).click();
    const download = await pdf;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(statSync(await download.path()).size).toBeGreaterThan(0);

    // The slip in full, with the net pay in words; then the page at a phone's width.
    await newest.getByRole('button', { name: `View, ${month.current.title}` }).click();
    const view = employee.getByRole('dialog', { name: `Salary slip, ${month.current.title}` });
    await expect(view.getByTestId('slip-net')).toContainText(/Rupees .* Only/);
    await expect(view.getByRole('table', { name: 'Earnings' })).toContainText('Festival bonus');
    await capture(employee, { path: test.info().outputPath('salary-slip-view-desktop.png') });
    await employee.keyboard.press('Escape');
    await employee.setViewportSize({ width: 390, height: 844 });
    await expect(employee.getByRole('list', { name: 'My salary slips' })).toBeVisible();
    expect(await overflow(employee)).toBeLessThanOrEqual(0);
    await capture(employee, { path: test.info().outputPath('salary-slips-phone.png'), fullPage: true });
  } finally {
    const hr = hrContext.pages()[0];
    if (hr) await apiPatch(hr, '/settings/payroll', { payDay: 'last_working_day' }).catch(() => undefined);
    await hrContext.close();
    await employeeContext.close();
  }
});
