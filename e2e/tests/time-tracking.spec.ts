import type { ClockStatus } from '@hrms/contracts/time-tracking';
import { expect, type Page, test } from './fixtures';
import { capture, SCREEN_VARIANTS, signIn } from './helpers';

/** A call of the API as the signed-in person, from inside their page. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<T> {
  return page.evaluate(
    async ({ url, verb }) => {
      const res = await fetch(url, {
        method: verb,
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return res.json();
    },
    { url: `/api${path}`, verb: method },
  );
}

test('an employee punches in, takes a break and leaves; the manager’s Team now board follows each step live', async ({
  browser,
}) => {
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'employee');
  // The demo company is at work now: start this day's story from clocked out.
  const before = await api<ClockStatus>(employee, 'GET', '/time-tracking/status');
  if (before.state !== 'clocked_out') await api(employee, 'POST', '/time-tracking/clock-out');

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager', '/time-tracking?tab=team');
  const row = manager.getByTestId('team-clock-row').filter({ hasText: 'Ishaan Kapoor' });
  await expect(row).toHaveAttribute('data-state', 'clocked_out');
  await expect(row).toContainText('Clocked out');

  await employee.goto('/time-tracking');
  const card = employee.getByTestId('clock-card');
  await expect(card.getByRole('button', { name: 'Clock in' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Clock out' })).toHaveCount(0);

  const steps = [
    { press: 'Clock in', state: 'working', label: 'Working', next: ['Start break', 'Clock out'] },
    { press: 'Start break', state: 'on_break', label: 'On a break', next: ['End break', 'Clock out'] },
    { press: 'End break', state: 'working', label: 'Working', next: ['Start break', 'Clock out'] },
    { press: 'Clock out', state: 'clocked_out', label: 'Clocked out', next: ['Clock in'] },
  ] as const;
  for (const step of steps) {
    if (step.press === 'Clock in') {
      await card.getByRole('button', { name: 'Add a note' }).click();
      await card.getByLabel(/Note/).fill('From the Bengaluru office');
    }
    await card.getByRole('button', { name: step.press, exact: true }).click();
    await expect(card.locator(`[data-state="${step.state}"]`)).toHaveText(step.label);
    for (const name of step.next) await expect(card.getByRole('button', { name, exact: true })).toBeVisible();
    // The manager's page, untouched, changes by itself.
    await expect(row).toHaveAttribute('data-state', step.state);
    await expect(row).toContainText(step.label);
  }

  // The day's entry: in and out, one break, the note, where it was punched.
  const entry = employee.getByTestId('time-entry').filter({ hasText: 'From the Bengaluru office' });
  await expect(entry).toContainText('1 break');
  await expect(entry).toContainText('In: ');
  await expect(entry).not.toContainText('Running');
  await capture(manager, { path: test.info().outputPath('team-now.png'), fullPage: true });
});

test('a punch from another device shows on the open page and the dashboard at once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'employee');
  const before = await api<ClockStatus>(page, 'GET', '/time-tracking/status');
  if (before.state !== 'clocked_out') await api(page, 'POST', '/time-tracking/clock-out');
  await page.goto('/time-tracking');
  const card = page.getByTestId('clock-card');
  await expect(card.getByRole('button', { name: 'Clock in' })).toBeVisible();
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  const widget = dashboard.getByTestId('clock-widget');
  await expect(widget.getByTestId('clock-widget-state')).toHaveText('Clocked out');

  // The phone clocks in: both open pages follow without a reload.
  await api(page, 'POST', '/time-tracking/clock-in');
  await expect(card.getByRole('button', { name: 'Start break' })).toBeVisible();
  await expect(widget.getByTestId('clock-widget-state')).toHaveText('Working');
  await expect(widget.getByRole('button', { name: 'Clock out' })).toBeVisible();

  // The widget's own punch reaches the time-tracking page.
  await widget.getByRole('button', { name: 'Start break' }).click();
  await expect(widget.getByTestId('clock-widget-state')).toHaveText('On a break');
  await expect(card.locator('[data-state="on_break"]')).toHaveText('On a break');
  await widget.getByRole('button', { name: 'Clock out' }).click();
  await expect(card.getByRole('button', { name: 'Clock in' })).toBeVisible();
});

const SCREENS = [
  { role: 'employee', path: '/dashboard', name: 'dashboard-clock', ready: 'clock-widget' },
  { role: 'employee', path: '/time-tracking', name: 'time-tracking', ready: 'clock-card' },
  { role: 'manager', path: '/time-tracking?tab=team', name: 'time-tracking-team', ready: 'team-clock-row' },
  {
    role: 'manager',
    path: '/time-tracking?tab=team-entries',
    name: 'time-tracking-team-entries',
    ready: 'time-entry',
  },
  { role: 'hr', path: '/settings?tab=time-tracking', name: 'settings-time-tracking', ready: null },
] as const;

/** Each new screen in light and dark, desktop and phone, for a person to look at; nothing overflows sideways. */
for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  for (const screen of SCREENS) {
    test(`screens: ${screen.name}, ${device}, ${theme}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await signIn(page, screen.role);
      await page.goto(screen.path);
      if (screen.ready) await expect(page.getByTestId(screen.ready).first()).toBeVisible();
      else await expect(page.getByLabel('Grace period')).toBeVisible();
      await page.waitForTimeout(300);
      await capture(page, {
        path: `test-results/screens/${screen.name}-${device}-${theme}.png`,
        fullPage: true,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.name} overflows the viewport sideways`).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}
