import { expect, test } from './fixtures';
import { apiGet, apiPost, pageOverflow, seriousViolations, signIn } from './helpers';

test('hr adds departments with a head, merges one with people into another, and manages titles', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36).toUpperCase();
  const growth = `Growth ${stamp}`;
  const brand = `Brand ${stamp}`;
  await signIn(page, 'hr', '/settings?tab=organization');
  const departments = page.getByTestId('department-row');
  await expect(departments.filter({ hasText: 'Engineering' })).toContainText('Priya Sharma');

  // A department with a head chosen by name.
  await page.getByRole('button', { name: 'Add department' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(growth);
  await dialog.getByRole('button', { name: 'Add department' }).click();
  await expect(dialog.getByText('A code is 2 to 16 letters, digits, - or _')).toBeVisible();
  await dialog.getByLabel('Code').fill(`G${stamp}`.slice(0, 16));
  await dialog.getByLabel('Head').fill('Priya');
  await page.getByRole('option', { name: /Priya Sharma/ }).click();
  await dialog.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByText(`${growth} is added`)).toBeVisible();
  await expect(departments.filter({ hasText: growth })).toContainText('Priya Sharma');

  // A second one, under the first, and someone placed in it.
  await page.getByRole('button', { name: 'Add department' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(brand);
  await dialog.getByLabel('Code').fill(`B${stamp}`.slice(0, 16));
  await dialog.getByLabel('Part of').selectOption({ label: growth });
  await dialog.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByText(`${brand} is added`)).toBeVisible();
  const brandRow = departments.filter({ hasText: brand });
  await expect(brandRow).toContainText(`Part of ${growth}`);
  const { items } = await apiGet<{ items: { id: string; name: string }[] }>(
    page,
    '/organization/departments',
  );
  const created = await apiPost<{ id: string }>(page, '/employees', {
    employeeCode: `E2E-${stamp}`,
    firstName: 'Meera',
    lastName: `Brand ${stamp}`,
    workEmail: `meera.${stamp.toLowerCase()}@acme.test`,
    joinDate: '2026-01-05',
    departmentId: items.find((d) => d.name === brand)!.id,
    sendInvitation: false,
  });
  expect(created.status).toBe(201);
  await expect(brandRow).toContainText('1');

  // A department with people is not deleted: the dialog offers the merge instead.
  await page.getByRole('button', { name: `Delete ${brand}` }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText(`${brand} cannot be deleted`);
  await refusal.getByRole('button', { name: 'Merge instead' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 person (counting those who left) moves to the department you choose');
  await dialog.getByLabel('Merge into').selectOption({ label: growth });
  await dialog.getByRole('button', { name: 'Merge departments' }).click();
  await expect(page.getByText(`${brand} is merged into ${growth}`)).toBeVisible();
  await expect(brandRow).toHaveCount(0);
  await expect(departments.filter({ hasText: growth })).toContainText(/Priya Sharma\s*1/);

  // The person's record names the department they were merged into.
  await page.goto(`/employees/${created.body.id}`);
  await expect(page.getByText(growth).first()).toBeVisible();

  // The person goes again (nothing refers to them yet), and so does the department: the company
  // that later tests pay and count is as it was.
  const removed = await page.evaluate(async (id) => {
    const res = await fetch(`/api/employees/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return res.status;
  }, created.body.id);
  expect(removed).toBe(200);
  await page.goto('/settings?tab=organization');
  await expect(departments.filter({ hasText: growth })).toContainText(/Priya Sharma\s*0/);
  await page.getByRole('button', { name: `Delete ${growth}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete department' }).click();
  await expect(page.getByText(`${growth} is deleted`)).toBeVisible();
  await expect(departments.filter({ hasText: growth })).toHaveCount(0);

  // Titles: added, renamed, and deleted while nobody holds one.
  const titles = page.getByTestId('designation-row');
  await page.getByRole('button', { name: 'Add designation' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Designation').fill(`Growth Hacker ${stamp}`);
  await dialog.getByRole('button', { name: 'Add designation' }).click();
  await expect(dialog).toBeHidden();
  // Forty-odd titles come a page at a time: the search finds the new one.
  await page.getByLabel('Search designations').fill(stamp);
  await expect(titles).toHaveCount(1);
  await expect(titles.filter({ hasText: `Growth Hacker ${stamp}` })).toHaveCount(1);
  await page.getByRole('button', { name: `Edit Growth Hacker ${stamp}` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Designation').fill('Software Engineer');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByText('There is already a designation called "Software Engineer".')).toBeVisible();
  await dialog.getByLabel('Designation').fill(`Growth Lead ${stamp}`);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(titles.filter({ hasText: `Growth Lead ${stamp}` })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete Growth Lead ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete designation' }).click();
  await expect(titles.filter({ hasText: `Growth Lead ${stamp}` })).toHaveCount(0);

  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
