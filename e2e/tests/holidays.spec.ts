import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { capture, signIn } from './helpers';

test('hr adds a Mumbai holiday and an alternate-Saturday weekend; a Bengaluru employee sees their own calendar', async ({
  browser,
}) => {
  const hrPage = await (await browser.newContext()).newPage();
  await signIn(hrPage, 'hr', '/holidays?year=2027&office=all');
  await expect(hrPage.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
  await expect(hrPage.getByTestId('holiday-row').filter({ hasText: 'Republic Day' })).toBeVisible();

  await hrPage.getByRole('button', { name: 'Add holiday' }).click();
  const dialog = hrPage.getByRole('dialog', { name: 'Add a holiday' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme Foundation Day');
  await dialog.getByLabel('Mumbai office').check();
  // A Saturday is flagged before saving; a Thursday is not.
  await dialog.getByRole('textbox', { name: 'Date' }).fill('17/07/2027');
  await expect(dialog.getByTestId('holiday-conflicts')).toContainText(
    '17 Jul 2027 is a Saturday, a weekend day in the Mumbai office.',
  );
  await dialog.getByRole('textbox', { name: 'Date' }).fill('15/07/2027');
  await expect(dialog.getByTestId('holiday-conflicts')).toHaveCount(0);
  await dialog.getByLabel('Type').selectOption('company');
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(hrPage.getByText('Acme Foundation Day was added')).toBeVisible();
  const row = hrPage.getByTestId('holiday-row').filter({ hasText: 'Acme Foundation Day' });
  await expect(row).toContainText('Mumbai');
  await expect(row).toContainText('Company');

  // The year downloads as an iCalendar file a phone calendar can open.
  await hrPage.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    hrPage.waitForEvent('download'),
    hrPage.getByRole('menuitem', { name: 'Calendar file (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('holidays-2027.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain(
    'DTSTART;VALUE=DATE:20270715\r\nDTEND;VALUE=DATE:20270716\r\nSUMMARY:Acme Foundation Day\r\n',
  );

  // The same name on the same day again is refused with the server's words, on the form.
  await hrPage.getByRole('button', { name: 'Add holiday' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Acme Foundation Day');
  await dialog.getByRole('textbox', { name: 'Date' }).fill('15/07/2027');
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(dialog.getByText('Acme Foundation Day is already a holiday on that date.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await hrPage.getByRole('button', { name: 'Change the Mumbai weekend' }).click();
  const weekend = hrPage.getByRole('dialog', { name: 'Mumbai weekend' });
  await weekend.getByLabel('Saturday is').selectOption('some');
  await expect(weekend.getByLabel('2nd Saturday')).toBeChecked();
  await weekend.getByRole('button', { name: 'Save weekend' }).click();
  await expect(hrPage.getByText('Sunday, and the 2nd and 4th Saturday off')).toBeVisible();
  await capture(hrPage, { path: test.info().outputPath('holidays-hr.png'), fullPage: true });

  // An employee of the Bengaluru office: their own office first, nothing to change.
  const employeePage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(employeePage, 'employee', '/holidays?year=2027');
  await expect(employeePage.getByLabel('Office')).toHaveValue(/.+/);
  await expect(employeePage.getByLabel('Office').locator('option:checked')).toHaveText('Bengaluru');
  await expect(
    employeePage.getByTestId('holiday-row').filter({ hasText: 'Kannada Rajyotsava' }),
  ).toBeVisible();
  await expect(
    employeePage.getByTestId('holiday-row').filter({ hasText: 'Acme Foundation Day' }),
  ).toHaveCount(0);
  await expect(employeePage.getByTestId('next-holiday')).toBeVisible();
  // Each office's year, with the long weekends its holidays make.
  await expect(employeePage.getByTestId('office-year')).toHaveCount(2);
  await expect(employeePage.getByTestId('office-year').first()).toContainText('Long weekends');
  await expect(employeePage.getByRole('button', { name: 'Add holiday' })).toHaveCount(0);
  await expect(employeePage.getByRole('button', { name: /Change the .* weekend/ })).toHaveCount(0);
  // A calendar app follows the address with no session: the office's holidays, not Mumbai's.
  await employeePage.getByRole('button', { name: 'Get my calendar address' }).click();
  const address = await employeePage.getByTestId('calendar-address').getByRole('textbox').inputValue();
  expect(address).toMatch(/\/api\/holidays\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await (await browser.newContext()).request.get(address);
  expect(feed.ok()).toBe(true);
  const subscribed = await feed.text();
  expect(subscribed).toContain('SUMMARY:Kannada Rajyotsava');
  expect(subscribed).not.toContain('Acme Foundation Day');
  const overflow = await employeePage.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await capture(employeePage, { path: test.info().outputPath('holidays-phone.png'), fullPage: true });
});

test('hr imports an iCalendar file of holidays: a broken event blocks it, the fixed file imports', async ({
  page,
}) => {
  await signIn(page, 'hr', '/holidays?year=2028&office=all');
  await expect(page.getByText('No holidays here')).toBeVisible();
  const calendar = (second: string) =>
    Buffer.from(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Government of Karnataka//Holidays 2028//EN',
        'BEGIN:VEVENT',
        'DTSTART;VALUE=DATE:20280126',
        'SUMMARY:Republic Day',
        'CATEGORIES:Public',
        'END:VEVENT',
        'BEGIN:VEVENT',
        second,
        'SUMMARY:Ugadi',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import holidays' });
  await dialog.getByLabel('File').setInputFiles({
    name: 'karnataka-2028.ics',
    mimeType: 'text/calendar',
    buffer: calendar('DTSTART;VALUE=DATE:20280230'),
  });
  await expect(dialog.getByTestId('import-errors')).toContainText(
    'Line 9 (DTSTART): The event has no start date',
  );
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();

  await dialog.getByLabel('File').setInputFiles({
    name: 'karnataka-2028.ics',
    mimeType: 'text/calendar',
    buffer: calendar('DTSTART;VALUE=DATE:20280327'),
  });
  await expect(dialog.getByTestId('import-summary')).toContainText('2 holidays to add');
  await dialog.getByRole('button', { name: 'Import 2 holidays' }).click();
  await expect(page.getByText('2 holidays imported')).toBeVisible();
  await expect(page.getByTestId('holiday-row').filter({ hasText: 'Ugadi' })).toBeVisible();
  await expect(page.getByTestId('holiday-row')).toHaveCount(2);
});

test('hr applies a built-in template twice without doubling it, and saves a year as the company template', async ({
  page,
}) => {
  await signIn(page, 'hr', '/holidays?year=2026&office=all');
  await page.getByRole('button', { name: 'Templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Holiday templates' });
  await dialog.getByRole('button', { name: 'Apply India 2026' }).click();
  await expect(dialog.getByTestId('template-applied')).toContainText(
    'India 2026: 0 holidays added, 14 already there.',
  );
  await dialog.getByLabel(/Save the \d+ holidays shown for 2026 as a template/).fill('Acme 2026');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(/Acme 2026 was saved with \d+ holidays/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply Acme 2026' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Reminders come a day before from now on.
  await page.getByLabel('When').selectOption('1');
  await expect(page.getByText('Reminders go out 1 day before')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('When')).toHaveValue('1');
});
