import { expect, test } from './fixtures';
import { apiGet, capture, pageOverflow, seriousViolations, signIn } from './helpers';

test('an employee declares the old regime on a phone; hr approves it and the employee sees it in force at once', async ({
  browser,
}) => {
  test.slow();
  const employeeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hrContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  const hr = await hrContext.newPage();
  await signIn(employee, 'employee');
  await signIn(hr, 'hr');

  // The employee declares ₹1,20,000 under section 80C on the old regime, from self service.
  await employee.goto('/employee-self-service?tab=pay');
  await expect(employee.getByRole('heading', { name: /Tax declaration 20\d\d-\d\d/ })).toBeVisible();
  await employee.getByRole('radio', { name: 'Old regime' }).check();
  // Over the limit is refused, naming the field.
  await employee.getByLabel('Section 80C investments this year').fill('2,00,000');
  await employee.getByRole('button', { name: /Send to HR|Send again/ }).click();
  await expect(employee.getByText('Section 80C takes off at most ₹1,50,000 a year')).toBeVisible();
  await employee.getByLabel('Section 80C investments this year').fill('1,20,000');
  await employee.getByLabel('Note for HR (optional)').fill('PPF and an ELSS fund');
  await employee.getByRole('button', { name: /Send to HR|Send again/ }).click();
  await expect(employee.getByText('Your declaration is sent to HR')).toBeVisible();
  await expect(employee.getByText('Waiting for HR')).toBeVisible();
  expect(await pageOverflow(employee)).toBe(0);
  await capture(employee, { path: test.info().outputPath('declaration-sent-phone.png'), fullPage: true });

  // Hr finds it waiting on Payroll → Declarations and approves it.
  const mine = await apiGet<{ declaration: { employee: { name: string; employeeCode: string } } }>(
    employee,
    '/payroll/declarations/me',
  );
  const who = mine.declaration.employee.name;
  await hr.goto('/payroll?tab=declarations');
  await hr.getByLabel('Search by name or code').fill(mine.declaration.employee.employeeCode);
  const row = hr.getByTestId('tax-declaration').filter({ hasText: who });
  await expect(row).toContainText('80C ₹1,20,000.00');
  await expect(row).toContainText('PPF and an ELSS fund');
  await capture(hr, { path: test.info().outputPath('declarations-hr.png'), fullPage: true });
  expect(await seriousViolations(hr)).toEqual([]);
  // Checked once its toast has gone: a toast fading in or out is read by axe at part opacity. A toast
  // under the pointer stays (the send button sat where a phone shows it), so the pointer moves off.
  await employee.mouse.move(1, 1);
  await expect(employee.getByText('Your declaration is sent to HR')).toBeHidden({ timeout: 15_000 });
  expect(await seriousViolations(employee)).toEqual([]);
  await row.getByRole('button', { name: `Approve ${who}’s declaration` }).click();
  await expect(hr.getByText(`${who}’s declaration is approved and on their salary`)).toBeVisible();
  await expect(hr.getByTestId('tax-declaration').filter({ hasText: who })).toHaveCount(0);

  // The employee's page follows without a reload: approved, and payroll uses it now.
  await expect(employee.getByText('Approved', { exact: true })).toBeVisible();
  await expect(employee.getByText('Old regime · 80C ₹1,20,000.00').first()).toBeVisible();
  await capture(employee, {
    path: test.info().outputPath('declaration-approved-phone.png'),
    fullPage: true,
  });

  // In the dark theme too, both views pass axe-core.
  for (const [name, page] of [
    ['employee', employee],
    ['hr', hr],
  ] as const) {
    await page.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { name: /Tax declaration/ }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, { path: test.info().outputPath(`declarations-${name}-dark.png`), fullPage: true });
    await page.evaluate(() => localStorage.removeItem('hrms-theme'));
  }
  // Hr sees every declaration, decided ones too, when asking for every status.
  await hr.getByLabel('Status').selectOption('');
  await expect(hr.getByTestId('tax-declaration').filter({ hasText: who })).toContainText('Approved');

  await employeeContext.close();
  await hrContext.close();
});
