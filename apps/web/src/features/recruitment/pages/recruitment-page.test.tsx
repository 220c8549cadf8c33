import {
  type Opening,
  OpeningListResponseSchema,
  OpeningSchema,
  type RecruitmentReport,
  RecruitmentReportSchema,
  STAGE_KIND_LABELS,
  STAGE_KINDS,
  type Stage,
  StageListResponseSchema,
} from '@hrms/contracts/recruitment';
import type { Role } from '@hrms/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { answerOrganizationLists, department } from '../../../test/organization';
import { renderRoutes, sampleUser, stubDesktopMatchMedia } from '../../../test/render';
import { deleteRefusedThenInstead } from '../../../test/steps';
import { RecruitmentPage } from './recruitment-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = '2026-03-02T04:00:00.000Z';

const stages: Stage[] = STAGE_KINDS.map((kind, index) => ({
  id: id(10 + index),
  name: STAGE_KIND_LABELS[kind],
  kind,
  position: index,
  applications: kind === 'interview' ? 2 : 0,
}));

function opening(n: number, overrides: Partial<Opening> = {}): Opening {
  return {
    id: id(100 + n),
    title: `Role ${n}`,
    department: { id: id(1), name: 'Engineering' },
    office: { id: id(2), name: 'Bengaluru' },
    designation: null,
    hiringManager: { id: id(3), name: 'Kiran Rao' },
    positions: 2,
    description: '',
    status: 'open',
    questions: [],
    criteria: ['Skills for the role'],
    counts: { applications: 5, active: 3, hired: 1 },
    openedAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

const backend = opening(1, { title: 'Backend engineer' });
const office = opening(2, {
  title: 'Office manager',
  status: 'draft',
  department: null,
  office: null,
  hiringManager: null,
  counts: { applications: 0, active: 0, hired: 0 },
});

function answerOpenings(items: Opening[] = [backend, office]) {
  server.use(
    answer('get', '/recruitment/openings', OpeningListResponseSchema, ({ url }) => ({
      items,
      total: items.length,
      page: 1,
      limit: Number(url.searchParams.get('limit') ?? 20),
      summary: { draft: 1, open: 1, on_hold: 0, closed: 4 },
    })),
    answer('get', '/recruitment/stages', StageListResponseSchema, { items: stages }),
  );
}

function renderPage(role: Role, path = '/recruitment') {
  stubDesktopMatchMedia();
  const viewer = { role, employeeId: sampleUser.employee.id };
  return renderRoutes([{ path: 'recruitment', element: <RecruitmentPage viewer={viewer} /> }], path);
}

const funnel = (
  applications: number,
  screening: number,
  interview: number,
  offer: number,
  hired: number,
) => ({
  applications,
  reached: { screening, interview, offer, hired },
  rejected: 4,
  medianDaysToHire: hired > 0 ? 18.5 : null,
});

const report: RecruitmentReport = {
  total: funnel(40, 20, 10, 4, 2),
  stages: stages.map((s) => ({ id: s.id, name: s.name, kind: s.kind, applications: s.applications })),
  byOpening: [{ id: backend.id, title: 'Backend engineer', status: 'open', ...funnel(40, 20, 10, 4, 2) }],
  bySource: [
    { source: 'careers', ...funnel(30, 15, 8, 3, 1) },
    { source: 'referral', ...funnel(10, 5, 2, 1, 1) },
  ],
};

describe('the recruitment page', { timeout: 15_000 }, () => {
  it('gives hr every tab, and a hiring manager the pipeline and interviews only', async () => {
    answerOpenings([]);
    const { unmount } = renderPage('hr');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pipeline',
      'Openings',
      'Interviews',
      'Report',
      'Stages',
    ]);
    expect(screen.getByRole('link', { name: /Careers page/ }).getAttribute('href')).toBe('/careers');
    unmount();

    renderPage('manager');
    const theirs = await screen.findAllByRole('tab');
    expect(theirs.map((tab) => tab.textContent)).toEqual(['Pipeline', 'Interviews']);
    expect(screen.queryByRole('link', { name: /Careers page/ })).toBeNull();
    expect(await screen.findByText('No openings yet')).toBeTruthy();
  });

  it('lists the openings with their figures and status, by status', async () => {
    answerOpenings();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr', '/recruitment?tab=openings');
    const rows = await screen.findAllByTestId('opening-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Backend engineer' })).toBeTruthy();
    expect(within(first).getByText('Engineering · Bengaluru')).toBeTruthy();
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: 'Careers page of Backend engineer (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe(`/careers/${backend.id}`);
    // A draft is not on the careers page.
    expect(within(rows[1] as HTMLElement).queryByRole('link', { name: /Careers page/ })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Closed/, pressed: false }).textContent).toContain('4');

    await user.click(screen.getByRole('button', { name: /Closed/ }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.path.startsWith('/api/recruitment/openings') && r.path.includes('status=closed'),
        ),
      ).toBe(true),
    );
  });

  it('adds an opening, checking it before sending it', async () => {
    answerOpenings();
    answerOrganizationLists([department(id(1))]);
    server.use(
      answer('post', '/recruitment/openings', OpeningSchema, opening(3, { title: 'Data analyst' }), {
        status: 201,
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr', '/recruitment?tab=openings');
    await screen.findAllByTestId('opening-row');
    await user.click(screen.getByRole('button', { name: 'New opening' }));
    const form = await screen.findByTestId('opening-form');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await user.click(within(form).getByRole('button', { name: 'Add opening' }));
    expect(await within(form).findByText('Give the role a title of at least 3 characters')).toBeTruthy();
    expect(within(form).getByText('Write the question (at least 3 characters)')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Title'), 'Data analyst');
    await user.selectOptions(await within(form).findByLabelText('Department(optional)'), id(1));
    await user.clear(within(form).getByLabelText('Positions'));
    await user.type(within(form).getByLabelText('Positions'), '3');
    await user.selectOptions(within(form).getByLabelText('Status'), 'open');
    await user.type(within(form).getByLabelText('Description(optional)'), '## About the role');
    await user.click(within(form).getByRole('tab', { name: 'Preview' }));
    expect(
      within(within(form).getByTestId('description-preview')).getByRole('heading', {
        name: 'About the role',
      }),
    ).toBeTruthy();
    await user.type(within(form).getByLabelText('Question 1'), 'When could you start?');
    await user.click(within(form).getByRole('checkbox', { name: 'Question 1: Required' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await user.type(within(form).getByLabelText('Question 2'), 'Your portfolio');
    await user.click(within(form).getByRole('button', { name: 'Move question 2 up' }));
    await user.click(within(form).getByRole('button', { name: 'Remove criterion 4' }));
    await user.click(within(form).getByRole('button', { name: 'Add opening' }));
    await waitFor(() => expect(screen.queryByTestId('opening-form')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Data analyst',
      departmentId: id(1),
      officeId: null,
      designationId: null,
      hiringManagerId: null,
      positions: 3,
      description: '## About the role',
      status: 'open',
      questions: [
        { text: 'Your portfolio', required: false },
        { text: 'When could you start?', required: true },
      ],
      criteria: ['Skills for the role', 'Experience', 'Communication'],
    });
  });

  it('offers to close an opening with applications instead of deleting it', async () => {
    answerOpenings();
    server.use(
      answerError(
        'delete',
        `/recruitment/openings/${backend.id}`,
        409,
        apiError(409, '"Backend engineer" has applications: close it instead, so their history stays.'),
      ),
      answer('patch', `/recruitment/openings/${backend.id}`, OpeningSchema, { ...backend, status: 'closed' }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr', '/recruitment?tab=openings');
    await screen.findAllByTestId('opening-row');
    await deleteRefusedThenInstead(user, {
      row: 'Backend engineer',
      confirm: 'Delete opening',
      refusal: /close it instead/,
      instead: 'Close it instead',
    });
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'closed' });
  });

  it('puts an opening on hold from its menu', async () => {
    answerOpenings();
    server.use(
      answer('patch', `/recruitment/openings/${backend.id}`, OpeningSchema, {
        ...backend,
        status: 'on_hold',
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr', '/recruitment?tab=openings');
    await screen.findAllByTestId('opening-row');
    await user.click(screen.getByRole('button', { name: 'More actions for Backend engineer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Put on hold' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'on_hold' }),
    );
  });

  it('shows the report’s funnel, figures and breakdowns', async () => {
    answerOpenings();
    server.use(answer('get', '/recruitment/report', RecruitmentReportSchema, report));
    renderPage('hr', '/recruitment?tab=report');
    const figures = await screen.findByLabelText('Hiring in numbers');
    expect(within(figures).getByText('40')).toBeTruthy();
    expect(within(figures).getByText('18.5 days')).toBeTruthy();
    expect(within(figures).getByText('5% of applications')).toBeTruthy();
    const steps = screen.getAllByTestId('funnel-step');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied40100%—',
      'Screening2050%50%',
      'Interview1025%50%',
      'Offer410%40%',
      'Hired25%50%',
    ]);
    const bySource = screen.getByRole('table', { name: 'By source' });
    expect(within(bySource).getByRole('rowheader', { name: 'Careers page' })).toBeTruthy();
    expect(within(bySource).getByRole('rowheader', { name: 'Referral' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'By opening' })).getByText('Backend engineer'),
    ).toBeTruthy();
  });

  it('says when there is nothing to report', async () => {
    answerOpenings();
    server.use(
      answer('get', '/recruitment/report', RecruitmentReportSchema, {
        ...report,
        total: funnel(0, 0, 0, 0, 0),
        byOpening: [],
        bySource: [],
      }),
    );
    renderPage('hr', '/recruitment?tab=report');
    expect(await screen.findByText('No applications to report on')).toBeTruthy();
  });

  it('checks the stages as the server does, and shows why the server refuses', async () => {
    answerOpenings();
    server.use(
      answerError(
        'put',
        '/recruitment/stages',
        409,
        apiError(409, '"Interview" has applications in it: move them before removing the stage.'),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr', '/recruitment?tab=stages');
    const rows = await screen.findAllByTestId('stage-row');
    expect(rows).toHaveLength(6);
    expect(within(rows[2] as HTMLElement).getByText('2 applications in it')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move Offer up' }));
    await user.click(screen.getByRole('button', { name: 'Save pipeline' }));
    expect(
      await screen.findByText(
        'Put the stages in the order applied, screening, interview, offer, hired, rejected',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Offer down' }));
    await waitFor(() => expect(screen.queryByText(/Put the stages in the order/)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    const added = screen.getAllByTestId('stage-row')[3] as HTMLElement;
    await user.type(within(added).getByLabelText('Stage 4: Name'), 'Second interview');
    await user.click(screen.getByRole('button', { name: 'Remove Interview' }));
    await user.click(screen.getByRole('button', { name: 'Save pipeline' }));
    expect(await screen.findByText(/has applications in it: move them/)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      stages: [
        { id: id(10), name: 'Applied', kind: 'applied' },
        { id: id(11), name: 'Screening', kind: 'screening' },
        { name: 'Second interview', kind: 'interview' },
        { id: id(13), name: 'Offer', kind: 'offer' },
        { id: id(14), name: 'Hired', kind: 'hired' },
        { id: id(15), name: 'Rejected', kind: 'rejected' },
      ],
    });
  });
});
