import { expect, test } from './fixtures';
import { acceptInvitation, apiPost, seriousViolations, signIn, uploadOwnDocument } from './helpers';

// Onboarding: hr starts a new hire's checklist; the new hire signs in from the invitation, ticks a
// task and uploads the ID proof the checklist asks for; hr verifies it and the task completes, while
// hr's open checklist follows each step live.

const stamp = () => Date.now().toString(36);

test('hr starts a new hire’s onboarding; the new hire does their tasks and hr sees them done live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = stamp();
  const last = `Onboard${id.replace(/[0-9]/g, '').slice(0, 6) || 'x'}`;
  const name = `Rhea ${last}`;
  const email = `rhea.${id}@acme.test`;
  await signIn(page, 'hr');
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');
  // Joining in six weeks: a person with no salary yet stays out of this month's payroll, which a
  // later test runs.
  const joins = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
  const created = await apiPost<{ id: string }>(page, '/employees', {
    employeeCode: `ONB-${id}`.toUpperCase(),
    firstName: 'Rhea',
    lastName: last,
    workEmail: email,
    joinDate: joins,
    sendInvitation: true,
  });
  expect(created.status).toBe(201);

  // hr starts the checklist by hand, from the template that fits best.
  await page.goto('/onboarding');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start checklist' }).click();
  const form = page.getByTestId('start-checklist-form');
  await form.getByLabel('Person').fill(last);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByRole('button', { name: 'Start checklist' }).click();
  const checklist = page.getByTestId('checklist-detail');
  await expect(checklist.getByRole('heading', { name })).toBeVisible();
  const task = (title: string) => checklist.getByTestId('checklist-task').filter({ hasText: title });
  await expect(task('Read the employee handbook')).toHaveAttribute('data-status', 'open');
  await expect(task('Upload your ID proof')).toContainText('None uploaded yet');
  await expect(page).toHaveURL(/[?&]checklist=/);

  const context = await browser.newContext();
  const newHire = await context.newPage();
  try {
    await acceptInvitation(newHire, email, `Onboard-${id}-Pass!`);
    // The new hire's dashboard lists their tasks; they tick one and hr's checklist follows.
    const panel = newHire.getByRole('list', { name: 'My onboarding tasks' });
    await expect(panel).toContainText('Upload your ID proof');
    await newHire.getByRole('checkbox', { name: 'Mark Read the employee handbook as done' }).click();
    await expect(newHire.getByText('Read the employee handbook is done')).toBeVisible();
    await expect(task('Read the employee handbook')).toHaveAttribute('data-status', 'done');

    // The ID proof: uploaded by the new hire, then waiting for hr.
    await uploadOwnDocument(newHire, { name: 'aadhaar.pdf', category: 'ID proof' });
    await expect(task('Upload your ID proof')).toContainText('Uploaded, pending review');

    // hr verifies it from the review queue in another tab: the task completes, live in the checklist.
    const review = await page.context().newPage();
    await review.goto('/document-management?tab=review');
    const queue = review.getByRole('region', { name: 'Review queue' });
    await queue.getByLabel('Search', { exact: true }).fill(last);
    const row = queue.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(queue.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await review.close();
    await expect(task('Upload your ID proof')).toHaveAttribute('data-status', 'done');
    await expect(task('Upload your ID proof')).toContainText('Verified');
    await newHire.goto('/dashboard');
    await expect(newHire.getByRole('list', { name: 'My onboarding tasks' })).not.toContainText(
      'Upload your ID proof',
    );
  } finally {
    await context.close();
  }
});
