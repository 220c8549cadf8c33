import { expect, test } from './fixtures';
import { capture, pageOverflow, signIn } from './helpers';

/** Today as the date field takes it, dd/mm/yyyy; UTC's day is never after the office's (India). */
const today = () => {
  const iso = new Date().toISOString().slice(0, 10);
  return { iso, entry: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
};
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

const overflow = pageOverflow;

test('hr gives a person a salary by CTC on Payroll → Salaries and reads its month in full', async ({
  page,
}) => {
  // A revision saved, its month read at two widths, the rules at two widths and the person's record.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'hr');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payroll Processing' })
    .click();
  await expect(page).toHaveURL(/\/payroll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();

  // The pay run opens first.
  await expect(page.getByRole('tab', { name: 'Pay runs', selected: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Salaries' }).click();
  await expect(page.getByText('Choose a person to see their salary')).toBeVisible();
  await page.getByRole('combobox', { name: 'Person' }).fill('Zoya');
  await page.getByRole('option', { name: /Zoya Siddiqui/ }).click();
  await expect(page).toHaveURL(/[?&]employee=[0-9a-f-]{36}/);
  const card = page.getByTestId('salary-card');
  await expect(card.getByRole('heading', { name: 'Zoya Siddiqui’s salary' })).toBeVisible();
  // The demo company pays everyone already: this is a revision from today.
  await expect(card.getByTestId('revision').first()).toBeVisible();

  await card.getByRole('button', { name: 'New revision' }).click();
  const dialog = page.getByRole('dialog', { name: 'New salary revision' });
  const from = today();
  await dialog.getByRole('textbox', { name: 'Effective from' }).fill(from.entry);
  await dialog.getByRole('textbox', { name: 'Annual CTC' }).fill('12,00,000');
  await expect(dialog.getByText('Reads as ₹12,00,000.00 a year')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Works in a metro/ }).check();
  await dialog.getByLabel('Professional tax').selectOption({ label: 'Maharashtra' });
  await dialog.getByLabel('Reason').fill('Promoted to team lead');
  await capture(page, { path: test.info().outputPath('payroll-revision-dialog.png') });
  await dialog.getByRole('button', { name: 'Save revision' }).click();
  await expect(page.getByText(`Zoya Siddiqui’s salary from ${longDay(from.iso)} is saved`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The month in full: 12 × (gross + the employer's PF, ₹1,800 at the ceiling) = ₹12,00,000.
  await expect(card.getByTestId('salary-figures')).toContainText('₹12,00,000.00');
  await expect(card.getByTestId('monthly-gross')).toHaveText('₹98,200.00');
  const breakdown = card.getByRole('table', { name: 'A full month’s salary' });
  await expect(breakdown.getByRole('row', { name: /^Basic BASIC ₹49,100.00/ })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: /^House rent allowance HRA ₹24,550.00/ })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: /^Special allowance SPECIAL ₹24,550.00/ })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: /^Gross ₹98,200.00/ })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: /^Employer’s PF .* ₹1,800.00/ })).toBeVisible();
  await expect(card.getByTestId('salary-options')).toContainText('Maharashtra');
  await expect(card.getByTestId('salary-options')).toContainText('New regime');
  const mine = card.getByTestId('revision').filter({ hasText: 'Promoted to team lead' });
  await expect(mine).toContainText(`From ${longDay(from.iso)}`);
  await expect(mine).toContainText('In force');
  await expect(mine).toContainText('₹12,00,000.00 a year');
  await capture(page, { path: test.info().outputPath('payroll-salaries-desktop.png'), fullPage: true });

  // The same person's record has a Salary tab showing the same salary.
  const employeeId = new URL(page.url()).searchParams.get('employee');
  await page.goto(`/employees/${employeeId}?tab=salary`);
  await expect(page.getByRole('tab', { name: 'Salary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('monthly-gross')).toHaveText('₹98,200.00');
  await capture(page, { path: test.info().outputPath('employee-salary-tab.png'), fullPage: true });
  // On a phone, as a phone opens it (the shell's header is laid out at load).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('monthly-gross')).toHaveText('₹98,200.00');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('employee-salary-tab-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // On a phone the salary keeps to the screen.
  await page.goto(`/payroll?tab=salaries&employee=${employeeId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue('Zoya Siddiqui');
  await expect(page.getByTestId('monthly-gross')).toHaveText('₹98,200.00');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('payroll-salaries-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'New revision' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Annual CTC' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Components' }).check();
  await dialog.getByRole('button', { name: 'Add component' }).click();
  await dialog.getByTestId('component-row').last().scrollIntoViewIfNeeded();
  await capture(page, { path: test.info().outputPath('payroll-revision-dialog-phone.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The statutory rules, read by hr, who adds none.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByTestId('rules-epf')).toContainText('Wage ceiling ₹15,000 a month');
  await expect(page.getByTestId('rules-income_tax')).toContainText('New regime');
  await expect(page.getByRole('button', { name: 'Add rule' })).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('payroll-rules-phone.png'), fullPage: true });
  for (const kind of ['epf', 'professional_tax', 'income_tax']) {
    await capture(page.getByTestId(`rules-${kind}`), {
      path: test.info().outputPath(`payroll-rules-phone-${kind}.png`),
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('tab', { name: 'Statutory rules' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('rules-professional_tax')).toContainText('Maharashtra, men');
  await capture(page, { path: test.info().outputPath('payroll-rules-desktop.png'), fullPage: true });
});

test('an employee cannot open Payroll, and a manager’s view of a report has no Salary tab', async ({
  browser,
}) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee', '/payroll');
  await expect(employee.getByText('You do not have access to this page')).toBeVisible();
  await expect(employee.getByRole('heading', { level: 1, name: 'Payroll' })).toHaveCount(0);

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager', '/employees');
  await manager.getByRole('link', { name: 'Ishaan Kapoor', exact: true }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Ishaan Kapoor' })).toBeVisible();
  await expect(manager.getByRole('tab', { name: 'Attendance' })).toBeVisible();
  await expect(manager.getByRole('tab', { name: 'Salary' })).toHaveCount(0);
});

test('hr sets how payable days are counted in Settings → Payroll', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'hr', '/settings');
  await page.getByRole('tab', { name: 'Payroll' }).click();
  await expect(page).toHaveURL(/[?&]tab=payroll/);
  const basis = page.getByRole('radio', { name: 'A fixed 30 days' });
  const slips = page.getByRole('switch', { name: 'Protect salary slip PDFs with a password' });
  const wasFixed = await basis.isChecked();
  await page.getByRole('radio', { name: wasFixed ? 'Calendar days' : 'A fixed 30 days' }).check();
  await slips.click();
  await capture(page, { path: test.info().outputPath('settings-payroll-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Payroll settings saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('radio', { name: wasFixed ? 'Calendar days' : 'A fixed 30 days' }),
  ).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slips).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await capture(page, { path: test.info().outputPath('settings-payroll-phone.png'), fullPage: true });
});

test('an admin adds an EPF rule from a later date; it shows as upcoming, added by them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/payroll?tab=rules');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a statutory rule' });
  // It starts from the rule in force.
  await expect(dialog.getByLabel('Wage ceiling, a month')).toHaveValue('15000');
  await expect(dialog.getByLabel('Pension (EPS), of the employer’s')).toHaveValue('8.33');
  await dialog.getByLabel('Wage ceiling, a month').fill('25,000');
  await dialog.getByRole('textbox', { name: 'Applies from' }).fill('01/04/2030');
  await capture(page, { path: test.info().outputPath('payroll-add-rule-desktop.png') });
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('EPF rule from 1 Apr 2030 added')).toBeVisible();
  const added = page.getByTestId('rules-epf').getByTestId('rule-row').filter({ hasText: '1 Apr 2030' });
  await expect(added).toContainText('Upcoming');
  await expect(added).toContainText('Wage ceiling ₹25,000 a month');
  await expect(added).toContainText('admin@acme.test');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Add rule' }).click();
  await dialog.getByLabel('Kind').selectOption({ label: 'Income tax' });
  await expect(dialog.getByLabel('Key')).toHaveValue(/^(new|old)$/);
  await capture(page, { path: test.info().outputPath('payroll-add-rule-phone.png') });
});
