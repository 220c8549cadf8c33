import { expect, test } from './fixtures';
import { addDays, apiGet, apiPost, capture, SCREEN_VARIANTS, signIn } from './helpers';

/**
 * Who reaches the people pages (product decisions, "Who sees what, beyond roles"): an employee has
 * the directory of colleagues' cards and the organisation chart in their menu; someone hired with a
 * joining date ahead reads "Joins on …" and is left out of the count until that day.
 */

const stamp = Date.now().toString(36).toUpperCase();
const joinDate = addDays(new Date().toISOString().slice(0, 10), 30);
const lastName = `Later ${stamp}`;

test('hr hires someone who joins in a month: "Joins on …", outside the headcount', async ({ page }) => {
  await signIn(page, 'hr');
  const before = await apiGet<{ company: { headcount: number } }>(page, '/dashboard');
  const created = await apiPost<{ id: string }>(page, '/employees', {
    employeeCode: `E2E-J${stamp}`,
    firstName: 'Jaya',
    lastName,
    workEmail: `jaya.${stamp.toLowerCase()}@acme.test`,
    joinDate,
    sendInvitation: false,
  });
  expect(created.status).toBe(201);
  const after = await apiGet<{ company: { headcount: number } }>(page, '/dashboard');
  expect(after.company.headcount).toBe(before.company.headcount);

  await page.goto(`/employees?search=${encodeURIComponent(lastName)}`);
  await expect(page.getByText(/^Joins on /).first()).toBeVisible();
  await page.goto(`/employees/${created.body.id}`);
  await expect(page.getByText(/^Joins on /).first()).toBeVisible();
});

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`an employee opens the directory and the org chart from the menu, ${device}, ${theme}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, 'employee');
    if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const group = nav.locator('[data-nav-top="Employees"]');
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await capture(page, { path: `test-results/screens/menu-employee-${device}-${theme}.png` });
    await nav.getByRole('link', { name: 'Employee List', exact: true }).click();
    await expect(page.locator('main h1')).toHaveText('Employees');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await capture(page, {
      path: `test-results/screens/directory-employee-${device}-${theme}.png`,
      fullPage: true,
    });

    await page.goto('/organization');
    await expect(page.getByTestId('org-chart')).toBeVisible();
    await expect(page.getByText(/joining soon, not counted yet/)).toBeVisible();
    // Anyone hired by the test above (a retry's worker stamps its own names).
    await page.getByRole('combobox', { name: 'Find a person' }).fill('Jaya Later');
    await page.getByRole('combobox', { name: 'Find a person' }).press('Enter');
    const joiner = page.locator('[data-testid="org-node"][data-highlighted][data-joins-on]');
    await expect(joiner).toBeVisible();
    await expect(joiner).toContainText('Joins on');
    await capture(page, { path: `test-results/screens/org-chart-employee-${device}-${theme}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page overflows the viewport sideways').toBeLessThanOrEqual(0);
  });
}
