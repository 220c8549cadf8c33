import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { capture, entry, pageOverflow, signIn } from './helpers';

/** Last month's first and last days, where the demo company has a whole month at the clock. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

test('hr reads the company’s reports and saves a department’s attendance as Excel', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'hr', '/reports');
  await expect(page).toHaveTitle(/Reports/);

  // The overview: twelve month-ends of headcount in a table beside the chart.
  await expect(page.getByText('Headcount', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Headcount by month' }).getByRole('row')).toHaveCount(13);
  await capture(page, { path: test.info().outputPath('reports-overview.png'), fullPage: true });

  // Attendance over last month, narrowed to one department.
  await page.getByRole('tab', { name: 'Attendance' }).click();
  const { from, to } = lastMonth();
  await page.getByRole('textbox', { name: 'From' }).fill(entry(from));
  await page.getByRole('textbox', { name: 'From' }).blur();
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(entry(to));
  await page.getByRole('textbox', { name: 'To', exact: true }).blur();
  await expect(page).toHaveURL(new RegExp(`[?&]to=${to}`));
  const byDepartment = page.getByRole('table', { name: 'Attendance by department' });
  await expect(byDepartment).toContainText('Finance');
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Engineering' });
  await expect(page).toHaveURL(/[?&]department=/);
  await expect(byDepartment.getByRole('row')).toHaveCount(2);
  await expect(byDepartment).toContainText('Engineering');
  await expect(page.getByRole('table', { name: 'Attendance by date' }).getByRole('row')).not.toHaveCount(1);
  await capture(page, { path: test.info().outputPath('reports-attendance.png'), fullPage: true });

  // The file holds the filtered rows: Engineering's, and no other department's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`attendance-${from}-to-${to}-engineering.xlsx`);
  const sheet = strFromU8(unzipSync(await readFile((await file.path())!))['xl/worksheets/sheet1.xml']!);
  expect(sheet).toContain('Engineering');
  expect(sheet).not.toContain('Finance');
  expect(sheet).toContain(from.slice(0, 7));

  // A period that ends before it starts is named, and asks nothing of the server.
  await page.getByRole('textbox', { name: 'From' }).fill(entry(new Date().toISOString().slice(0, 10)));
  await page.getByRole('textbox', { name: 'From' }).blur();
  await expect(page.getByText('The period cannot end before it starts.')).toBeVisible();
});

test('a manager reads their team’s reports on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager', '/reports?tab=time');
  await expect(page.getByText('Your team at a glance')).toBeVisible();
  // A manager's line is theirs: no department or office to choose.
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
  await expect(page.getByText('Worked', { exact: true }).first()).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  await capture(page, { path: test.info().outputPath('reports-time-phone.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Activity' }).click();
  // The demo's history was written before the trail began: the team may have no changes yet.
  await expect(page.getByText(/^(Recent activity|Nothing has changed yet)$/)).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
});
