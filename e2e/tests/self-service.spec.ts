import { expect, test } from '@playwright/test';
import { capture, pageOverflow, signIn } from './helpers';

test('an employee keeps their own records from self service on a phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'employee');
  await page.goto('/employee-self-service');
  await expect(page).toHaveTitle(/Self Service/);
  const tabs = page.getByRole('tablist', { name: 'Self service' });

  // Profile: the contact details they keep are saved.
  const phone = page.getByLabel('Phone');
  await phone.fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your contact details are saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(/98450\s?12345/);
  expect(await pageOverflow(page)).toBe(0);
  await capture(page, { path: test.info().outputPath('self-service-profile.png'), fullPage: true });

  // Each other tab shows the person's own records, within the phone's width.
  const views: [tab: string, shows: RegExp][] = [
    ['Attendance', /Ask for a correction|days at work/i],
    ['Leave', /Apply for leave/],
    ['Pay', /Tax declaration 20/],
    ['Documents', /Upload/],
    ['Holidays', /The whole year/],
    ['Security', /Two-factor authentication/],
  ];
  for (const [tab, shows] of views) {
    await tabs.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}`));
    await expect(page.getByRole('tabpanel').getByText(shows).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await pageOverflow(page), `${tab} fits the phone`).toBe(0);
    await capture(page, {
      path: test.info().outputPath(`self-service-${tab.toLowerCase()}.png`),
      fullPage: true,
    });
  }

  // Apply for leave from self service opens the form on the leave page.
  await tabs.getByRole('tab', { name: 'Leave' }).click();
  await page.getByRole('link', { name: 'Apply for leave' }).click();
  await expect(page.getByRole('dialog', { name: /Apply for leave/ })).toBeVisible();
});
