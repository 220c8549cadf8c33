import { expect, type Page, test } from './fixtures';
import { addDays, apiGet, apiPost, capture, freeWeekdays, pageOverflow, signIn } from './helpers';

/** How many requests the "Waiting for you" panel says wait. */
async function waiting(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Your team' })
    .getByText(/^\d+ to decide$/)
    .textContent();
  return Number(text?.split(' ')[0]);
}

test('a manager approves a leave from the dashboard and both dashboards change live', async ({ browser }) => {
  test.slow();
  const manager = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(manager, 'manager');
  const team = manager.getByRole('region', { name: 'Your team' });
  await expect(team.getByText(/^\d+ to decide$/)).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Your team today' })).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Birthdays and anniversaries' })).toBeVisible();
  const before = await waiting(manager);

  // The employee asks for a day of sick leave; the manager's dashboard hears of it without a reload.
  const employee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(employee, 'employee');
  const types = await apiGet<{ items: { id: string; code: string }[] }>(employee, '/leave/types');
  const sick = types.items.find((t) => t.code === 'SL')!;
  const [day] = await freeWeekdays(employee, sick.id, addDays(new Date().toISOString().slice(0, 10), 1), 1);
  expect(day, 'a free weekday before the year ends').toBeDefined();
  const asked = await apiPost<{ id: string }>(employee, '/leave/request', {
    leaveTypeId: sick.id,
    startDate: day,
    endDate: day,
    reason: 'Fever',
  });
  expect(asked.status).toBe(201);
  await expect.poll(() => waiting(manager)).toBe(before + 1);
  // Asked outside the page (its own form refreshes it): the page is opened again to list it,
  // newest first, as waiting.
  await employee.reload();
  const shown = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${day}T00:00:00`),
  );
  const request = employee.getByRole('listitem').filter({ hasText: 'Sick leave' }).filter({ hasText: shown });
  await expect(request.getByText('Waiting')).toBeVisible();
  expect(await pageOverflow(employee)).toBe(0);
  await capture(employee, { path: test.info().outputPath('dashboard-employee-phone.png'), fullPage: true });

  // Approved in place: the count falls, and the employee's request says Approved, both live.
  const requests = team.getByRole('list', { name: 'Requests waiting for you' });
  await requests.getByRole('button', { name: `Approve Ishaan Kapoor: Sick leave · 1 day, ${shown}` }).click();
  await expect(manager.getByText('Approved for Ishaan Kapoor')).toBeVisible();
  // The row and its button are gone; focus stays in the panel rather than falling to the page.
  await expect(team.getByRole('heading', { name: 'Waiting for you' })).toBeFocused();
  await expect.poll(() => waiting(manager)).toBe(before);
  const mine = await apiGet<{ items: { id: string; status: string }[] }>(
    employee,
    '/leave/my-requests?limit=50',
  );
  expect(mine.items.find((r) => r.id === asked.body.id)?.status).toBe('approved');
  await expect(request.getByText('Approved')).toBeVisible();
  await capture(manager, { path: test.info().outputPath('dashboard-manager.png'), fullPage: true });
});

test('hr’s dashboard holds the company’s day and this month’s payroll', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'hr');
  await expect(page).toHaveTitle(/Dashboard/);
  const company = page.getByRole('region', { name: /today$/ });
  await expect(company.getByRole('heading', { name: 'People' })).toBeVisible();
  await expect(company.getByRole('heading', { name: 'Payroll this month' })).toBeVisible();
  await expect(company.getByRole('heading', { name: 'Probations ending' })).toBeVisible();
  await expect(company.getByText('Documents to verify')).toBeVisible();
  await expect(company.getByText('Tax declarations waiting')).toBeVisible();
  await capture(page, { path: test.info().outputPath('dashboard-hr.png'), fullPage: true });
});
