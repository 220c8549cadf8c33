import { expect, type Page, test } from './fixtures';
import {
  acceptInvitation,
  apiGet,
  apiPatch,
  apiPost,
  DEMO_EMAIL,
  entry,
  SAMPLE_PDF,
  seriousViolations,
  signIn,
  signInLive,
} from './helpers';

// Recruitment from end to end: a visitor applies on the careers page; hr moves the candidate
// through the stages while a second browser watches the board change live; the interviewer's
// scorecard comes in; the offer is accepted and the hire makes an employee with an onboarding
// checklist; the new hire signs in from the invitation, uploads the ID proof the checklist asks for,
// hr verifies it and the task completes; the new hire completes a mandatory course and the
// compliance report says so.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a visitor applies and, through the pipeline, an offer and the hire, becomes an employee who onboards and trains', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const id = Date.now().toString(36);
  const last = `Recruit${id.replace(/[0-9]/g, '').slice(0, 6) || 'x'}`;
  const name = `Zoya ${last}`;
  const workEmail = `zoya.${id}@acme.test`;
  const title = `Platform Engineer ${id}`;

  await signIn(page, 'hr');
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');
  const manager = await apiGet<{ items: { id: string }[] }>(page, '/employees?search=Neha%20Gupta');
  const opening = await apiPost<{ id: string; questions: { id: string }[] }>(page, '/recruitment/openings', {
    title,
    hiringManagerId: manager.items[0]!.id,
    status: 'open',
    description: '## The role\nRun the **platform** the product stands on.',
    questions: [{ text: 'Why this role?', required: true }],
    criteria: ['Skills', 'Communication'],
  });
  expect(opening.status).toBe(201);
  const openingId = opening.body.id;

  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [visitor, watcher, interviewer] = await Promise.all(contexts.map((c) => c.newPage()));
  const newHireContext = await browser.newContext();
  const newHire = await newHireContext.newPage();
  try {
    // A visitor, signed in nowhere, applies; a Word document renamed .pdf would be refused, a PDF is taken.
    await visitor!.goto('/careers');
    await visitor!.getByRole('link', { name: title }).click();
    await expect(visitor!.getByRole('heading', { name: title })).toBeVisible();
    expect(await seriousViolations(visitor!)).toEqual([]);
    await visitor!.getByLabel('Full name').fill(name);
    await visitor!.getByLabel('Email').fill(`zoya.${id}@example.com`);
    await visitor!.getByLabel('Phone').fill('+91 98450 77001');
    await visitor!.getByRole('button', { name: 'Send application' }).click();
    await expect(visitor!.getByText('Answer this question')).toBeVisible();
    await visitor!.getByLabel('Why this role?').fill('I have run Kubernetes platforms for five years.');
    await visitor!
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zoya-cv.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await visitor!.getByRole('button', { name: 'Send application' }).click();
    await expect(visitor!.getByTestId('apply-thanks')).toBeVisible();

    // hr and a second browser (admin) on the opening's board.
    await signInLive(watcher!, DEMO_EMAIL.admin);
    await page.goto(`/recruitment?opening=${openingId}`);
    await watcher!.goto(`/recruitment?opening=${openingId}`);
    const column = (p: Page, stage: string) =>
      p.getByTestId('pipeline-column').filter({ has: p.getByRole('heading', { name: stage }) });
    await expect(column(page, 'Applied')).toContainText(name);
    await expect(column(watcher!, 'Applied')).toContainText(name);
    expect(await seriousViolations(page)).toEqual([]);

    const moveTo = async (stage: string) => {
      await page.getByRole('button', { name: `Move ${name} to…` }).click();
      await page.getByRole('menuitem', { name: stage, exact: true }).click();
      await expect(column(page, stage)).toContainText(name);
      // The second browser follows without a reload.
      await expect(column(watcher!, stage)).toContainText(name);
    };
    await moveTo('Screening');
    await moveTo('Interview');

    // An interview with Neha Gupta on the panel; she fills in her scorecard from her interviews.
    const applications = await apiGet<{ items: { id: string }[] }>(
      page,
      `/recruitment/applications?openingId=${openingId}`,
    );
    const applicationId = applications.items[0]!.id;
    const scheduled = await apiPost(page, `/recruitment/applications/${applicationId}/interviews`, {
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      durationMinutes: 45,
      location: 'Meeting room Kaveri',
      interviewerIds: [manager.items[0]!.id],
    });
    expect(scheduled.status).toBe(201);
    await signInLive(interviewer!, DEMO_EMAIL.manager);
    await interviewer!.goto('/recruitment?tab=interviews');
    const row = interviewer!.getByTestId('interview-row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Fill in scorecard' }).click();
    const card = interviewer!.getByRole('dialog');
    for (const criterion of ['Skills', 'Communication']) {
      await card.getByRole('group', { name: criterion }).getByRole('radio', { name: /^4/ }).check();
    }
    await card
      .getByRole('group', { name: 'Recommendation' })
      .getByRole('radio', { name: 'Strong yes' })
      .check();
    await card.getByLabel('Comments').fill('Deep platform experience.');
    await card.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(card).toBeHidden();

    // hr sees the card in, moves the candidate to Offer and makes the offer.
    await moveTo('Offer');
    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('scorecard')).toContainText('Strong yes');
    const joins = day(42);
    await dialog.getByLabel('Annual CTC in rupees').fill('18,00,000');
    await dialog.getByRole('textbox', { name: 'Joining date' }).fill(entry(joins));
    await dialog.getByRole('textbox', { name: 'Expires on' }).fill(entry(day(7)));
    await dialog.getByRole('button', { name: 'Save offer' }).click();
    await expect(dialog.getByRole('button', { name: 'Mark sent' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark sent' }).click();
    await dialog.getByRole('button', { name: 'Accepted' }).click();
    await expect(column(watcher!, 'Offer')).toContainText('Offer accepted');

    // The hire: the people module makes the employee and mails the invitation; onboarding starts.
    await dialog.getByRole('button', { name: `Hire ${name}` }).click();
    const hire = page.getByRole('dialog', { name: `Hire ${name}` });
    // A code and an address are proposed in the company's patterns (ACME-nnnn, first.last@acme.test); both stay editable.
    await expect(hire.getByLabel('Employee code')).toHaveValue(/^ACME-\d{4}$/);
    await expect(hire.getByLabel('Work email')).toHaveValue(/^zoya\.[a-z]+\d*@acme\.test$/);
    await hire.getByLabel('Employee code').fill(`REC-${id}`.toUpperCase());
    await hire.getByLabel('Work email').fill(workEmail);
    // The interview is an hour away: the hire asks first, naming it.
    await expect(hire.getByTestId('hire-missing')).toContainText('has not happened yet');
    await hire.getByRole('button', { name: 'Hire', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Hire ${name} before the panel is done?` });
    await expect(confirm).toContainText('Meeting room Kaveri');
    await confirm.getByRole('button', { name: 'Hire anyway' }).click();
    await expect(page.getByRole('dialog', { name: `${name} is hired` })).toBeVisible();
    await expect(column(watcher!, 'Hired')).toContainText(name);
    const detail = await apiGet<{ hiredEmployeeId: string }>(
      page,
      `/recruitment/applications/${applicationId}`,
    );
    const employeeId = detail.hiredEmployeeId;
    const checklists = await apiGet<{ items: { id: string }[] }>(
      page,
      `/onboarding/checklists?employeeId=${employeeId}`,
    );
    expect(checklists.items).toHaveLength(1);
    const checklistId = checklists.items[0]!.id;

    // The new hire signs in from the invitation and uploads the ID proof their checklist asks for.
    await acceptInvitation(newHire, workEmail, `Recruit-${id}-Pass!`);
    await expect(newHire.getByRole('list', { name: 'My onboarding tasks' })).toContainText(
      'Upload your ID proof',
    );
    await newHire.goto('/document-management');
    await newHire.getByTestId('employee-documents').getByRole('button', { name: 'Upload document' }).click();
    const upload = newHire.getByRole('dialog', { name: 'Upload a document' });
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await upload.getByLabel('Category').selectOption({ label: 'ID proof' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload).toBeHidden();

    // hr verifies it from the review queue; the task completes.
    await page.goto('/document-management?tab=review');
    const queue = page.getByRole('region', { name: 'Review queue' });
    await queue.getByLabel('Search', { exact: true }).fill(last);
    await queue.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Verify' }).click();
    await expect(queue.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const checklist = await apiGet<{ tasks: { title: string; status: string }[] }>(
      page,
      `/onboarding/checklists/${checklistId}`,
    );
    expect(checklist.tasks.find((t) => t.title.startsWith('Upload your ID proof'))!.status).toBe('done');

    // A mandatory course for everyone: the new hire completes it and the compliance report changes.
    const course = `Code of conduct ${id}`;
    const created = await apiPost<{ id: string }>(page, '/training/courses', {
      title: course,
      delivery: 'self-paced',
      durationMinutes: 20,
      mandatory: { from: day(-1), dueWithinDays: 60 },
    });
    expect(created.status).toBe(201);
    const compliance = () =>
      apiGet<{ items: { status: string }[] }>(
        page,
        `/training/compliance?courseId=${created.body.id}&employeeId=${employeeId}`,
      );
    expect((await compliance()).items.map((r) => r.status)).not.toContain('completed');
    await newHire.goto('/training');
    await newHire
      .getByRole('button', { name: `Enrol in ${course}` })
      .first()
      .click();
    await expect(newHire.getByText(`You are enrolled in ${course}`)).toBeVisible();
    await newHire.getByRole('button', { name: `Mark complete: ${course}` }).click();
    await expect(newHire.getByText(`${course} is complete. Well done!`)).toBeVisible();
    expect((await compliance()).items.map((r) => r.status)).toEqual(['completed']);
    // Archived again, so the later tests see the catalogue as it was.
    expect(
      (await apiPatch(page, `/training/courses/${created.body.id}`, { status: 'archived' })).status,
    ).toBe(200);
  } finally {
    await Promise.all([...contexts, newHireContext].map((c) => c.close()));
  }
});
