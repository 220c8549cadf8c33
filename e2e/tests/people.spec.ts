import { readFileSync } from 'node:fs';
import { type Download, expect, type Page, test } from './fixtures';
import { DEMO_PASSWORD, invitationLink, signIn } from './helpers';

// People: adding one person with an invitation, importing many, a manager's view of their team,
// the organization chart and its exports, and a document's way from upload to verified. Every test
// makes its own people and files (names and emails carry a stamp), so they do not meet each other's data.

/** Something unique to this run and try, for codes, emails and names. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Letters only (names may not hold digits): the stamp spelt a-j. */
function letters(text: string): string {
  return text.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

/** Types into the list's search box and waits for the address bar to carry the search. */
async function searchEmployees(page: Page, text: string) {
  await page.getByLabel('Search employees').fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
}

test('hr adds an employee; the invitation sets their password and they sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const id = stamp();
  const first = 'Esha';
  const last = `Newjoin${letters(id)}`;
  const name = `${first} ${last}`;
  const workEmail = `esha.${id}@acme.test`;
  const code = `E2E-${id}`.toUpperCase();
  const password = 'Saffron-Harbour-2026';

  await signIn(page, 'hr', '/employees');
  await page.getByRole('link', { name: 'Add employee' }).click();
  await expect(page).toHaveURL(/\/employees\/new$/);
  await expect(page.getByRole('heading', { name: 'Add an employee' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New employee' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Work email').fill(workEmail);
  await form.getByLabel('Employee code').fill(code);
  const department = form.getByLabel('Department');
  await expect(department).toBeEnabled();
  await department.selectOption({ label: 'Engineering' });
  await expect(form.getByLabel('Email an invitation to set a password')).toBeChecked();
  await form.getByRole('button', { name: 'Add employee' }).click();

  // Saved: the new record opens, and the toast says the invitation went out.
  await expect(page).toHaveURL(/\/employees\/[0-9a-z-]+$/i);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`An invitation was sent to ${workEmail}.`)).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.getByText('Invitation pending', { exact: true })).toBeVisible();

  // The invitation in the outbox carries a link to choose a password.
  const link = await invitationLink(workEmail);

  // The new person, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  try {
    await invitee.goto(new URL(link!).pathname);
    // The page names the account, masked: e****@acme.test.
    await expect(invitee.getByText(/^e\*+@acme\.test$/)).toBeVisible();
    await invitee.getByLabel('New password', { exact: true }).fill(password);
    await invitee.getByLabel('Confirm new password').fill(password);
    await invitee.getByRole('button', { name: 'Save new password' }).click();
    await expect(invitee).toHaveURL(/\/login$/);

    await invitee.getByLabel('Email').fill(workEmail);
    await invitee.getByLabel('Password').fill(password);
    await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await expect(invitee.getByRole('heading', { level: 1 })).toContainText(first);

    // The link was used up.
    await invitee.goto(new URL(link!).pathname);
    await expect(invitee.getByRole('link', { name: /Ask for a new link/ })).toBeVisible();
  } finally {
    await context.close();
  }

  // HR sees that the invitation was taken up.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Invitation pending', { exact: true })).toHaveCount(0);
});

test('hr imports a CSV: a bad row blocks the import, the fixed file imports everyone', async ({ page }) => {
  test.setTimeout(60_000);
  const id = stamp();
  const surname = `Imported${letters(id)}`;
  const people = [
    { code: `IMP-${id}-A`.toUpperCase(), first: 'Anaya', email: `anaya.${id}@acme.test` },
    { code: `IMP-${id}-B`.toUpperCase(), first: 'Bhuvan', email: `bhuvan.${id}@acme.test` },
  ];

  await signIn(page, 'hr', '/employees');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByRole('heading', { name: 'Import employees' })).toBeVisible();

  // The template names the columns, in the server's order.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.csv$/);
  const header = (await downloadedBytes(template))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!;
  const columns = header.split(',');
  expect(columns.slice(0, 6)).toEqual([
    'employee_code',
    'first_name',
    'last_name',
    'work_email',
    'join_date',
    'department_code',
  ]);

  const csv = (second: { email: string; department: string }) => {
    const rows = [
      { ...people[0]!, department: 'ENG' },
      { ...people[1]!, email: second.email, department: second.department },
    ].map((p) => {
      const values: Record<string, string> = {
        employee_code: p.code,
        first_name: p.first,
        last_name: surname,
        work_email: p.email,
        join_date: '05/01/2026',
        department_code: p.department,
        employment_type: 'full_time',
        role: 'employee',
      };
      return columns.map((c) => values[c] ?? '').join(',');
    });
    return Buffer.from(`${[header, ...rows].join('\n')}\n`, 'utf8');
  };

  // A file whose second row (line 3) has an unknown department and an email that is not one.
  const fileInput = dialog.getByLabel('2. Choose the file');
  await fileInput.setInputFiles({
    name: 'people-bad.csv',
    mimeType: 'text/csv',
    buffer: csv({ email: 'not-an-email', department: 'NOPE' }),
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Nothing can be imported until every row is right')).toBeVisible();
  const problems = dialog.getByTestId('import-errors');
  const departmentProblem = problems.getByRole('row').filter({ hasText: 'department_code' });
  await expect(departmentProblem.getByRole('cell').first()).toHaveText('3');
  await expect(departmentProblem).toContainText('No department with the code or name "NOPE"');
  const emailProblem = problems.getByRole('row').filter({ hasText: 'work_email' });
  await expect(emailProblem.getByRole('cell').first()).toHaveText('3');
  await expect(problems.getByRole('row').filter({ hasText: people[0]!.code })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Import \d+ employees?$/ })).toBeDisabled();

  // Nothing was saved by the check: not even the good row.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await searchEmployees(page, surname);
  await expect(page.getByText('No employees match these filters')).toBeVisible();

  // The fixed file checks clean and imports both.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeVisible();
  await fileInput.setInputFiles({
    name: 'people-fixed.csv',
    mimeType: 'text/csv',
    buffer: csv({ email: people[1]!.email, department: 'PRD' }),
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('All 2 rows are ready to import')).toBeVisible();
  await expect(dialog.getByTestId('import-errors')).toHaveCount(0);
  const preview = dialog.getByRole('table', { name: 'Rows as they would be imported' });
  await expect(preview.getByRole('row').filter({ hasText: people[1]!.email })).toContainText('Product');
  await dialog.getByRole('button', { name: 'Import 2 employees' }).click();
  await expect(dialog.getByText('Imported 2 employees')).toBeVisible();
  const summary = dialog.getByTestId('import-summary');
  await expect(summary.getByRole('definition')).toHaveText(['2', '2', '0']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const table = page.getByRole('table', { name: /Employees/ });
  for (const person of people) {
    await expect(table.getByRole('link', { name: `${person.first} ${surname}` })).toBeVisible();
  }
  await expect(page.getByText(/· 2 matching/)).toBeVisible();
  await searchEmployees(page, people[1]!.code);
  const row = table.getByRole('row').filter({ hasText: people[1]!.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Product');
});

test('a manager sees their own team on /employees and no one else', async ({ page }) => {
  await signIn(page, 'manager', '/employees');
  await expect(page.getByText(/The people who report to you/)).toBeVisible();
  const table = page.getByRole('table', { name: /Employees/ });
  // Neha Gupta's team in the seed.
  for (const name of ['Ishaan Kapoor', 'Sneha Pillai', 'Harsh Agarwal']) {
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Aditya Rao's team and the CEO are not hers.
  await expect(table.getByRole('link', { name: 'Siddharth Banerjee' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'Arjun Mehta' })).toHaveCount(0);
  // Managers do not add, import or export people.
  await expect(page.getByRole('link', { name: 'Add employee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  await searchEmployees(page, 'Siddharth');
  await expect(page.getByText('No employees match these filters')).toBeVisible();
  await searchEmployees(page, 'Sneha');
  await expect(table.getByRole('link', { name: 'Sneha Pillai' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('the organization chart shows the company and exports it as PDF and CSV', async ({ page }) => {
  await signIn(page, 'hr', '/organization');
  const chart = page.getByTestId('org-chart');
  await expect(chart).toBeVisible();
  const ceo = chart.getByTestId('org-node').filter({ hasText: 'Arjun Mehta' });
  await expect(ceo).toBeVisible();
  await expect(ceo).toContainText('Chief Executive Officer');
  await expect(chart.getByTestId('org-node').filter({ hasText: 'Priya Sharma' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ people/)).toBeVisible();

  const exportAs = async (item: string) => {
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    return download;
  };

  const pdf = await exportAs('PDF document');
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await downloadedBytes(pdf);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(1000);
  await expect(page.getByText('Org chart exported as PDF')).toBeVisible();

  const csv = await exportAs('CSV spreadsheet');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await downloadedBytes(csv)).toString('utf8');
  expect(text).toContain('Arjun Mehta');
  expect(text).toContain('Ishaan Kapoor');
  // One line per person plus the header: the whole company, not only the open branches.
  expect(text.trim().split(/\r?\n/).length).toBeGreaterThan(60);
});

/** A small, well-formed one-page PDF. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('an employee uploads a document and hr verifies it from the review queue', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const title = `Passport ${stamp()}`;

  // A seeded colleague who is not one of the demo accounts other tests sign in as.
  await page.goto('/login');
  await page.getByLabel('Email').fill('tanvi.shetty@acme.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/document-management');
  const mine = page.getByTestId('employee-documents');
  await mine.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a document' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(upload.getByText('passport.pdf')).toBeVisible();
  await upload.getByLabel('Category').selectOption({ label: 'ID proof' });
  await upload.getByLabel(/^Title/).fill(title);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  const ownRow = mine.getByRole('row').filter({ hasText: title });
  await expect(ownRow).toContainText('Pending review');

  const context = await browser.newContext();
  const hr = await context.newPage();
  try {
    await signIn(hr, 'hr', '/document-management?tab=review');
    const queue = hr.getByRole('region', { name: 'Review queue' });
    await queue.getByLabel('Search', { exact: true }).fill(title);
    const row = queue.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Tanvi Shetty');
    await expect(row).toContainText('Pending review');
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(hr.getByText(`“${title}” verified`)).toBeVisible();
    // Gone from the pending queue; shown as verified with every status.
    await expect(queue.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await queue.getByLabel('Status', { exact: true }).selectOption({ label: 'Verified' });
    await expect(queue.getByRole('row').filter({ hasText: title })).toContainText('Verified');
  } finally {
    await context.close();
  }

  // The employee sees the verdict.
  await page.reload();
  await expect(mine.getByRole('row').filter({ hasText: title })).toContainText('Verified');
});
