import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Role } from '@hrms/contracts/roles';
import {
  expect,
  type Locator,
  type LocatorScreenshotOptions,
  type Page,
  type PageScreenshotOptions,
  test,
} from '@playwright/test';
import { serverDataDir as dataDirOf } from './servers';

export const DEMO_PASSWORD = 'HrmsDemo2026';
export const DEMO_EMAIL: Record<Role, string> = {
  admin: 'admin@acme.test',
  hr: 'hr@acme.test',
  manager: 'manager@acme.test',
  employee: 'employee@acme.test',
};

/**
 * Signs `page` in as the demo account of `role` and opens `landing` (the dashboard, where the sign-in
 * form leads). The session is made through the API and its token put where the web app keeps it, so
 * a test pays neither for the sign-in form nor for a dashboard it does not look at; the form itself
 * is walked by `signInWithForm` (the shell, account and accessibility tests of sign-in).
 */
export async function signIn(page: Page, role: Role, landing = '/dashboard') {
  const response = await page.request.post('/api/auth/login', {
    data: { email: DEMO_EMAIL[role], password: DEMO_PASSWORD },
  });
  expect(response.status(), `${role} signs in`).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token?: string };
  expect(token, `${role} signs in without a second step`).toBeTruthy();
  // A page of the app's origin that loads nothing: there the token is stored before the app starts.
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token!);
  await page.goto(landing);
  // The app may settle the address (a tab of the page); it must not send the person to sign in.
  await expect(page).toHaveURL((url) => url.pathname !== '/login' && url.pathname !== '/api/health');
  // The shell is up: the page under test is what the test looks at next, not a loading screen.
  await expect(page.getByTestId('connection-status')).toBeAttached();
}

/** Fills the sign-in form in front of the page, sends it and waits for the dashboard. */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the sign-in form, as a person does, and waits for the dashboard. */
export async function signInWithForm(page: Page, role: Role) {
  await page.goto('/login');
  await submitSignIn(page, DEMO_EMAIL[role], DEMO_PASSWORD);
}

/**
 * Signs a demo account in through the sign-in form and waits for the dashboard's live connection,
 * for a test that watches one browser change as another acts.
 */
export async function signInLive(page: Page, email: string) {
  await page.goto('/login');
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');
}

/** Spec §2, written out so that the shared navigation table is checked, not trusted. */
const ADMIN_AND_HR_MENU = [
  'Dashboard',
  'Employees',
  'Attendance',
  'Leave Management',
  'Payroll',
  'Documents',
  'Training',
  'Recruitment',
  'Reports',
  'Announcements',
  'Self Service',
  'Settings',
];
export const SPEC_MENU: Record<Role, string[]> = {
  // Everyone has the directory of colleagues' cards and the org chart (product decisions, "Who sees
  // what, beyond roles"); the demo's employee sits on an interview panel and its manager hires for
  // an opening, so both have Recruitment too.
  employee: [
    'Dashboard',
    'Employees',
    'Attendance',
    'Leave Management',
    'Documents',
    'Training',
    'Recruitment',
    'Announcements',
    'Self Service',
  ],
  manager: [
    'Dashboard',
    'Employees',
    'Attendance',
    'Leave Management',
    'Documents',
    'Training',
    'Recruitment',
    'Reports',
    'Announcements',
    'Self Service',
  ],
  hr: ADMIN_AND_HR_MENU,
  admin: ADMIN_AND_HR_MENU,
};

/** The data folder of the server the running test talks to (tests/servers.ts). */
export function serverDataDir(): string {
  return dataDirOf(test.info().parallelIndex);
}

/**
 * The newest message to `to` in the server's mail outbox (an install without SMTP writes `.eml`
 * files there), among those that contain `containing` when given.
 */
export function latestOutboxMessage(to: string, containing?: string): string {
  const dir = join(serverDataDir(), 'outbox');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of files.reverse()) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (!text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    if (containing === undefined || text.includes(containing)) return text;
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/**
 * The link of the invitation mailed to `to` (the newest, waited for): where a new person chooses
 * their password.
 */
export async function invitationLink(to: string): Promise<string> {
  let mail = '';
  await expect
    .poll(
      () => {
        try {
          mail = latestOutboxMessage(to, '/reset-password/');
          return true;
        } catch {
          return false;
        }
      },
      { message: `a mail to ${to} in the outbox` },
    )
    .toBe(true);
  expect(mail).toMatch(/Subject: You're invited to/i);
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = decoded.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'invitation link in the mail').toBeTruthy();
  return link!;
}

/**
 * How far the page runs past the viewport's right edge (0 or less: it keeps to the screen). The
 * toasts' layer is left out: a toast raised at desktop width is still settling into its phone
 * layout just after the window narrows, and it is an overlay, not the page.
 */
export async function pageOverflow(page: Page): Promise<number> {
  // Just after the window is resized the shell may still wear its old layout (the sidebar goes when
  // React hears the media query change): measure once the layout matches the width, a frame later.
  await page.waitForFunction(
    () =>
      !document.querySelector('main') ||
      window.matchMedia('(min-width: 1024px)').matches ===
        !!document.querySelector('[data-testid="sidebar"]'),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { overflow, wide } = await page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toaster]'));
    for (const t of toasts) t.style.display = 'none';
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const wide =
      overflow > 0
        ? Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 8)
            .map(
              (el) =>
                `${el.tagName}.${String(el.className).slice(0, 80)} [${Math.round(el.getBoundingClientRect().right)}] ${el.textContent?.slice(0, 40)}`,
            )
        : [];
    for (const t of toasts) t.style.display = '';
    return { overflow, wide };
  });
  if (overflow > 0) console.info(`OVERFLOW ${overflow}\n${wide.join('\n')}`);
  return overflow;
}

/** A GET of the API as the signed-in person, from inside their page. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  }, `/api${path}`);
}

/** A POST, PATCH or DELETE of the API as the signed-in person; answers the status and the body. */
export async function apiSend<T>(
  page: Page,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, payload }) => {
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, url: `/api${path}`, payload: body },
  );
}

export const apiPost = <T>(page: Page, path: string, body: object) => apiSend<T>(page, 'POST', path, body);
export const apiPatch = <T>(page: Page, path: string, body: object) => apiSend<T>(page, 'PATCH', path, body);

export interface Preview {
  days: number;
  attachmentRequired: boolean;
  issues: { field: string; message: string }[];
}

/** Weekdays from `from` to the year's end on which the person asks nothing yet, each as 3 working days. */
export async function freeWeekdays(
  page: Page,
  leaveTypeId: string,
  from: string,
  length: number,
): Promise<string[]> {
  const found: string[] = [];
  const yearEnd = `${from.slice(0, 4)}-12-31`;
  for (let start = from; start <= yearEnd && found.length === 0; start = addDays(start, 1)) {
    const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday >= 5) continue;
    const end = addDays(start, length - 1);
    if (end > yearEnd) break;
    const { body } = await apiPost<Preview>(page, '/leave/request/preview', {
      leaveTypeId,
      startDate: start,
      endDate: end,
    });
    if (body.days === length && body.issues.every((i) => i.field === 'body.attachmentId')) {
      found.push(start, end);
    }
  }
  return found;
}

/** A calendar date `days` later (earlier, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A calendar date as the date field takes it, dd/mm/yyyy. */
export const entry = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** axe-core itself, put into a page once per load: injected per check it costs seconds on CI. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's serious and critical axe-core violations against WCAG 2.1 A and AA, one line each;
 * only of `rules` when given. axe runs in the page itself (the pages have no frames to cross), once
 * nothing on it is busy: a list being refreshed is dimmed on purpose, and judging its contrast then
 * would judge the moment, not the page.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe
        .run(document, { runOnly, resultTypes: ['violations'] })
        .then((result) => result.violations),
    rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_21_AA },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')}`,
    );
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** A new person sets their password from the invitation mailed to them and signs in. */
export async function acceptInvitation(page: Page, email: string, password: string) {
  await page.goto(new URL(await invitationLink(email)).pathname);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, email, password);
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'connected');
}

/**
 * Screens are written for a person to look at: on a developer's machine always, and in CI only
 * when SCREENSHOTS is set, since a full-page capture there costs seconds and checks nothing.
 */
export const SCREENSHOTS = !process.env.CI || !!process.env.SCREENSHOTS;

export async function capture(target: Page, options: PageScreenshotOptions): Promise<void>;
export async function capture(target: Locator, options: LocatorScreenshotOptions): Promise<void>;
export async function capture(target: Page | Locator, options: PageScreenshotOptions): Promise<void> {
  if (SCREENSHOTS) await target.screenshot(options);
}

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * The sizes and themes a screen is shown in: all four where screens are written for a person, else
 * the phone in light, whose sideways overflow is what such a test checks.
 */
export const SCREEN_VARIANTS = (SCREENSHOTS ? (['desktop', 'phone'] as const) : (['phone'] as const)).flatMap(
  (device) =>
    (SCREENSHOTS ? (['light', 'dark'] as const) : (['light'] as const)).map((theme) => ({
      device,
      viewport: VIEWPORTS[device],
      theme,
    })),
);

/** A PDF the server's content check takes: a header, one object and an end-of-file marker. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/**
 * On Documents, the signed-in person uploads a PDF of theirs in a category; `beforeSending` runs with
 * the filled dialog open (a screenshot). Answers once the dialog has closed.
 */
export async function uploadOwnDocument(
  page: Page,
  file: { name: string; category: string },
  beforeSending?: () => Promise<void>,
): Promise<void> {
  await page.goto('/document-management');
  await page.getByTestId('employee-documents').getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a document' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await upload.getByLabel('Category').selectOption({ label: file.category });
  await beforeSending?.();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
}

/** Takes back the signed-in person's own leave request of this reason, so the demo stays as found. */
export async function cancelOwnRequest(page: Page, reason: string): Promise<void> {
  const requests = await apiGet<{ items: { id: string; reason: string | null }[] }>(
    page,
    '/leave/my-requests?limit=50',
  );
  const asked = requests.items.find((r) => r.reason === reason);
  if (asked) await apiSend(page, 'PATCH', `/leave/${asked.id}/cancel`, {});
}
