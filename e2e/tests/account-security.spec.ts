import { expect, type Page, test } from './fixtures';
import { DEMO_PASSWORD, latestOutboxMessage } from './helpers';
import { totp } from './totp';

// Each test works on its own seeded colleague, so turning on two-factor or changing a password
// leaves the demo accounts alone for the other tests.

async function submitPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A code for a time step not used yet: the server accepts each step once. */
async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test('two-factor: set up with a computed code, then sign in with a code and with a backup code', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // A retry starts from a fresh colleague: the first try may have left two-factor on.
  const email = ['kritika.arora@acme.test', 'aarav.khanna@acme.test', 'ira.sen@acme.test'][testInfo.retry]!;
  const used = new Set<string>();

  await submitPassword(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile#two-factor');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();
  const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel('Code from your app').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().innerText()).replace(/^\s*\d+\.\s*/, '').trim();
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await page.getByRole('button', { name: 'Done' }).click();

  // Sign out, then in with a code from the app.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await submitPassword(page, email, DEMO_PASSWORD);
  await page.getByLabel('Authentication code').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in: back in the shell (on the dashboard, or the page the person signed out from).
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // Sign out, then in with a backup code; the same backup code is refused the second time.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await submitPassword(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('token'));
  await submitPassword(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the mailed link resets the password and the new one signs in', async ({ page }) => {
  const email = 'abhishek.tiwari@acme.test';
  const newPassword = 'Monsoon-Ledger-2026';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  let mail = '';
  await expect
    .poll(() => {
      try {
        mail = latestOutboxMessage(email, '/reset-password/');
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  // Undo quoted-printable soft line breaks and escapes before reading the link.
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = decoded.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'reset link in the mail').toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(/a\*+@acme\.test|\*{2,}/).first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  // Hashing the new password is slow on purpose, and slower on a machine the suite shares.
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });

  // The link is single use.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('link', { name: /Ask for a new link/ })).toBeVisible();

  await submitPassword(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await submitPassword(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("revoking another browser's session sends that browser to /login", async ({ page, browser }) => {
  const email = 'nandini.rao@acme.test';
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await submitPassword(otherPage, email, DEMO_PASSWORD);
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await submitPassword(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile#sessions');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere else' }).click();

    // The other browser's socket is closed by the server and its next check finds no session.
    await expect(otherPage).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(page).toHaveURL(/\/profile/);
  } finally {
    await other.close();
  }
});
