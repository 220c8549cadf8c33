/**
 * The main journeys in Hindi (issue 40, decision 042): the sign-in page switched to Hindi before
 * anyone signs in; an employee clocks in, asks for leave and downloads a salary slip; the manager,
 * who chose Hindi on their device, approves. Each page keeps to the screen at 1440 and 390 pixels, and
 * is captured at both for a look.
 */
import { expect, type Page, test } from './fixtures';
import { addDays, apiGet, apiPost, capture, freeWeekdays, pageOverflow, signIn } from './helpers';

/** How far a page without the shell (sign-in) runs past the right edge. */
const plainOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page at a desktop's and a phone's width: captured, and nothing runs past the right edge. */
async function looked(page: Page, name: string, { shell = true } = {}) {
  for (const [width, height, label] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = shell ? await pageOverflow(page) : await plainOverflow(page);
    expect(overflow, `${name} keeps to a ${width} px screen`).toBeLessThanOrEqual(0);
    await capture(page, { path: test.info().outputPath(`hindi-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('in Hindi, an employee signs in, clocks in, asks for leave and downloads a slip; the manager approves it', async ({
  browser,
}) => {
  const employee = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();

  // The sign-in page, switched to Hindi before anyone signs in.
  await employee.goto('/login');
  await employee.getByLabel('Language').selectOption('hi-IN');
  await expect(employee.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
  await looked(employee, 'sign-in', { shell: false });
  await employee.getByLabel('ईमेल').fill('employee@acme.test');
  await employee.getByLabel('पासवर्ड').fill('HrmsDemo2026');
  await employee.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(employee).toHaveURL(/\/dashboard$/);
  await expect(employee.getByRole('link', { name: 'डैशबोर्ड' }).first()).toBeVisible();
  await looked(employee, 'dashboard');

  // Clock in from a clocked-out day.
  const status = await apiGet<{ state: string }>(employee, '/time-tracking/status');
  if (status.state !== 'clocked_out') await apiPost(employee, '/time-tracking/clock-out', {});
  await employee.goto('/time-tracking');
  const card = employee.getByTestId('clock-card');
  await card.getByRole('button', { name: 'क्लॉक इन करें', exact: true }).click();
  await expect(card.locator('[data-state="working"]')).toHaveText('काम पर');
  await looked(employee, 'time-tracking');
  await apiPost(employee, '/time-tracking/clock-out', {});

  // Ask for a day of sick leave on a free weekday.
  const types = await apiGet<{ items: { id: string; code: string; name: string }[] }>(
    employee,
    '/leave/types',
  );
  const sick = types.items.find((t) => t.code === 'SL')!;
  const [day] = await freeWeekdays(employee, sick.id, addDays(new Date().toISOString().slice(0, 10), 2), 1);
  expect(day, 'a free weekday before the year ends').toBeDefined();
  await employee.goto('/leave-management');
  await employee.getByRole('button', { name: 'छुट्टी के लिए आवेदन करें' }).click();
  const dialog = employee.getByRole('dialog', { name: 'छुट्टी के लिए आवेदन करें' });
  await dialog.getByLabel('छुट्टी का प्रकार').selectOption({ label: sick.name });
  await dialog
    .getByRole('textbox', { name: 'पहला दिन' })
    .fill(`${day!.slice(8, 10)}/${day!.slice(5, 7)}/${day!.slice(0, 4)}`);
  await dialog.getByRole('textbox', { name: 'कारण (वैकल्पिक)' }).fill('बुखार');
  await looked(employee, 'apply-leave');
  await dialog.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  const mine = employee.getByTestId('leave-row').filter({ hasText: 'बुखार' });
  await expect(mine).toBeVisible();
  await looked(employee, 'leave');

  // A salary slip, downloaded as a PDF.
  await employee.goto('/salary-slips');
  const downloading = employee.waitForEvent('download');
  await employee
    .getByRole('button', { name: /^PDF डाउनलोड करें/ })
    .first()
    .click();
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  await looked(employee, 'salary-slips');

  // The manager chose Hindi on their device (their account's choice is the API's and the profile's
  // tests: changing a demo account's language here would reach the other tests' pages).
  const manager = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await manager.addInitScript(() => localStorage.setItem('hrms-locale', 'hi-IN'));
  await signIn(manager, 'manager', '/leave-management?tab=approvals');
  const waiting = manager.getByTestId('leave-row').filter({ hasText: 'बुखार' });
  await expect(waiting).toContainText('Ishaan Kapoor');
  await looked(manager, 'approvals');
  await waiting.getByRole('button', { name: 'Ishaan Kapoor की छुट्टी मंज़ूर करें' }).click();
  await expect(waiting).toHaveCount(0);
  // The employee's open page hears of it.
  await employee.goto('/leave-management');
  await expect(employee.getByTestId('leave-row').filter({ hasText: 'बुखार' })).toContainText('मंज़ूर');
});
