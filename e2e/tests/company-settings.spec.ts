import { expect, test } from './fixtures';
import { capture, pageOverflow, seriousViolations, signIn } from './helpers';

/** A 2 × 2 PNG (teal), enough for the browser to draw. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgndIBRAwQCgAengSlav/z8AAAAABJRU5ErkJggg==',
  'base64',
);

test('admin sets the company’s GSTIN and logo, which shows in the shell, and manages offices', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin', '/settings?tab=company');
  await expect(page.getByRole('heading', { name: 'Company', exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByLabel('GSTIN')).toHaveValue('29AAACA1234T1ZD');
  await expect(page.getByTestId('company-logo')).toHaveCount(0);

  // A GSTIN with a wrong check character is refused on its field, nothing saved.
  await page.getByLabel('GSTIN').fill('29AAACA1234T1ZE');
  await page.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('The check character does not match: look for a typing mistake')).toBeVisible();
  await expect(page.getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('GSTIN').fill('29AAACA1234T1ZD');

  // A logo: saved with the details, it replaces the product's mark in the menu at once.
  await page.getByLabel('Logo').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: LOGO });
  await page.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
  const shellLogo = page.getByTestId('company-logo');
  await expect(shellLogo).toBeVisible();
  expect(await shellLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();

  // Offices: an office with people is not deleted, and says how many; a new one is added,
  // deactivated and deleted.
  const offices = page.getByTestId('office-row');
  await page.getByRole('button', { name: 'Delete Mumbai' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete office' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(/\d+ people are placed at Mumbai/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add office' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Pune');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByLabel('State').fill('Maharashtra');
  await dialog.getByRole('button', { name: 'Add office' }).click();
  await expect(page.getByText('Pune is added')).toBeVisible();
  const pune = offices.filter({ hasText: 'Pune' });
  await expect(pune).toContainText('Maharashtra');
  await pune.getByRole('button', { name: 'Deactivate' }).click();
  await expect(pune).toContainText('Inactive');
  // Axe-core on the settled page (a toast fading out is not what is being checked).
  await page.reload();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(pune).toContainText('Inactive');
  expect(await seriousViolations(page)).toEqual([]);
  await capture(page, { path: test.info().outputPath('company-admin.png'), fullPage: true });
  await page.getByRole('button', { name: 'Delete Pune' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete office' }).click();
  await expect(page.getByText('Pune is deleted')).toBeVisible();
  await expect(offices.filter({ hasText: 'Pune' })).toHaveCount(0);

  // Hr on a phone in the dark sees the same company, logo included.
  const hrContext = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const hr = await hrContext.newPage();
  await signIn(hr, 'hr');
  await hr.evaluate(() => localStorage.setItem('hrms-theme', 'dark'));
  await hr.goto('/settings?tab=company');
  await expect(hr.getByRole('img', { name: /logo$/ })).toBeVisible();
  await expect(hr.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await pageOverflow(hr)).toBe(0);
  expect(await seriousViolations(hr)).toEqual([]);
  await capture(hr, { path: test.info().outputPath('company-hr-phone-dark.png'), fullPage: true });
  await hrContext.close();

  // The logo is removed only after asking.
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  await expect(page.getByTestId('company-logo')).toHaveCount(0);
});
