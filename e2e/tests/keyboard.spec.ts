import type { Role } from '@hrms/contracts/roles';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addDays,
  apiGet,
  apiSend,
  cancelOwnRequest,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  entry,
  freeWeekdays,
} from './helpers';

/**
 * The keyboard alone: no click, no fill. Tab (or Shift+Tab) reaches each control, whose focus must
 * be visible where it lands; Enter, Space, typing and Escape do the rest.
 */

/** Presses Tab until `target` has the focus (failing after `max` presses), then checks it shows. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  await expect(target, 'the control to reach is on the page').toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
  }
  throw new Error(`${target} is not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

/** Presses the right arrow until `target` has the focus (within a tab list, a menu, a radio group). */
async function arrowTo(page: Page, target: Locator, max = 10) {
  await expect(target, 'the control to reach is on the page').toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`${target} is not reached with the right arrow in ${max} presses`);
}

/** The focused control is drawn as focused: an outline or a ring (a box shadow). */
async function expectFocusVisible(page: Page) {
  const seen = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'nothing (the page body)' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const what = `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
    return { visible: el.matches(':focus-visible') && (outline || ring), what };
  });
  expect(seen.visible, `the focus on ${seen.what} is visible`).toBe(true);
}

/** The focus is inside `container` (a dialog that has just opened). */
async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)), {
      message: 'the focus moved into the dialog',
    })
    .toBe(true);
}

async function signInByKeyboard(page: Page, role: Role) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_EMAIL[role]);
  await tabTo(page, page.getByLabel('Password'), { max: 3 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Goes to a page of the menu: Tab to its link, Enter. */
async function openFromMenu(page: Page, name: string, { back = false } = {}) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  await tabTo(page, link, { back });
  await page.keyboard.press('Enter');
}

test('with the keyboard alone an employee clocks in, asks for leave and reads an announcement; the manager approves it', async ({
  browser,
}) => {
  test.slow();
  const employee = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signInByKeyboard(employee, 'employee');
  // The sign-in form has gone: the focus is on the page's content, not lost where the button stood.
  const content = employee.locator('#main-content');
  await expect(content).toBeFocused();

  // On a page loaded from the address bar, the first Tab offers the way past the menu.
  await employee.reload();
  await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
  await employee.keyboard.press('Tab');
  const skip = employee.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expectFocusVisible(employee);
  await employee.keyboard.press('Enter');
  await expect(content).toBeFocused();

  // Clock in on My time, reached with the search palette (Ctrl+K, a few letters, Enter).
  const status = await apiGet<{ state: string }>(employee, '/time-tracking/status');
  if (status.state !== 'clocked_out') await apiSend(employee, 'POST', '/time-tracking/clock-out', {});
  await employee.keyboard.press('Control+K');
  const palette = employee.getByRole('dialog', { name: 'Search' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await employee.keyboard.type('my time');
  await expect(palette.getByRole('option').first()).toContainText('My time');
  await employee.keyboard.press('Enter');
  await expect(employee).toHaveURL(/\/time-tracking$/);
  const card = employee.getByTestId('clock-card');
  await tabTo(employee, card.getByRole('button', { name: 'Clock in', exact: true }));
  await employee.keyboard.press('Enter');
  await expect(card.locator('[data-state="working"]')).toHaveText('Working');

  // Ask for a day without pay: the form is filled by typing, the type chosen by its first letters.
  const types = await apiGet<{ items: { id: string; code: string }[] }>(employee, '/leave/types');
  const unpaid = types.items.find((t) => t.code === 'LWP')!;
  const [day] = await freeWeekdays(
    employee,
    unpaid.id,
    addDays(new Date().toISOString().slice(0, 10), 12),
    1,
  );
  expect(day, 'a free weekday ahead').toBeDefined();
  await openFromMenu(employee, 'Leave Requests');
  await expect(employee.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
  const applyButton = employee.getByRole('button', { name: 'Apply for leave' });
  await tabTo(employee, applyButton);
  await employee.keyboard.press('Enter');
  const apply = employee.getByRole('dialog', { name: 'Apply for leave' });
  await expectFocusWithin(apply);
  const leaveType = apply.getByLabel('Leave type');
  await tabTo(employee, leaveType, { max: 20 });
  await employee.keyboard.type('Leave without');
  await expect(leaveType.locator('option:checked')).toHaveText('Leave without pay');
  await tabTo(employee, apply.getByRole('textbox', { name: 'First day' }), { max: 20 });
  await employee.keyboard.type(entry(day!));
  await tabTo(employee, apply.getByRole('textbox', { name: 'Last day' }), { max: 20 });
  await employee.keyboard.type(entry(day!));
  await expect(apply.getByTestId('leave-preview')).toContainText('1 day of leave');
  await tabTo(employee, apply.getByRole('textbox', { name: 'Reason (optional)' }), { max: 20 });
  await employee.keyboard.type('Keyboard test: a day at the registry office');
  await tabTo(employee, apply.getByRole('button', { name: 'Send request' }), { max: 20 });
  await employee.keyboard.press('Enter');
  await expect(apply).toBeHidden();
  await expect(applyButton, 'the focus is back on the button that opened the form').toBeFocused();
  const mine = employee
    .getByTestId('leave-row')
    .filter({ hasText: 'Keyboard test: a day at the registry office' });
  await expect(mine).toContainText('Pending');

  // Read an announcement: Enter opens it, Escape closes it and the focus is back on its card.
  await openFromMenu(employee, 'Announcements');
  const card0 = employee.getByTestId('announcement-card').first();
  await expect(card0).toBeVisible();
  await tabTo(employee, card0);
  await employee.keyboard.press('Enter');
  const reader = employee.getByRole('dialog');
  await expect(reader).toBeVisible();
  await expectFocusWithin(reader);
  await employee.keyboard.press('Escape');
  await expect(reader).toBeHidden();
  await expect(card0).toBeFocused();

  // The manager, with the keyboard too, approves it from the approvals tab.
  const manager = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signInByKeyboard(manager, 'manager');
  await openFromMenu(manager, 'Leave Requests');
  // A tab list is one stop: Tab reaches the chosen tab, the arrows move along it.
  await tabTo(manager, manager.getByRole('tab', { selected: true }));
  await arrowTo(manager, manager.getByRole('tab', { name: /^Approvals/ }));
  await manager.keyboard.press('Enter');
  const waiting = manager
    .getByTestId('leave-row')
    .filter({ hasText: 'Keyboard test: a day at the registry office' });
  await expect(waiting).toContainText('Ishaan Kapoor');
  await tabTo(manager, waiting.getByRole('button', { name: 'Approve Ishaan Kapoor’s leave' }));
  await manager.keyboard.press('Enter');
  await expect(manager.getByText('Approved Ishaan Kapoor’s leave without pay')).toBeVisible();
  // Back up from the announcement to the menu (Shift+Tab) and see the request approved.
  await openFromMenu(employee, 'Leave Requests', { back: true });
  await expect(mine).toContainText('Approved');

  // Clock out with Space this time.
  await employee.keyboard.press('Control+K');
  await employee.keyboard.type('my time');
  await expect(palette.getByRole('option').first()).toContainText('My time');
  await employee.keyboard.press('Enter');
  await tabTo(employee, card.getByRole('button', { name: 'Clock out', exact: true }));
  await employee.keyboard.press('Space');
  await expect(card.locator('[data-state="clocked_out"]')).toHaveText('Clocked out');

  // Leave the demo as it was found: the day is given back.
  await cancelOwnRequest(employee, 'Keyboard test: a day at the registry office');
});
