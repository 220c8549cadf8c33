import { expect, test } from './fixtures';
import {
  apiGet,
  apiPatch,
  apiPost,
  DEMO_EMAIL,
  pageOverflow,
  seriousViolations,
  signInLive,
} from './helpers';

test('hr makes a course mandatory; the employee completes it and the compliance report hr is watching changes live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Data privacy ${stamp}`;
  const hrContext = await browser.newContext();
  const employeeContext = await browser.newContext();
  const hr = await hrContext.newPage();
  const employee = await employeeContext.newPage();
  let courseId: string | null = null;
  try {
    await signInLive(hr, DEMO_EMAIL.hr);
    await signInLive(employee, DEMO_EMAIL.employee);

    // hr adds a self-paced course, mandatory for everyone within 14 days.
    await hr.goto('/training?tab=manage');
    await hr.getByRole('button', { name: 'New course' }).click();
    const form = hr.getByTestId('course-form');
    await form.getByLabel('Title').fill('x');
    await form.getByRole('button', { name: 'Add course' }).click();
    await expect(form.getByText('Give a title of at least 3 characters')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Duration in minutes').fill('30');
    await form.getByRole('switch', { name: 'Mandatory' }).click();
    await form.getByLabel('Due within days').fill('14');
    await form.getByRole('button', { name: 'Add course' }).click();
    await expect(hr.getByText(`${title} was added`)).toBeVisible();
    const courses = await apiGet<{ items: { id: string; title: string }[] }>(
      hr,
      `/training/courses?search=${encodeURIComponent(title)}`,
    );
    courseId = courses.items[0]!.id;

    // hr watches the course's compliance.
    await hr.goto('/training?tab=compliance');
    await hr.getByLabel('Course', { exact: true }).selectOption({ label: title });
    // Everyone is due, nobody has completed it; the rows come a page at a time, so the employee's
    // own row is found by filter below rather than by where their name falls.
    const figures = hr.getByLabel('Compliance in numbers');
    await expect(figures).toContainText(/Completed\s*0\s*Done/);
    await expect(figures).not.toContainText(/Due\s*0\s*Still/);
    await expect(hr.getByTestId('compliance-row').first()).toContainText('Due');

    // The employee sees it as due, enrols and completes it.
    await employee.goto('/training');
    const mandatory = employee.getByTestId('mandatory-course').filter({ hasText: title });
    await expect(mandatory).toContainText('Due');
    await employee
      .getByRole('button', { name: `Enrol in ${title}` })
      .first()
      .click();
    await expect(employee.getByText(`You are enrolled in ${title}`)).toBeVisible();
    await employee.getByRole('button', { name: `Mark complete: ${title}` }).click();
    await expect(employee.getByText(`${title} is complete. Well done!`)).toBeVisible();
    await expect(mandatory).toContainText('Completed');

    // hr's open report follows without a reload.
    await expect(figures).toContainText(/Completed\s*1\s*Done/);
    await hr.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
    const employeeRow = hr.getByTestId('compliance-row').filter({ hasText: 'Ishaan Kapoor' });
    await expect(employeeRow).toHaveCount(1);
    await expect(employeeRow).toContainText('Completed');

    // The certificate is a PDF named after the course.
    const download = employee.waitForEvent('download');
    await employee.getByRole('button', { name: `Certificate of ${title}` }).click();
    expect((await download).suggestedFilename()).toMatch(/^Certificate.*\.pdf$/);

    // The completion is on the employee's record, for hr.
    const found = await apiGet<{ items: { id: string }[] }>(hr, '/employees?search=Ishaan%20Kapoor');
    await hr.goto(`/employees/${found.items[0]!.id}?tab=training`);
    await expect(hr.getByTestId('employee-enrolment').filter({ hasText: title })).toContainText('Completed');
    expect(await seriousViolations(hr)).toEqual([]);

    await employee.reload();
    await expect(employee.getByTestId('my-enrolment').first()).toBeVisible();
    expect(await seriousViolations(employee)).toEqual([]);
    await hr.goto('/training?tab=compliance');
    await expect(hr.getByTestId('compliance-row').first()).toBeVisible();
    expect(await seriousViolations(hr)).toEqual([]);
  } finally {
    // Archived, the course leaves everyone's compliance and the catalogue as they were.
    if (courseId) await apiPatch(hr, `/training/courses/${courseId}`, { status: 'archived' });
    await hrContext.close();
    await employeeContext.close();
  }
});

test('a full session puts the employee on its waitlist, and a seat freed by hr moves them up', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Negotiation skills ${stamp}`;
  const hrContext = await browser.newContext();
  const employeeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hr = await hrContext.newPage();
  const employee = await employeeContext.newPage();
  let courseId: string | null = null;
  try {
    await signInLive(hr, DEMO_EMAIL.hr);
    await signInLive(employee, DEMO_EMAIL.employee);
    const course = await apiPost<{ id: string }>(hr, '/training/courses', {
      title,
      delivery: 'sessions',
      durationMinutes: 120,
    });
    courseId = course.body.id;
    const startsAt = new Date(Date.now() + 5 * 86_400_000);
    const session = await apiPost<{ id: string }>(hr, `/training/courses/${courseId}/sessions`, {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      location: 'Mumbai · Board room',
      seats: 1,
    });
    // hr takes the one seat.
    const seat = await apiPost<{ id: string }>(hr, '/training/enrolments', {
      courseId,
      sessionId: session.body.id,
    });
    expect(seat.status).toBe(201);

    await employee.goto(`/training?course=${courseId}`);
    const detail = employee.getByTestId('course-detail');
    await expect(detail).toContainText('Mumbai · Board room');
    await detail.getByRole('button', { name: `Enrol in ${title}` }).click();
    const enrol = employee.getByTestId('enrol-dialog');
    await expect(enrol).toContainText('Full');
    await enrol.getByRole('radio').first().check();
    await enrol.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(enrol).toContainText('number 1 on the waitlist');
    await enrol.getByRole('button', { name: 'Done' }).click();
    await expect(enrol).toBeHidden();
    const mine = employee.getByTestId('my-enrolment').filter({ hasText: title });
    await employee.keyboard.press('Escape');
    await expect(mine).toContainText('waitlist');

    // hr gives up the seat: the employee moves up, live.
    expect((await apiPatch(hr, `/training/enrolments/${seat.body.id}`, { action: 'cancel' })).status).toBe(
      200,
    );
    await expect(mine).toContainText('Enrolled');
    expect(await pageOverflow(employee)).toBe(0);
  } finally {
    if (courseId) {
      const { items } = await apiGet<{ items: { id: string; status: string }[] }>(
        hr,
        `/training/enrolments?courseId=${courseId}`,
      );
      for (const e of items.filter((x) => x.status === 'enrolled' || x.status === 'waitlisted')) {
        await apiPatch(hr, `/training/enrolments/${e.id}`, { action: 'cancel' });
      }
      await apiPatch(hr, `/training/courses/${courseId}`, { status: 'archived' });
    }
    await hrContext.close();
    await employeeContext.close();
  }
});
