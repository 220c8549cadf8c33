import { expect, type Page, test } from './fixtures';
import { capture, DEMO_EMAIL, signIn, signInWithForm } from './helpers';

/**
 * What a new user noticed on the screens, each checked where it showed: in Chromium, at the sizes
 * people use (a 1440 × 900 laptop, a 390 px phone). Screens go to e2e/test-results/screens.
 */
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) =>
  capture(page, { path: `test-results/screens/${name}.png`, fullPage: true });

/** The tabs of a strip that a person cannot see whole: cut by the strip's edge or by the screen's. */
const clippedTabs = (page: Page, strip: string) =>
  page.getByRole('tablist', { name: strip }).evaluate((list) => {
    const box = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))
      .filter((tab) => {
        const r = tab.getBoundingClientRect();
        return (
          r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.left < 0 || r.right > window.innerWidth
        );
      })
      .map((tab) => tab.textContent);
  });

test('every page has its own tab title, one page width and one heading', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · HRMS');
  await signIn(page, 'admin');

  const pages = [
    ['/dashboard', 'Dashboard · HRMS'],
    ['/employees', 'Employees · HRMS'],
    ['/announcements', 'Announcements · HRMS'],
    ['/document-management', 'Documents · HRMS'],
    ['/organization', 'Organization Chart · HRMS'],
    ['/settings', 'Settings · HRMS'],
    ['/payroll', 'Payroll · HRMS'],
  ] as const;
  const widths = new Set<number>();
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('main h1')).toHaveCount(1);
    const box = await page.locator('main [data-slot="page"]').first().boundingBox();
    expect(box, `${path} sits in the page frame`).not.toBeNull();
    widths.add(Math.round(box?.width ?? 0));
  }
  expect([...widths], 'one page width for every page').toHaveLength(1);
});

test('a path that names no one says so once, without a title-cased typo', async ({ page }) => {
  await signIn(page, 'hr');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/employees/not-a-real-id')) asked.push(request.url());
  });
  await page.goto('/employees/not-a-real-id');
  await expect(page.getByText('This employee cannot be shown')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Employees\s*Details/);
  await expect(page.getByText('Not A Real Id')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /try again/i })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a failed sign-in is said once, on the form', async ({ page }) => {
  await page.goto('/login');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('Email').fill(DEMO_EMAIL.employee);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  }
  await page.waitForTimeout(300);
  await expect(page.getByText('Invalid email or password')).toHaveCount(1);
});

test('a sign-in says so once, at the top, over none of the dashboard', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInWithForm(page, 'employee');
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.first()).toBeVisible();
  // Measured at once: on a slow machine the toast may be gone after a few seconds.
  const box = await toasts.first().boundingBox();
  const main = await page.locator('main [data-slot="page"]').first().boundingBox();
  await page.waitForTimeout(500);
  expect(await toasts.count(), 'one toast, not two').toBeLessThanOrEqual(1);
  if (!box || !main) throw new Error('the toast and the page have a size');
  expect(box.y + box.height, 'the toast ends above the page content').toBeLessThanOrEqual(main.y);
  await capture(page, { path: 'test-results/screens/signed-in-toast-laptop.png' });
});

test('at 1440 px every Settings tab shows whole', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'admin');
  for (const tab of ['security', 'data']) {
    await page.goto(`/settings?tab=${tab}`);
    await expect(page.getByRole('tablist', { name: 'Settings sections' })).toBeVisible();
    expect(await clippedTabs(page, 'Settings sections'), `on ?tab=${tab}`).toEqual([]);
  }
});

test('the announcement editor keeps Save draft and Publish in view at 1440 × 900', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'hr', '/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const editor = page.getByTestId('announcement-editor');
  await expect(editor).toBeVisible();
  for (const name of ['Save draft', 'Publish now']) {
    await expect(editor.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await shot(page, 'announcement-editor-laptop');
});

test('the organisation chart opens fitted to its width with readable cards', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'admin', '/organization');
  const chart = page.getByTestId('org-chart');
  await expect(chart.getByTestId('org-node').first()).toBeVisible();
  // The chart fits itself once its frame has its size: wait for the fit, not for a time.
  const zoom = async () => Number((await page.getByTestId('org-zoom').textContent())?.replace('%', ''));
  await expect.poll(zoom, { message: 'opens at a size whose names can be read' }).toBeGreaterThanOrEqual(85);
  const cardsOutside = () =>
    chart.evaluate((frame) => {
      const edge = frame.getBoundingClientRect();
      return Array.from(frame.querySelectorAll('[data-testid="org-node"]')).filter((card) => {
        const box = card.getBoundingClientRect();
        return box.left < edge.left || box.right > edge.right;
      }).length;
    });
  await expect.poll(cardsOutside, { message: 'every card inside the chart' }).toBe(0);
  await shot(page, 'organization-laptop');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('lists become cards, the profile header reads cleanly, the menu has one rule', async ({ page }) => {
    await signIn(page, 'hr', '/employees');
    await expect(page.getByTestId('employee-card').first()).toBeVisible();
    await expect(page.getByTestId('employees-table')).toHaveCount(0);
    await shot(page, 'employees-phone');

    await page.goto('/profile');
    await expect(page.locator('main h1')).toBeVisible();
    // The designation stands on its own, not as a stray "· Title" line.
    await expect(page.locator('main').getByText(/^·/)).toHaveCount(0);
    const email = page.getByTestId('work-email');
    const lines = await email.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    );
    expect(lines, 'the work email is not broken mid-word').toBe(1);
    await page.goto('/profile#login-history');
    await expect(page.getByTestId('sign-in-cards')).toBeVisible();
    await shot(page, 'profile-phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const header = page.getByTestId('menu-header');
    await expect(header).toBeVisible();
    const rules = await header.evaluate((el) => {
      const brand = el.querySelector('[data-testid="brand"]') as HTMLElement;
      return {
        header: getComputedStyle(el).borderBottomWidth,
        brand: getComputedStyle(brand).borderBottomWidth,
        headerWidth: el.getBoundingClientRect().width,
        menuWidth: (el.parentElement as HTMLElement).getBoundingClientRect().width,
      };
    });
    expect(rules.header).toBe('1px');
    expect(rules.brand).toBe('0px');
    expect(Math.round(rules.headerWidth)).toBe(Math.round(rules.menuWidth));
    await capture(page, { path: 'test-results/screens/menu-phone.png' });
  });
});

test.describe('documents and tab strips on a phone', () => {
  test.use({ viewport: PHONE });

  test('a document row keeps its actions on screen, and Self Service shows every tab', async ({ page }) => {
    await signIn(page, 'hr', '/document-management');
    const rows = page.getByTestId('document-row');
    await expect(rows.first()).toBeVisible();
    for (const row of (await rows.all()).slice(0, 5)) {
      await expect(row.getByRole('button', { name: /^More actions for / })).toBeInViewport({ ratio: 1 });
    }
    const container = page.locator('[data-slot="table-container"]').first();
    const scrolls = await container.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(scrolls, 'the documents table fits the phone').toBeLessThanOrEqual(0);

    await page.goto('/employee-self-service');
    await expect(page.getByRole('tab', { name: 'Pay' })).toBeVisible();
    expect(await clippedTabs(page, 'Self service')).toEqual([]);
  });
});

test('a new password shows its strength while typed, and a weak one is refused with the reason', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, 'employee', '/profile#password');
  await page.getByLabel('New password', { exact: true }).fill('0000-00-00');
  const meter = page.getByTestId('password-strength');
  await expect(meter).toContainText(/Strength: (Very weak|Weak)\./, { timeout: 15_000 });
  await expect(meter).toContainText('easy to guess');
  await capture(page.locator('#password'), { path: 'test-results/screens/password-strength.png' });
  await page.getByLabel('New password', { exact: true }).fill('mango TRAIN 84 violet');
  await expect(meter).toContainText(/Strength: (Strong|Very strong)\./);
});

test('guesses lock the guessing address only; admin sees the lockout and unlocks it with a reason', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(LAPTOP);
  const target = `locked-${Date.now()}@acme.test`;
  await page.goto('/login');
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByLabel('Email').fill(target);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      attempt <= 5 ? 'Invalid email or password' : 'Account temporarily locked',
    );
  }
  await signIn(page, 'admin', '/settings');
  const card = page.getByTestId('lockouts-card');
  const row = card.getByRole('row', { name: new RegExp(target) });
  await expect(row).toBeVisible();
  await capture(card, { path: 'test-results/screens/settings-lockouts.png' });
  await row.getByRole('button', { name: 'Unlock' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The owner called the help desk');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('row', { name: new RegExp(target) })).toHaveCount(0);
});
