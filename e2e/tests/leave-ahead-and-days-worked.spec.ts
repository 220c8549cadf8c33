import { expect, test } from './fixtures';
import { capture, SCREEN_VARIANTS, signIn } from './helpers';

/**
 * Next year's leave booked against next year's balance, and days worked counted one way: the apply
 * dialog with January dates, the week and month of time tracking, attendance's figures and the
 * leave settings, in light and dark, desktop and phone, for a person to look at.
 */

/** The first Monday of next January, as typed into a date field (dd/mm/yyyy). */
function firstMondayOfNextYear(): { iso: string; typed: string } {
  const year = new Date().getFullYear() + 1;
  const date = new Date(Date.UTC(year, 0, 1));
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  const iso = date.toISOString().slice(0, 10);
  return { iso, typed: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
}

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`next year's leave and days worked, ${device}, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: theme });
    const shot = (name: string) => `test-results/screens/ahead-${name}-${device}-${theme}.png`;
    await signIn(page, 'employee', '/leave-management');
    await page.getByRole('button', { name: 'Apply for leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for leave' });
    await dialog.getByLabel('Leave type').selectOption({ label: 'Casual leave' });
    const monday = firstMondayOfNextYear();
    await dialog.getByRole('textbox', { name: 'First day' }).fill(monday.typed);
    const preview = dialog.getByTestId('leave-preview');
    await expect(preview).toContainText(`${monday.iso.slice(0, 4)} balance`);
    await expect(preview).not.toContainText('Not enough');
    await capture(page, { path: shot('apply') });
    await page.keyboard.press('Escape');

    // Clocked in today: on a weekend (as on a Sunday) the week counts it as an extra day.
    await page.goto('/time-tracking');
    const card = page.getByTestId('clock-card');
    const press = async (name: string, state: string) => {
      await card.getByRole('button', { name, exact: true }).click();
      await expect(card.locator(`[data-state="${state}"]`)).toBeVisible();
    };
    // Clocked out, or still in from an earlier run of this test today.
    await expect(card.getByRole('button', { name: /^Clock (in|out)$/ })).toBeVisible();
    if (await card.getByRole('button', { name: 'Clock in', exact: true }).isVisible()) {
      await press('Clock in', 'working');
    }
    const weekend = [0, 6].includes(
      new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Kolkata' })).getDay(),
    );
    const daysWorked = page.getByText(/^\d+\sof\s\d+(\s\+\s\d+\sextra)?$/).first();
    await expect(daysWorked).toBeVisible();
    // At least today's: an earlier test may have recorded a punch on another day off of the week.
    if (weekend) await expect(daysWorked).toHaveText(/\s\+\s[1-9]\d*\sextra$/);
    await expect(page.getByTestId('month-summary')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await capture(page, { path: shot('time-tracking'), fullPage: true });
    await press('Clock out', 'clocked_out');

    await page.goto('/attendance');
    await expect(page.getByTestId('attendance-stats')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await capture(page, { path: shot('attendance') });

    await page.evaluate(() => localStorage.removeItem('token'));
    await signIn(page, 'hr', '/leave-management?tab=policies');
    await expect(page.getByLabel('Next year’s leave can be booked, in days before 1 January')).toHaveValue(
      '90',
    );
    await capture(page, { path: shot('settings') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page overflows the viewport sideways').toBeLessThanOrEqual(0);
  });
}
