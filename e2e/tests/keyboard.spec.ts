import type { Role } from '@hrms/contracts/roles';
import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import {
  addDays,
  apiGet,
  apiPost,
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

/**
 * Presses Tab until `target` has the focus (failing after `max` presses), then checks it shows. A
 * control that already has it (a dialog's first field) is reached with no press.
 */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  await moveTo(page, target, back ? 'Shift+Tab' : 'Tab', max);
}

/** Presses the right arrow until `target` has the focus (within a tab list, a menu, a radio group). */
async function arrowTo(page: Page, target: Locator, max = 10) {
  await moveTo(page, target, 'ArrowRight', max);
}

async function moveTo(page: Page, target: Locator, key: string, max: number) {
  await expect(target, 'the control to reach is on the page').toBeVisible();
  // How it is drawn at rest, before the focus comes: the focused look must differ from it.
  const resting = (await hasFocus(target)) ? null : await appearance(target);
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) {
      await expectFocusVisible(page, resting);
      return;
    }
    if (presses < max) await pressAndSettle(page, key);
  }
  throw new Error(`${target} is not reached with ${key} in ${max} presses`);
}

/**
 * Presses a key and waits for the focus to leave the control that had it: a tab list or a radio
 * group moves it a moment after the key (Radix's roving focus moves it in a timeout).
 */
async function pressAndSettle(page: Page, key: string) {
  await page.evaluate(() => {
    (window as { focusedBefore?: Element | null }).focusedBefore = document.activeElement;
  });
  await page.keyboard.press(key);
  await page
    .waitForFunction(
      () => document.activeElement !== (window as { focusedBefore?: Element | null }).focusedBefore,
      null,
      {
        timeout: 1_000,
      },
    )
    // A key that leaves the focus where it was (the last of a list that does not wrap) is no error here.
    .catch(() => undefined);
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * What a focus ring is made of, on the control and on the label around it (a radio or a checkbox
 * whose label draws the ring): each one's outline and box shadow, "none" where neither is drawn.
 */
function appearance(target: Locator): Promise<string> {
  return target.evaluate((el) => {
    const parts: Element[] = [el];
    const label = el.closest('label');
    if (label && label !== el) parts.push(label);
    const drawn = parts
      .map((part) => {
        const style = getComputedStyle(part);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return [
          outline ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '',
          style.boxShadow === 'none' ? '' : `shadow ${style.boxShadow}`,
        ]
          .filter(Boolean)
          .join(' ');
      })
      .filter(Boolean);
    return drawn.join(' | ') || 'none';
  });
}

/**
 * The focused control is drawn as focused: it matches `:focus-visible`, it or its label carries an
 * outline or a ring (a box shadow), and, where its look at rest is known, that look has changed (a
 * shadow it wears at rest is not a focus ring).
 */
async function expectFocusVisible(page: Page, resting: string | null = null) {
  const focused = page.locator(':focus');
  const what = await focused.evaluate(
    (el) =>
      `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`,
  );
  expect(await focused.evaluate((el) => el.matches(':focus-visible')), `${what} matches :focus-visible`).toBe(
    true,
  );
  // Polled: a ring may be drawn with a short transition.
  await expect
    .poll(() => appearance(focused), { message: `the focus on ${what} is drawn`, timeout: 2_000 })
    .not.toBe(resting ?? 'none');
  expect(await appearance(focused), `the focus on ${what} is drawn`).not.toBe('none');
}

/** The focus is inside `container` (a dialog that has just opened). */
async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)), {
      message: 'the focus moved into the dialog',
    })
    .toBe(true);
}

/** A browser of the role's own, signed in with the keyboard. */
async function signInByKeyboard(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_EMAIL[role]);
  await tabTo(page, page.getByLabel('Password'), { max: 3 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
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
  const employee = await signInByKeyboard(browser, 'employee');
  // The sign-in form has gone: the focus is on the page's content, not lost where the button stood.
  const content = employee.locator('#main-content');
  await expect(content).toBeFocused();

  // On a page loaded (or reloaded) from the address bar, the first Tab offers the way past the menu.
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
  const manager = await signInByKeyboard(browser, 'manager');
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

/** Selects all of a field's text and types over it (a field that starts filled). */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

test('with the keyboard alone hr adds a person, publishes an announcement and runs a department’s payroll; admin changes a setting', async ({
  browser,
}) => {
  test.slow();
  const hr = await signInByKeyboard(browser, 'hr');
  const id = Date.now().toString(36);
  const surname = `Keys${id.replace(/[0-9]/g, '').slice(0, 6) || 'x'}`;

  // Add a person: every field typed, the department chosen by its first letters, the invitation
  // turned off with Space. They join in six weeks, so no payroll of this month counts them.
  await openFromMenu(hr, 'Employee List');
  await tabTo(hr, hr.getByRole('link', { name: 'Add employee' }));
  await hr.keyboard.press('Enter');
  const form = hr.getByRole('form', { name: 'New employee' });
  await tabTo(hr, form.getByLabel('First name'));
  await hr.keyboard.type('Kavya');
  await tabTo(hr, form.getByLabel('Last name'), { max: 3 });
  await hr.keyboard.type(surname);
  await tabTo(hr, form.getByLabel('Work email'), { max: 3 });
  await hr.keyboard.type(`kavya.${id}@acme.test`);
  await tabTo(hr, form.getByLabel('Employee code'), { max: 20 });
  await hr.keyboard.type(`KBD-${id}`.toUpperCase());
  const department = form.getByLabel('Department');
  await expect(department).toBeEnabled();
  await tabTo(hr, department, { max: 20 });
  await hr.keyboard.type('Engin');
  await expect(department.locator('option:checked')).toHaveText('Engineering');
  await tabTo(hr, form.getByRole('textbox', { name: 'Join date' }), { max: 20 });
  await typeOver(hr, entry(addDays(new Date().toISOString().slice(0, 10), 42)));
  const invite = form.getByLabel('Email an invitation to set a password');
  await tabTo(hr, invite, { max: 40 });
  await hr.keyboard.press('Space');
  await expect(invite).not.toBeChecked();
  await tabTo(hr, form.getByRole('button', { name: 'Add employee' }), { max: 20 });
  await hr.keyboard.press('Enter');
  await expect(hr.getByRole('heading', { level: 1, name: `Kavya ${surname}` })).toBeVisible();

  // Publish an announcement to hr alone: the audience chosen with the arrows and Space.
  const title = `Keyboard notice ${id}`;
  await openFromMenu(hr, 'Announcements');
  const create = hr.getByRole('button', { name: 'New announcement' });
  await tabTo(hr, create);
  await hr.keyboard.press('Enter');
  const editor = hr.getByRole('dialog');
  await expectFocusWithin(editor);
  await tabTo(hr, editor.getByRole('textbox', { name: 'Title' }), { max: 10 });
  await hr.keyboard.type(title);
  await tabTo(hr, editor.getByRole('textbox', { name: 'Message' }), { max: 10 });
  await hr.keyboard.type('The hr team meets on Thursday.');
  // A radio group is one stop: Tab reaches the chosen radio, the arrows move along it.
  await tabTo(hr, editor.getByRole('radio', { name: 'Everyone' }), { max: 10 });
  await arrowTo(hr, editor.getByRole('radio', { name: 'Chosen departments, offices or roles' }));
  const hrRole = editor.getByRole('checkbox', { name: 'HR', exact: true });
  await tabTo(hr, hrRole, { max: 10 });
  await hr.keyboard.press('Space');
  await expect(hrRole).toBeChecked();
  await tabTo(hr, editor.getByRole('button', { name: 'Publish now' }), { max: 60 });
  await hr.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect(create, 'the focus is back on the button that opened the editor').toBeFocused();
  const published = await apiGet<{ items: { id: string; title: string }[] }>(
    hr,
    `/announcements?search=${encodeURIComponent(title)}`,
  );
  const notice = published.items.find((a) => a.title === title);
  expect(notice, 'the announcement is published').toBeDefined();

  // Run this month's payroll for Finance: the month and the department chosen by typing, the run
  // confirmed in its dialog, and its progress followed to the end.
  await openFromMenu(hr, 'Payroll Processing');
  await tabTo(hr, hr.getByRole('tab', { selected: true }));
  await arrowTo(hr, hr.getByRole('tab', { name: 'Pay runs' }));
  const panel = hr.getByTestId('pay-runs-panel');
  const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(new Date());
  const monthPicker = panel.getByLabel('Month');
  await tabTo(hr, monthPicker, { max: 10 });
  await hr.keyboard.type(month);
  await expect(monthPicker.locator('option:checked')).toHaveText(month);
  const departmentPicker = panel.getByLabel('Department');
  await tabTo(hr, departmentPicker, { max: 3 });
  await hr.keyboard.type('Fin');
  await expect(departmentPicker.locator('option:checked')).toHaveText('Finance');
  const run = panel.getByRole('button', { name: 'Run payroll' });
  await tabTo(hr, run, { max: 3 });
  await hr.keyboard.press('Enter');
  const confirm = hr.getByRole('alertdialog', { name: `Run payroll for ${month}?` });
  await expectFocusWithin(confirm);
  await expect(confirm).toContainText('in Finance');
  await tabTo(hr, confirm.getByRole('button', { name: 'Run payroll' }), { max: 4 });
  await hr.keyboard.press('Enter');
  const progress = panel.getByTestId('run-progress');
  await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(progress.getByTestId('run-failures-count')).toHaveText('No failures');
  await expect(run, 'the focus is back on the button that started the run').toBeFocused();

  // Admin changes a setting in All settings, reached along the section tabs with the arrows.
  const admin = await signInByKeyboard(browser, 'admin');
  await openFromMenu(admin, 'Settings');
  await tabTo(admin, admin.getByRole('tab', { selected: true }));
  await arrowTo(admin, admin.getByRole('tab', { name: 'All settings' }), 12);
  await tabTo(admin, admin.getByLabel('Search settings'), { max: 10 });
  await admin.keyboard.type('grace');
  const grace = admin.getByLabel('Grace period before late', { exact: true });
  await tabTo(admin, grace, { max: 20 });
  await typeOver(admin, '25');
  await expect(admin.getByText('1 unsaved change')).toBeVisible();
  await tabTo(admin, admin.getByRole('button', { name: 'Save changes' }), { max: 20 });
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Setting saved')).toBeVisible();
  // The bar with the button has gone: the focus is on the setting just saved, not lost.
  await expect(grace).toBeFocused();
  const saved = await apiGet<{ items: { key: string; value: unknown }[] }>(
    admin,
    '/configuration?category=time-tracking',
  );
  expect(saved.items.find((e) => e.key === 'time-tracking.graceMinutes')?.value).toBe(25);

  // Leave the demo as it was found: the setting back, the notice withdrawn.
  expect(
    (
      await apiPost(admin, '/configuration/bulk', {
        items: [{ key: 'time-tracking.graceMinutes', value: 15 }],
      })
    ).status,
  ).toBe(200);
  // A published notice is archived by the first delete and deleted by the second.
  for (const outcome of ['archived', 'deleted']) {
    expect((await apiSend(hr, 'DELETE', `/announcements/${notice!.id}`)).body).toEqual({ ok: true, outcome });
  }
});
