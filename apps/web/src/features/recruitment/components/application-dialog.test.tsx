import { TemplateListResponseSchema } from '@hrms/contracts/onboarding';
import {
  type ApplicationDetail,
  ApplicationDetailSchema,
  DEFAULT_OFFER_TEMPLATE,
  HirePreviewSchema,
  HireResponseSchema,
  type Interview,
  InterviewListResponseSchema,
  InterviewSchema,
  type Offer,
  OfferSchema,
  STAGE_KIND_LABELS,
  STAGE_KINDS,
  type Stage,
  StageListResponseSchema,
} from '@hrms/contracts/recruitment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes, sampleUser } from '../../../test/render';
import { ApplicationDialog } from './application-dialog';

const ME = sampleUser.employee.id;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AT = '2026-03-02T05:30:00.000Z';
const APP = id(200);

const stages: Stage[] = STAGE_KINDS.map((kind, index) => ({
  id: id(10 + index),
  name: STAGE_KIND_LABELS[kind],
  kind,
  position: index,
  applications: 1,
}));
const stageRef = (kind: Stage['kind']) => {
  const stage = stages.find((s) => s.kind === kind)!;
  return { id: stage.id, name: stage.name, kind };
};

function detail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: APP,
    opening: { id: id(100), title: 'Backend engineer' },
    candidate: {
      id: id(300),
      name: 'Neha Gupta',
      email: 'neha@example.com',
      phone: '9845012345',
      possibleDuplicates: [{ id: id(301), name: 'Neha G', email: 'neha.g@example.com' }],
    },
    stage: stageRef('interview'),
    source: 'careers',
    hasResume: true,
    appliedAt: AT,
    stageChangedAt: AT,
    rejectionReason: null,
    offerStatus: null,
    hiredEmployeeId: null,
    interviews: 1,
    scorecards: 1,
    answers: [{ question: 'Why us?', answer: 'The payments work.' }],
    history: [{ from: null, to: 'Applied', by: null, at: AT }],
    notes: [
      {
        id: id(400),
        author: 'Kiran Rao',
        body: 'Strong on systems design.',
        mentions: [{ id: id(5), name: 'Priya Menon' }],
        createdAt: AT,
      },
    ],
    offer: null,
    can: { move: false, manage: false, note: true },
    ...overrides,
  };
}

function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: id(500),
    applicationId: APP,
    candidate: 'Neha Gupta',
    opening: 'Backend engineer',
    startsAt: '2099-03-10T05:30:00.000Z',
    durationMinutes: 60,
    location: 'Room 4B',
    timeZone: 'Asia/Kolkata',
    status: 'scheduled',
    criteria: ['Skills for the role', 'Communication'],
    scorecards: [
      {
        interviewer: { id: ME, name: 'Riya Sharma' },
        submittedAt: null,
        ratings: null,
        recommendation: null,
        comments: null,
        hidden: false,
      },
      {
        interviewer: { id: id(2), name: 'Kiran Rao' },
        submittedAt: null,
        ratings: null,
        recommendation: null,
        comments: null,
        hidden: true,
      },
    ],
    awaitingMyScorecard: true,
    ...overrides,
  };
}

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    applicationId: APP,
    status: 'accepted',
    annualCtc: 180_000_000,
    joinDate: '2099-07-15',
    expiresOn: '2099-06-30',
    letter: DEFAULT_OFFER_TEMPLATE,
    sentAt: AT,
    decidedAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

function answerApplication(application: ApplicationDetail, interviews: Interview[] = []) {
  server.use(
    answer('get', '/recruitment/applications/:id', ApplicationDetailSchema, application),
    answer('get', '/recruitment/interviews', InterviewListResponseSchema, {
      items: interviews,
      total: interviews.length,
      page: 1,
      limit: 100,
    }),
    answer('get', '/recruitment/stages', StageListResponseSchema, { items: stages }),
  );
}

function renderDialog() {
  return renderRoutes(
    [
      {
        path: 'recruitment',
        element: <ApplicationDialog id={APP} onClose={() => {}} viewerEmployeeId={ME} />,
      },
    ],
    `/recruitment?application=${APP}`,
  );
}

describe('the application dialog', { timeout: 20_000 }, () => {
  it('hides a colleague’s scorecard from an interviewer until they submit theirs', async () => {
    answerApplication(detail(), [interview()]);
    const requests = recordRequests();
    server.use(
      answer(
        'put',
        '/recruitment/interviews/:id/scorecard',
        InterviewSchema,
        interview({ awaitingMyScorecard: false }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();

    const dialog = await screen.findByTestId('application-detail');
    expect(await within(dialog).findByRole('heading', { name: 'Neha Gupta' })).toBeTruthy();
    expect(within(dialog).getByText('neha@example.com')).toBeTruthy();
    expect(within(dialog).getByTestId('possible-duplicates').textContent).toContain('Neha G');
    expect(within(dialog).getByRole('button', { name: /Download résumé/ })).toBeTruthy();
    expect(within(dialog).getByText('The payments work.')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Mentioned' })).getByText('Priya Menon'),
    ).toBeTruthy();

    const hidden = await within(dialog).findByTestId('scorecard-hidden');
    expect(hidden.textContent).toBe('Kiran Rao: Submitted — visible after you submit yours');
    expect(within(dialog).getByText('Not submitted yet')).toBeTruthy();
    // An interviewer neither moves the application, schedules, nor sees the offer.
    expect(within(dialog).queryByLabelText('Stage')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Schedule interview/ })).toBeNull();
    expect(within(dialog).queryByTestId('offer-section')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: /Fill in scorecard/ }));
    const form = await screen.findByTestId('scorecard-form');
    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }));
    expect(await within(form).findByText('Rate Skills for the role')).toBeTruthy();
    expect(within(form).getByText('Choose a recommendation')).toBeTruthy();

    const skills = within(form).getByRole('group', { name: 'Skills for the role' });
    await user.click(within(skills).getByRole('radio', { name: '4: Strong' }));
    const talk = within(form).getByRole('group', { name: 'Communication' });
    await user.click(within(talk).getByRole('radio', { name: '3: Meets the bar' }));
    await user.click(within(form).getByRole('radio', { name: 'Strong yes' }));
    await user.type(within(form).getByLabelText(/Comments/), 'Clear thinker');
    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/recruitment/interviews/${id(500)}/scorecard`);
    expect(put?.body).toEqual({
      ratings: [
        { criterion: 'Skills for the role', rating: 4 },
        { criterion: 'Communication', rating: 3 },
      ],
      recommendation: 'strong_yes',
      comments: 'Clear thinker',
    });
  });

  it('sends the offer’s CTC typed in rupees as exact paise, with the default letter', async () => {
    answerApplication(detail({ stage: stageRef('offer'), can: { move: true, manage: true, note: true } }));
    const requests = recordRequests();
    server.use(
      answer('put', '/recruitment/applications/:id/offer', OfferSchema, ({ body }) =>
        offer({ ...(body as Partial<Offer>), status: 'draft' }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();

    const form = await screen.findByTestId('offer-form');
    expect((within(form).getByLabelText('Letter') as HTMLTextAreaElement).value).toBe(DEFAULT_OFFER_TEMPLATE);
    const ctc = within(form).getByLabelText('Annual CTC in rupees');
    await user.type(ctc, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    expect(await within(form).findByText(/Give the amount in rupees/)).toBeTruthy();

    await user.clear(ctc);
    await user.type(ctc, '12,34,567.89');
    await user.type(within(form).getByLabelText('Joining date'), '15/07/2099');
    await user.type(within(form).getByLabelText('Expires on'), '30/06/2099');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/recruitment/applications/${APP}/offer`);
    expect(put?.body).toEqual({
      annualCtc: 123_456_789,
      joinDate: '2099-07-15',
      expiresOn: '2099-06-30',
      letter: DEFAULT_OFFER_TEMPLATE,
    });
  });

  it('hires a candidate whose offer was accepted and links to their record and onboarding', async () => {
    answerApplication(
      detail({
        stage: stageRef('offer'),
        offer: offer(),
        offerStatus: 'accepted',
        can: { move: true, manage: true, note: true },
      }),
    );
    const requests = recordRequests();
    server.use(
      answer('get', '/onboarding/templates', TemplateListResponseSchema, {
        items: [
          {
            id: id(600),
            name: 'Engineering joiners',
            kind: 'onboarding',
            departmentIds: [],
            designationIds: [],
            officeIds: [],
            tasks: [],
            status: 'active',
            used: 0,
            createdAt: AT,
            updatedAt: AT,
          },
        ],
        total: 1,
        page: 1,
        limit: 100,
      }),
      answer('post', '/recruitment/applications/:id/hire', HireResponseSchema, {
        employeeId: id(700),
        onboardingChecklistId: id(800),
        message: 'Neha Gupta is now an employee; an invitation to sign in was mailed to neha@acme.example.',
      }),
      answer('get', '/recruitment/applications/:id/hire-preview', HirePreviewSchema, {
        employeeCode: null,
        workEmail: null,
        missing: [],
      }),
    );
    const user = userEvent.setup();
    renderDialog();

    const section = await screen.findByTestId('offer-section');
    expect(within(section).getByText('Offer accepted')).toBeTruthy();
    expect(within(section).getByTestId('offer-ctc').textContent).toBe('₹18,00,000.00');
    await user.click(within(section).getByRole('button', { name: 'Hire Neha Gupta' }));
    const form = await screen.findByTestId('hire-form');
    expect((within(form).getByLabelText('Joining date') as HTMLInputElement).value).toBe('15/07/2099');
    await user.type(within(form).getByLabelText('Employee code'), 'EMP-0420');
    await user.type(within(form).getByLabelText('Work email'), 'neha@acme.example');
    await within(form).findByRole('option', { name: 'Engineering joiners' });
    await user.selectOptions(within(form).getByLabelText('Onboarding template'), id(600));
    await user.click(within(form).getByRole('button', { name: 'Hire' }));

    const done = await screen.findByTestId('hired');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      employeeCode: 'EMP-0420',
      workEmail: 'neha@acme.example',
      managerId: null,
      joinDate: '2099-07-15',
      onboardingTemplateId: id(600),
      confirmMissing: false,
    });
    expect(within(done).getByRole('link', { name: 'Open the employee record' }).getAttribute('href')).toBe(
      `/employees/${id(700)}`,
    );
    expect(
      within(done).getByRole('link', { name: 'Open the onboarding checklist' }).getAttribute('href'),
    ).toBe(`/onboarding?checklist=${id(800)}`);
  });
  it('proposes the code and work email, and asks before hiring ahead of the panel, naming what is missing', async () => {
    answerApplication(
      detail({
        stage: stageRef('offer'),
        offer: offer(),
        offerStatus: 'accepted',
        can: { move: true, manage: true, note: true },
      }),
    );
    const requests = recordRequests();
    const missing = [
      'the interview on 5 Mar 2026, 12:00 pm IST (Room 4) has not happened yet',
      'Kiran Rao has not sent a scorecard for the interview on 2 Mar 2026, 10:00 am IST (Room 2)',
    ];
    server.use(
      answer('get', '/onboarding/templates', TemplateListResponseSchema, {
        items: [],
        total: 0,
        page: 1,
        limit: 100,
      }),
      answer('get', '/recruitment/applications/:id/hire-preview', HirePreviewSchema, {
        employeeCode: 'ACME-0061',
        workEmail: 'neha.gupta@acme.example',
        missing,
      }),
      answer('post', '/recruitment/applications/:id/hire', HireResponseSchema, {
        employeeId: id(700),
        onboardingChecklistId: null,
        message:
          'Neha Gupta is now an employee; an invitation to sign in was mailed to neha.gupta@acme.example.',
      }),
    );
    const user = userEvent.setup();
    renderDialog();

    const section = await screen.findByTestId('offer-section');
    await user.click(within(section).getByRole('button', { name: 'Hire Neha Gupta' }));
    const form = await screen.findByTestId('hire-form');
    const code = within(form).getByLabelText('Employee code') as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('ACME-0061'));
    expect((within(form).getByLabelText('Work email') as HTMLInputElement).value).toBe(
      'neha.gupta@acme.example',
    );
    expect(within(form).getByTestId('hire-missing').textContent).toContain(
      'Kiran Rao has not sent a scorecard',
    );

    // Both stay editable.
    await user.clear(code);
    await user.type(code, 'ACME-0099');
    await user.click(within(form).getByRole('button', { name: 'Hire' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Hire Neha Gupta before the panel is done?',
    });
    expect(confirm.textContent).toContain(
      'The interview on 5 Mar 2026, 12:00 pm IST (Room 4) has not happened yet',
    );
    expect(confirm.textContent).toContain('Kiran Rao has not sent a scorecard');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Hire anyway' }));
    await screen.findByTestId('hired');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      employeeCode: 'ACME-0099',
      workEmail: 'neha.gupta@acme.example',
      confirmMissing: true,
    });
  });
  it('says a hired candidate’s contacts are with hr when the server leaves them out', async () => {
    answerApplication(
      detail({
        stage: stageRef('hired'),
        hiredEmployeeId: id(700),
        candidate: { id: id(300), name: 'Neha Gupta', email: null, phone: null, possibleDuplicates: [] },
      }),
    );
    renderDialog();
    await screen.findByRole('heading', { name: 'Neha Gupta' });
    expect(screen.getAllByText('With hr: now an employee’s personal contact')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.queryByText('Not given')).toBeNull();
  });
});
