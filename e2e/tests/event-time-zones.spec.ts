import { expect, test } from './fixtures';
import { apiGet, apiSend, capture, pageOverflow, SCREEN_VARIANTS, signIn } from './helpers';

// A time is shown where it happens, named when the viewer's clock reads otherwise: here the viewer
// is in London, an interview is held in Dubai and the company (and its audit log) keeps India's
// clock, in each size and theme.

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`screens: interviews and the audit log on their own clocks, ${device}, ${theme}`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport, colorScheme: theme, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await signIn(page, 'admin');
    const id = `${device}-${theme}-${Date.now()}`;
    const opening = await apiSend<{ id: string }>(page, 'POST', '/recruitment/openings', {
      title: `Field engineer, Dubai ${id}`,
      status: 'open',
      description: 'Installations in the Gulf.',
      criteria: ['Skills'],
    });
    expect(opening.status).toBe(201);
    const created = await apiSend<{ id: string }>(page, 'POST', '/recruitment/applications', {
      openingId: opening.body.id,
      name: 'Omar Haddad',
      email: `${id}@example.com`,
      source: 'referral',
    });
    expect(created.status).toBe(201);
    const stages = await apiGet<{ items: { id: string; kind: string }[] }>(page, '/recruitment/stages');
    const interviewStage = stages.items.find((s) => s.kind === 'interview')!.id;
    expect(
      (
        await apiSend(page, 'POST', `/recruitment/applications/${created.body.id}/move`, {
          stageId: interviewStage,
        })
      ).status,
    ).toBe(200);
    const me = await apiGet<{ items: { id: string }[] }>(page, '/employees?search=Neha%20Gupta');
    // 10:00 in Dubai, two days ahead.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await apiSend<{ timeZone: string }>(
      page,
      'POST',
      `/recruitment/applications/${created.body.id}/interviews`,
      {
        startsAt: `${day}T06:00:00.000Z`,
        durationMinutes: 45,
        location: 'Dubai office, room 2',
        timeZone: 'Asia/Dubai',
        interviewerIds: [me.items[0]!.id],
      },
    );
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.timeZone).toBe('Asia/Dubai');

    await page.goto('/recruitment?tab=interviews');
    await page.getByRole('button', { name: 'All interviews' }).click();
    const row = page.getByTestId('interview-row').filter({ hasText: 'Omar Haddad' }).first();
    await expect(row.locator('time')).toHaveText(/10:00\s?am (GST|GMT\+4)$/);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await capture(page, { path: `/tmp/tzshots/interviews-${device}-${theme}.png`, fullPage: true });

    await page.goto('/settings?tab=audit');
    const first = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    // The company keeps India's clock: the viewer in London sees it named.
    await expect(first.locator('time')).toHaveText(/(IST|GMT\+5:30)$/);
    await capture(page, { path: `/tmp/tzshots/audit-${device}-${theme}.png`, fullPage: true });
    await context.close();
  });
}
