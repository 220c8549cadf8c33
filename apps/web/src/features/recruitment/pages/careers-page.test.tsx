import {
  type PublicOpening,
  PublicOpeningListResponseSchema,
  PublicOpeningSchema,
} from '@hrms/contracts/recruitment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, apiError, server } from '../../../test/msw';
import { renderRoutes, stubApi } from '../../../test/render';
import { CareersOpeningPage } from './careers-opening-page';
import { CareersPage } from './careers-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function opening(n: number, overrides: Partial<PublicOpening> = {}): PublicOpening {
  return {
    id: id(n),
    title: `Role ${n}`,
    company: 'Acme Labs',
    department: 'Engineering',
    office: 'Bengaluru',
    description: '',
    questions: [],
    openedAt: '2026-03-02T04:00:00.000Z',
    ...overrides,
  };
}

const backend = opening(1, {
  title: 'Backend engineer',
  description: '## About the role\n\nYou build **APIs**.\n\n<script>window.__pwned = true</script>',
  questions: [
    { id: 'q1', text: 'When could you start?', required: true },
    { id: 'q2', text: 'Anything else?', required: false },
  ],
});
const designer = opening(2, { title: 'Product designer', department: 'Design', office: 'Pune' });

function renderCareers(path: string) {
  return renderRoutes(
    [
      { path: 'careers', element: <CareersPage /> },
      { path: 'careers/:id', element: <CareersOpeningPage /> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

/**
 * The role and the answer to applying for it. A multipart body does not pass from jsdom through the
 * mock server, so these tests answer at `fetch` and read the form as the page handed it over.
 */
function stubApply(reply: { status: number; body: unknown }) {
  const sent: { form: FormData | null } = { form: null };
  stubApi({
    [`GET /api/careers/openings/${backend.id}`]: { body: PublicOpeningSchema.parse(backend) },
    [`POST /api/careers/openings/${backend.id}/apply`]: (init) => {
      sent.form = init?.body as FormData;
      return reply;
    },
  });
  return sent;
}

function pdf(name = 'resume.pdf', bytes = 1024) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Full name'), 'Asha Verma');
  await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
  await user.type(within(form).getByLabelText('Phone'), '+91 98765 43210');
  await user.type(within(form).getByLabelText('When could you start?'), 'In a month');
  await user.upload(within(form).getByLabelText('Résumé'), pdf());
}

describe('the careers page', { timeout: 15_000 }, () => {
  it('lists the open roles with the company’s name and finds one by its words', async () => {
    server.use(
      answer('get', '/careers/openings', PublicOpeningListResponseSchema, { items: [backend, designer] }),
    );
    const user = userEvent.setup();
    renderCareers('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work with us at Acme Labs' })).toBeTruthy();
    const roles = screen.getAllByTestId('careers-opening');
    expect(roles).toHaveLength(2);
    const first = roles[0] as HTMLElement;
    expect(
      within(first)
        .getByRole('link', { name: /Backend engineer/ })
        .getAttribute('href'),
    ).toBe(`/careers/${backend.id}`);
    expect(within(first).getByText('Engineering · Bengaluru · Opened 2 Mar 2026')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search open roles' }), 'pune');
    expect(screen.getAllByTestId('careers-opening')).toHaveLength(1);
    expect(screen.getByText('Product designer')).toBeTruthy();
    expect(screen.getByText('1 open role match your search')).toBeTruthy();
  });

  it('says so when no role is open', async () => {
    server.use(answer('get', '/careers/openings', PublicOpeningListResponseSchema, { items: [] }));
    renderCareers('/careers');
    expect(await screen.findByText('No open roles right now')).toBeTruthy();
  });

  it('shows a role’s description without letting a script through, and its form', async () => {
    server.use(answer('get', '/careers/openings/:id', PublicOpeningSchema, backend));
    renderCareers(`/careers/${backend.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend engineer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About the role' })).toBeTruthy();
    expect(document.querySelector('[data-testid="markdown-content"] script')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    const form = screen.getByTestId('apply-form');
    expect(within(form).getByLabelText(/Anything else\?/)).toBeTruthy();
    expect(within(form).getByText('(optional)')).toBeTruthy();
  });

  it('keeps the robots’ field away from people and assistive technology', async () => {
    server.use(answer('get', '/careers/openings/:id', PublicOpeningSchema, backend));
    renderCareers(`/careers/${backend.id}`);
    const form = await screen.findByTestId('apply-form');
    const trap = within(form).getByTestId('apply-website');
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('checks the form here first, then shows the server’s message under its field', async () => {
    const sent = stubApply({
      status: 400,
      body: apiError(400, 'Some fields are not valid', {
        details: [{ field: 'body.email', message: 'This address cannot receive mail' }],
      }),
    });
    const user = userEvent.setup();
    renderCareers(`/careers/${backend.id}`);
    const form = await screen.findByTestId('apply-form');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Enter your full name')).toBeTruthy();
    expect(within(form).getByText('Answer this question')).toBeTruthy();
    expect(within(form).getByText('Attach your résumé')).toBeTruthy();
    expect(sent.form).toBeNull();

    await user.upload(within(form).getByLabelText('Résumé'), pdf('big.pdf', 5 * 1024 * 1024 + 1));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await within(form).findByText('Your résumé is larger than 5 MB: attach a smaller file'),
    ).toBeTruthy();

    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    const email = within(form).getByLabelText('Email');
    expect(await within(form).findByText('This address cannot receive mail')).toBeTruthy();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  });

  it('sends the application as a form with the résumé, and thanks the candidate', async () => {
    const sent = stubApply({
      status: 201,
      body: { ok: true, message: 'Thank you for applying. We will be in touch by email.' },
    });
    const user = userEvent.setup();
    renderCareers(`/careers/${backend.id}`);
    const form = await screen.findByTestId('apply-form');
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    const thanks = await screen.findByTestId('apply-thanks');
    expect(within(thanks).getByText('Thank you for applying. We will be in touch by email.')).toBeTruthy();
    const body = sent.form;
    expect(body?.get('name')).toBe('Asha Verma');
    expect(body?.get('email')).toBe('asha@example.com');
    expect(body?.get('website')).toBe('');
    expect(JSON.parse(String(body?.get('answers')))).toEqual({ q1: 'In a month' });
    expect((body?.get('resume') as File | null)?.name).toBe('resume.pdf');
  });

  it('says plainly when the candidate already applied', async () => {
    stubApply({ status: 409, body: apiError(409, 'You have already applied for this role') });
    const user = userEvent.setup();
    renderCareers(`/careers/${backend.id}`);
    const form = await screen.findByTestId('apply-form');
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have already applied for this role',
    );
  });

  it('says a closed role is not open', async () => {
    server.use(answerError('get', '/careers/openings/:id', 404, apiError(404, 'Opening not found')));
    renderCareers(`/careers/${id(9)}`);
    expect(await screen.findByText('This role is not open')).toBeTruthy();
    expect(screen.getByRole('link', { name: /All open roles/ }).getAttribute('href')).toBe('/careers');
  });
});
