import { expect, type Page, test } from './fixtures';
import { apiGet, apiPost, capture, entry, pageOverflow, SCREEN_VARIANTS, signIn } from './helpers';

test('hr reads what payroll cost over the year, and works out a leaver’s full and final settlement', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'hr', '/payroll');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/[?&]tab=analytics/);

  // The demo company has paid its last three months: each shows with its cost and people paid.
  const totals = page.getByTestId('analytics-totals');
  await expect(totals).toContainText('Gross pay');
  await expect(totals).not.toContainText('₹0.00');
  const byMonth = page.getByRole('table', { name: /cost by month/i });
  const paidMonths = byMonth.getByRole('row').filter({ hasNotText: 'Not finalised' });
  // A header row and the three months paid.
  await expect(paidMonths).toHaveCount(4);
  await expect(page.getByRole('table', { name: /cost by department/i }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('table', { name: /earnings/i })).toContainText('Basic');
  await capture(page, { path: test.info().outputPath('payroll-analytics-desktop.png'), fullPage: true });

  // A range that ends before it starts is refused, naming the field; nothing is asked of the server.
  await page.getByLabel('To', { exact: true }).selectOption({ index: 20 });
  await expect(page.getByText('The range cannot end before it starts')).toBeVisible();

  // A leaver's settlement: Zoya, leaving on the 15th of this month.
  await page.getByRole('tab', { name: 'Settlements' }).click();
  await expect(page.getByText('Choose a person to see their settlement')).toBeVisible();
  const ff = page.getByRole('region', { name: 'Full and final settlement' });
  await ff.getByRole('combobox', { name: 'Person' }).fill('Zoya');
  await page.getByRole('option', { name: /Zoya Siddiqui/ }).click();
  // The person is in the address before the day is: each is a step of the page's history.
  await expect(page).toHaveURL(/[?&]employee=/);
  const today = new Date().toISOString().slice(0, 10);
  const lastDay = `${today.slice(0, 8)}15`;
  await ff.getByRole('textbox', { name: /Last day of service/ }).fill(entry(lastDay));
  await expect(page).toHaveURL(new RegExp(`[?&]lastDay=${lastDay}`));
  const statement = ff.getByTestId('ff-statement');
  await expect(statement).toBeVisible();
  await expect(statement.getByRole('heading', { name: 'Leave encashment' })).toBeVisible();
  await expect(statement.getByRole('heading', { name: 'Gratuity' })).toBeVisible();
  await expect(statement.getByRole('heading', { name: 'Recoveries' })).toBeVisible();
  await expect(statement.getByTestId('line').filter({ hasText: /^Total payable/ })).toContainText('₹');
  await capture(page, { path: test.info().outputPath('payroll-settlements-desktop.png'), fullPage: true });

  // The bonus calculator refuses a rate beyond the Act before asking.
  const bonus = page.getByRole('region', { name: 'Statutory bonus' });
  await bonus.getByRole('combobox', { name: 'Person' }).fill('Zoya');
  await page.getByRole('option', { name: /Zoya Siddiqui/ }).click();
  await bonus.getByLabel('Bonus rate').fill('25');
  await bonus.getByRole('button', { name: 'Work out bonus' }).click();
  await expect(bonus.getByText(/from 8.33 % to 20 %/)).toBeVisible();
  await bonus.getByLabel('Bonus rate').fill('8.33');
  await bonus.getByRole('button', { name: 'Work out bonus' }).click();
  await expect(bonus.getByTestId('bonus-result')).toContainText('at 8.33 %');
});

/** The two screens in light and dark, desktop and phone, for a person to look at; nothing overflows sideways. */
for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`screens: payroll analytics and settlements, ${device}, ${theme}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, colorScheme: theme });
    const page: Page = await context.newPage();
    await signIn(page, 'hr', '/payroll?tab=analytics');
    await expect(page.getByTestId('analytics-totals')).toContainText('Gross pay');
    await page.waitForTimeout(300);
    await capture(page, {
      path: `test-results/screens/payroll-analytics-${device}-${theme}.png`,
      fullPage: true,
    });
    expect(await pageOverflow(page), 'analytics overflows the viewport sideways').toBeLessThanOrEqual(0);

    await page.goto('/payroll?tab=settlements');
    const ff = page.getByRole('region', { name: 'Full and final settlement' });
    await ff.getByRole('combobox', { name: 'Person' }).fill('Zoya');
    await page.getByRole('option', { name: /Zoya Siddiqui/ }).click();
    await expect(page).toHaveURL(/[?&]employee=/);
    await ff.getByRole('textbox', { name: /Last day of service/ }).fill('15/11/2026');
    await expect(ff.getByTestId('ff-statement')).toBeVisible();
    await page.waitForTimeout(300);
    await capture(page, {
      path: `test-results/screens/payroll-settlements-${device}-${theme}.png`,
      fullPage: true,
    });
    expect(await pageOverflow(page), 'settlements overflow the viewport sideways').toBeLessThanOrEqual(0);
    await context.close();
  });
}

/** Payroll's other screens, each in light and dark, desktop and phone; nothing overflows sideways. */
const SCREENS = [
  { role: 'hr', path: '/payroll', name: 'payroll-runs', ready: 'slip-row' },
  { role: 'hr', path: '/payroll?tab=rules', name: 'payroll-rules', ready: 'rules-epf' },
  { role: 'hr', path: '/salary-slips', name: 'salary-slips-hr', ready: 'my-slip' },
  { role: 'employee', path: '/salary-slips', name: 'salary-slips-employee', ready: 'my-slip' },
] as const;

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`screens: payroll’s runs, rules and slips, ${device}, ${theme}`, async ({ browser }) => {
    // A context a role: a sign-in is the browser's, for every page of it.
    const pages = new Map<string, Page>();
    for (const screen of SCREENS) {
      let page = pages.get(screen.role);
      if (!page) {
        page = await (await browser.newContext({ viewport, colorScheme: theme })).newPage();
        await signIn(page, screen.role);
        pages.set(screen.role, page);
        if (screen.role === 'hr') await runThisMonthForFinance(page);
      }
      await page.goto(screen.path);
      await expect(page.getByTestId(screen.ready).first()).toBeVisible();
      await page.waitForTimeout(300);
      await capture(page, {
        path: `test-results/screens/${screen.name}-${device}-${theme}.png`,
        fullPage: true,
      });
      expect(await pageOverflow(page), `${screen.name} overflows the viewport sideways`).toBeLessThanOrEqual(
        0,
      );
    }
    for (const page of pages.values()) await page.context().close();
  });
}

/**
 * The pay runs page opens on this month, so it needs slips of this month: a run of one department
 * (Finance, as the keyboard journey runs), made through the API and waited for.
 */
async function runThisMonthForFinance(hr: Page) {
  const today = new Date();
  const { items } = await apiGet<{ items: { id: string; name: string }[] }>(hr, '/employees/departments');
  const finance = items.find((department) => department.name === 'Finance');
  expect(finance, 'the demo company has a Finance department').toBeTruthy();
  const started = await apiPost<{ id: string }>(
    hr,
    `/payroll/bulk-generate/${today.getMonth() + 1}/${today.getFullYear()}?departmentId=${finance!.id}`,
    {},
  );
  expect(started.status, 'the run starts').toBe(202);
  await expect
    .poll(async () => (await apiGet<{ status: string }>(hr, `/payroll/runs/${started.body.id}`)).status)
    .toBe('done');
}
