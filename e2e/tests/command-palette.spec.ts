import { expect, test } from './fixtures';
import { capture, pageOverflow, signIn } from './helpers';

test('hr finds a person and a page from the keyboard with Ctrl+K', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'hr');
  // The shortcut is heard once the shell is on the page.
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Search' });
  const box = palette.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill('zoya');
  await expect(palette.getByRole('group', { name: 'People' }).getByRole('option')).toContainText([
    'Zoya Siddiqui',
  ]);
  await capture(page, { path: test.info().outputPath('command-palette-desktop.png') });
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Zoya Siddiqui' })).toBeVisible();

  // A page, by the first letters of its words.
  await page.getByRole('button', { name: /^Search/ }).click();
  await box.fill('pay pro');
  await expect(palette.getByRole('option').first()).toContainText('Payroll Processing');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll$/);
});

test('an employee’s palette offers their own records and no people, and keeps to a phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signIn(page, 'employee');
  await page.getByRole('button', { name: /^Search/ }).click();
  const palette = page.getByRole('dialog', { name: 'Search' });
  await palette.getByRole('combobox').fill('slip');
  await expect(palette.getByRole('group', { name: 'Your records' })).toContainText('My salary slips');
  await expect(palette.getByRole('group', { name: 'People' })).toHaveCount(0);
  await palette.getByRole('combobox').fill('zoya');
  await expect(palette.getByText('Nothing matches “zoya”.')).toBeVisible();
  await palette.getByRole('combobox').fill('slip');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await capture(page, { path: 'test-results/screens/command-palette-phone-dark.png' });
  await palette.getByRole('option', { name: /My salary slips/ }).click();
  await expect(page).toHaveURL(/\/salary-slips$/);
  await context.close();
});
