import { expect, test } from './fixtures';
import { DEMO_EMAIL, signInLive } from './helpers';

test('hr publishes an announcement; an employee elsewhere is told at once and reads it', async ({
  browser,
}) => {
  // Two people signed in at once, each page through the realtime channel: more than the usual 30 s on a busy machine.
  test.setTimeout(60_000);
  const hrContext = await browser.newContext();
  const employeeContext = await browser.newContext();
  try {
    const hr = await hrContext.newPage();
    const employee = await employeeContext.newPage();
    for (const [page, email] of [
      [hr, DEMO_EMAIL.hr],
      [employee, DEMO_EMAIL.employee],
    ] as const) {
      await signInLive(page, email);
    }

    const bell = employee.getByRole('button', { name: /^Notifications/ });
    // The badge, not the button's name: an open dialog hides the header from the accessibility tree.
    const badge = employee.getByTestId('notification-count');
    const unread = async () => ((await badge.count()) === 0 ? 0 : Number(await badge.innerText()));
    const before = await unread();
    const hrBadge = hr.getByTestId('notification-count');
    const hrUnread = async () => ((await hrBadge.count()) === 0 ? 0 : Number(await hrBadge.innerText()));
    const hrBefore = await hrUnread();

    const title = `Office closed on Friday ${Date.now()}`;
    await hr.goto('/announcements');
    await hr.getByRole('button', { name: 'New announcement' }).click();
    const editor = hr.getByRole('dialog');
    await editor.getByRole('textbox', { name: 'Title' }).fill(title);
    await editor
      .getByRole('textbox', { name: 'Message' })
      .fill('Both offices are **closed** on Friday for maintenance.');
    await editor.getByRole('button', { name: 'Publish now' }).last().click();
    await expect(editor).toBeHidden();

    // The employee's page was not reloaded: the toast and the bell come over the realtime channel.
    await expect(employee.getByText(title).first()).toBeVisible();
    await expect.poll(unread).toBe(before + 1);
    // The publisher's own bell does not count their own action.
    expect(await hrUnread()).toBe(hrBefore);

    await bell.click();
    // One event, one entry.
    const entries = employee.getByRole('list', { name: 'Notification list' }).getByText(title);
    await expect(entries).toHaveCount(1);
    await entries.click();
    await expect(employee).toHaveURL(/\/announcements\?id=/);
    await expect(employee.getByRole('heading', { name: title })).toBeVisible();
    await expect(employee.getByText('closed', { exact: true })).toBeVisible();
    await expect.poll(unread).toBe(before);
    // Stored and live counts agree: a reload shows the same.
    await employee.reload();
    await expect(employee.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');
    expect(await unread()).toBe(before);
  } finally {
    await hrContext.close();
    await employeeContext.close();
  }
});
