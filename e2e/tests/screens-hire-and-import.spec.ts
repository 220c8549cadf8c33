import { expect, type Page, test } from './fixtures';
import { apiGet, apiPost, capture, pageOverflow, SCREEN_VARIANTS, signIn } from './helpers';

// The hire dialog with its proposed code and address and the confirmation of a hire ahead of the
// panel, and the import dialog's summary after a file in dd/mm/yyyy, in each size and theme.

/** An application of a new opening with an accepted offer and an interview still ahead. */
async function acceptedOffer(page: Page, id: string, name: string): Promise<string> {
  const opening = await apiPost<{ id: string }>(page, '/recruitment/openings', {
    title: `Data engineer ${id}`,
    status: 'open',
    description: 'Pipelines.',
    criteria: ['Skills'],
  });
  expect(opening.status).toBe(201);
  const created = await apiPost<{ id: string }>(page, '/recruitment/applications', {
    openingId: opening.body.id,
    name,
    email: `${id}@example.com`,
    source: 'referral',
  });
  expect(created.status).toBe(201);
  const applicationId = created.body.id;
  const stages = await apiGet<{ items: { id: string; kind: string }[] }>(page, '/recruitment/stages');
  const stage = (kind: string) => stages.items.find((s) => s.kind === kind)!.id;
  const me = await apiGet<{ items: { id: string }[] }>(page, '/employees?search=Neha%20Gupta');
  expect(
    (await apiPost(page, `/recruitment/applications/${applicationId}/move`, { stageId: stage('interview') }))
      .status,
  ).toBe(200);
  const interview = await apiPost(page, `/recruitment/applications/${applicationId}/interviews`, {
    startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    durationMinutes: 45,
    location: 'Meeting room Kaveri',
    interviewerIds: [me.items[0]!.id],
  });
  expect(interview.status).toBe(201);
  expect(
    (await apiPost(page, `/recruitment/applications/${applicationId}/move`, { stageId: stage('offer') }))
      .status,
  ).toBe(200);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const offer = await page.request.put(`/api/recruitment/applications/${applicationId}/offer`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    data: { annualCtc: 1_500_000_00, joinDate: day(40), expiresOn: day(10) },
  });
  expect(offer.status()).toBe(200);
  for (const status of ['sent', 'accepted']) {
    expect(
      (await apiPost(page, `/recruitment/applications/${applicationId}/offer/decision`, { status })).status,
    ).toBe(200);
  }
  return applicationId;
}

for (const { device, viewport, theme } of SCREEN_VARIANTS) {
  test(`screens: the hire and the import summary, ${device}, ${theme}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport, colorScheme: theme });
    const page = await context.newPage();
    const shot = (name: string) => `test-results/screens/${name}-${device}-${theme}.png`;
    const id = `${Date.now().toString(36)}${device[0]}${theme[0]}`;
    await signIn(page, 'hr');

    const name = `Kabir Sethi${id.replace(/[0-9]/g, '').slice(0, 4)}`;
    const applicationId = await acceptedOffer(page, id, name);
    await page.goto(`/recruitment?application=${applicationId}`);
    await page.getByRole('button', { name: `Hire ${name}` }).click();
    const hire = page.getByRole('dialog', { name: `Hire ${name}` });
    await expect(hire.getByLabel('Employee code')).toHaveValue(/^ACME-\d{4}$/);
    await expect(hire.getByLabel('Work email')).toHaveValue(/^kabir\.[a-z]+\d*@acme\.test$/);
    await expect(hire.getByTestId('hire-missing')).toContainText('has not happened yet');
    await capture(hire, { path: shot('hire-dialog') });
    expect(await pageOverflow(page), 'the hire dialog overflows sideways').toBeLessThanOrEqual(0);
    await hire.getByRole('button', { name: 'Hire', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Hire ${name} before the panel is done?` });
    await expect(confirm).toContainText('Meeting room Kaveri');
    await capture(page, { path: shot('hire-confirm') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');

    await page.goto('/employees');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    const csv = [
      'employee_code,first_name,last_name,work_email,join_date,date_of_birth',
      `IMP-${id}-1,Tara,Bose,tara.${id}@acme.test,01/12/2026,15/08/1994`,
      `IMP-${id}-2,Uday,Rana,uday.${id}@acme.test,7/12/2026,`,
    ].join('\n');
    await dialog
      .getByLabel('2. Choose the file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByText('All 2 rows are ready to import')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 employees' }).click();
    await expect(dialog.getByTestId('import-summary').getByRole('definition')).toHaveText(['2', '2', '0']);
    await capture(dialog, { path: shot('import-summary') });
    expect(await pageOverflow(page), 'the import summary overflows sideways').toBeLessThanOrEqual(0);
    await context.close();
  });
}
