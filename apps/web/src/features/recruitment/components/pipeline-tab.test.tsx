import {
  type Application,
  ApplicationListResponseSchema,
  ApplicationSchema,
  type Opening,
  OpeningListResponseSchema,
  STAGE_KIND_LABELS,
  STAGE_KINDS,
  type Stage,
  StageListResponseSchema,
} from '@hrms/contracts/recruitment';
import type { Role } from '@hrms/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes, sampleUser, stubDesktopMatchMedia } from '../../../test/render';
import { PipelineTab } from './pipeline-tab';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = new Date().toISOString();
const DAYS_AGO = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000).toISOString();

const stages: Stage[] = STAGE_KINDS.map((kind, index) => ({
  id: id(10 + index),
  name: STAGE_KIND_LABELS[kind],
  kind,
  position: index,
  applications: 0,
}));
const stageOf = (kind: Stage['kind']) => stages.find((s) => s.kind === kind)!;

function opening(overrides: Partial<Opening> = {}): Opening {
  return {
    id: id(100),
    title: 'Backend engineer',
    department: { id: id(1), name: 'Engineering' },
    office: null,
    designation: null,
    hiringManager: { id: id(2), name: 'Kiran Rao' },
    positions: 2,
    description: '',
    status: 'open',
    questions: [],
    criteria: ['Skills for the role'],
    counts: { applications: 3, active: 3, hired: 0 },
    openedAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function application(n: number, kind: Stage['kind'], overrides: Partial<Application> = {}): Application {
  const stage = stageOf(kind);
  return {
    id: id(200 + n),
    opening: { id: id(100), title: 'Backend engineer' },
    candidate: {
      id: id(300 + n),
      name: `Candidate ${n}`,
      email: `candidate${n}@example.com`,
      phone: null,
      possibleDuplicates: [],
    },
    stage: { id: stage.id, name: stage.name, kind: stage.kind },
    source: 'careers',
    hasResume: true,
    appliedAt: DAYS_AGO(10),
    stageChangedAt: DAYS_AGO(3),
    rejectionReason: null,
    offerStatus: null,
    hiredEmployeeId: null,
    interviews: 0,
    scorecards: 0,
    ...overrides,
  };
}

const asha = application(1, 'applied', {
  candidate: {
    id: id(301),
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    possibleDuplicates: [{ id: id(399), name: 'Asha R', email: 'asha.r@example.com' }],
  },
  source: 'referral',
});
const vikram = application(2, 'interview', {
  candidate: {
    id: id(302),
    name: 'Vikram Shah',
    email: 'vikram@example.com',
    phone: null,
    possibleDuplicates: [],
  },
  interviews: 2,
  scorecards: 1,
});
const neha = application(3, 'offer', {
  candidate: {
    id: id(303),
    name: 'Neha Gupta',
    email: 'neha@example.com',
    phone: null,
    possibleDuplicates: [],
  },
  offerStatus: 'sent',
});

/** The API of a company with one open opening (and a closed one), its stages and applications. */
function answerPipeline(items: Application[] = [asha, vikram, neha]) {
  const current = [...items];
  server.use(
    answer('get', '/recruitment/openings', OpeningListResponseSchema, {
      items: [opening({ id: id(101), title: 'Office manager', status: 'closed' }), opening()],
      total: 2,
      page: 1,
      limit: 100,
      summary: { draft: 0, open: 1, on_hold: 0, closed: 1 },
    }),
    answer('get', '/recruitment/stages', StageListResponseSchema, { items: stages }),
    answer('get', '/recruitment/applications', ApplicationListResponseSchema, ({ url }) => ({
      items: url.searchParams.get('openingId') === id(100) ? current : [],
      total: url.searchParams.get('openingId') === id(100) ? current.length : 0,
      page: 1,
      limit: Number(url.searchParams.get('limit')),
    })),
  );
  return current;
}

function renderTab(role: Role = 'hr', path = '/recruitment') {
  const viewer = { role, employeeId: sampleUser.employee.id };
  return renderRoutes([{ path: 'recruitment', element: <PipelineTab viewer={viewer} /> }], path);
}

function column(name: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) });
}

/** What dnd-kit last said in its live region. */
function dragAnnouncement(): string | null | undefined {
  return document.querySelector('[id^="dnd-kit-announcement"]')?.textContent;
}

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the pipeline tab', { timeout: 15_000 }, () => {
  // dnd-kit measures and watches the cards and columns, and asks whether motion is reduced, with
  // browser APIs jsdom lacks.
  const { getAnimations } = Element.prototype;
  const { getAnimations: documentAnimations, elementFromPoint } = document;
  beforeAll(() => {
    Element.prototype.getAnimations = () => [];
    document.getAnimations = () => [];
    document.elementFromPoint = () => null;
    stubDesktopMatchMedia();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  });
  afterAll(() => {
    Element.prototype.getAnimations = getAnimations;
    document.getAnimations = documentAnimations;
    document.elementFromPoint = elementFromPoint;
    vi.unstubAllGlobals();
  });

  it('draws a column per stage with the open opening’s candidates on cards', async () => {
    answerPipeline();
    const requests = recordRequests();
    renderTab();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    // The open opening is picked over the closed one listed first.
    expect((screen.getByLabelText('Opening') as HTMLSelectElement).value).toBe(id(100));
    expect(
      requests.some((r) => r.path.includes(`openingId=${id(100)}`) && r.path.includes('limit=200')),
    ).toBe(true);

    const columns = screen.getAllByTestId('pipeline-column');
    expect(columns.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Applied1 candidate',
      'Screening0 candidates',
      'Interview1 candidate',
      'Offer1 candidate',
      'Hired0 candidates',
      'Rejected0 candidates',
    ]);
    const ashaCard = within(column('Applied')).getByTestId('application-card');
    expect(within(ashaCard).getByRole('button', { name: 'Asha Rao' })).toBeTruthy();
    expect(within(ashaCard).getByText('Referral · 3 days in stage')).toBeTruthy();
    expect(within(ashaCard).getByText('Possible duplicate')).toBeTruthy();
    const vikramCard = within(column('Interview')).getByTestId('application-card');
    expect(within(vikramCard).getByText('2 interviews')).toBeTruthy();
    expect(within(vikramCard).getByText('1 scorecard')).toBeTruthy();
    expect(within(column('Offer')).getByText('Offer sent')).toBeTruthy();
    expect(within(column('Hired')).getByText('No candidates')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add candidate/ })).toBeTruthy();
  });

  it('moves a focused card to the next stage with Alt + Right Arrow, and says so', async () => {
    const current = answerPipeline();
    const requests = recordRequests();
    server.use(
      answer('post', '/recruitment/applications/:id/move', ApplicationSchema, ({ body }) => {
        const stage = stages.find((s) => s.id === (body as { stageId: string }).stageId)!;
        const moved = {
          ...asha,
          stage: { id: stage.id, name: stage.name, kind: stage.kind },
          stageChangedAt: NOW,
        };
        current[0] = moved;
        return moved;
      }),
    );
    const user = userEvent.setup();
    renderTab();
    const button = await screen.findByRole('button', { name: 'Asha Rao' });
    button.focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

    await waitFor(() =>
      expect(within(column('Screening')).getByRole('button', { name: 'Asha Rao' })).toBeTruthy(),
    );
    const move = requests.find((r) => r.method === 'POST');
    expect(move?.path).toBe(`/api/recruitment/applications/${asha.id}/move`);
    expect(move?.body).toEqual({ stageId: stageOf('screening').id });
    expect((await screen.findByTestId('pipeline-announcement')).textContent).toBe(
      'Asha Rao moved to Screening.',
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Asha Rao'));
    expect(within(column('Applied')).queryByText('Asha Rao')).toBeNull();
  });

  it('drags a card from the keyboard, stage by stage, telling a screen reader as it goes', async () => {
    const current = answerPipeline();
    const requests = recordRequests();
    server.use(
      answer('post', '/recruitment/applications/:id/move', ApplicationSchema, () => {
        current[0] = {
          ...asha,
          stage: { id: stageOf('interview').id, name: 'Interview', kind: 'interview' },
        };
        return current[0];
      }),
    );
    const user = userEvent.setup();
    renderTab();
    const handle = await screen.findByRole('button', { name: 'Drag Asha Rao' });
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable');
    expect(describedBy(handle)).toContain('press Space to pick them up');

    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(dragAnnouncement()).toBe('Picked up Asha Rao in Applied.'));
    // Each arrow is one stage; the column the card is over says so.
    await user.keyboard('[ArrowRight][ArrowRight]');
    await waitFor(() => expect(column('Interview').className).toContain('ring-primary'));
    expect(column('Screening').className).not.toContain('ring-primary');
    await user.keyboard('[Space]');

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ stageId: stageOf('interview').id });
    expect(dragAnnouncement()).toBe('Moved Asha Rao to Interview.');
    await waitFor(() =>
      expect(within(column('Interview')).getByRole('button', { name: 'Asha Rao' })).toBeTruthy(),
    );
    // The drag has said it; the pipeline's own region stays quiet.
    expect(screen.getByTestId('pipeline-announcement').textContent).toBe('');
    // The handle, drawn afresh in the new column, keeps the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(column('Interview')).getByRole('button', { name: 'Drag Asha Rao' }),
      ),
    );
  });

  it('leaves a card where it was when a keyboard drag is cancelled', async () => {
    answerPipeline();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderTab();
    (await screen.findByRole('button', { name: 'Drag Vikram Shah' })).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(dragAnnouncement()).toBe('Picked up Vikram Shah in Interview.'));
    await user.keyboard('[ArrowLeft][Escape]');

    await waitFor(() => expect(dragAnnouncement()).toBe('Vikram Shah stays in Interview.'));
    expect(within(column('Interview')).getByRole('button', { name: 'Vikram Shah' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('puts the card back and shows the server’s reason when a move is refused', async () => {
    answerPipeline();
    const message =
      'Hire Neha Gupta from their accepted offer: a candidate becomes hired only with an offer.';
    server.use(answerError('post', '/recruitment/applications/:id/move', 409, apiError(409, message)));
    const user = userEvent.setup();
    renderTab();
    (await screen.findByRole('button', { name: 'Neha Gupta' })).focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

    expect((await screen.findByTestId('move-failure')).textContent).toContain(message);
    expect(within(column('Offer')).getByRole('button', { name: 'Neha Gupta' })).toBeTruthy();
    expect(within(column('Hired')).queryByText('Neha Gupta')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Neha Gupta'));
  });

  it('asks for an optional reason before a rejection from the card’s menu', async () => {
    const current = answerPipeline();
    const requests = recordRequests();
    server.use(
      answer('post', '/recruitment/applications/:id/move', ApplicationSchema, () => {
        const rejected = {
          ...vikram,
          stage: { id: stageOf('rejected').id, name: 'Rejected', kind: 'rejected' as const },
          rejectionReason: 'Wants to relocate next year',
        };
        current[1] = rejected;
        return rejected;
      }),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Move Vikram Shah to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Move Vikram Shah to Rejected?' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wants to relocate next year');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      stageId: stageOf('rejected').id,
      reason: 'Wants to relocate next year',
    });
    await waitFor(() => expect(screen.queryByTestId('reject-dialog')).toBeNull());
    // Focus comes back to the candidate, now in the rejected column.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Vikram Shah'));
    expect(within(column('Rejected')).getByRole('button', { name: 'Vikram Shah' })).toBeTruthy();
  });

  it('lists the candidates as a table, without a way to add one for a hiring manager', async () => {
    stubDesktopMatchMedia();
    answerPipeline();
    renderTab('manager', '/recruitment?view=list');
    const rows = await screen.findAllByTestId('application-row');
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Asha Rao' })).toBeTruthy();
    expect(within(first).getByText('Referral')).toBeTruthy();
    expect(within(first).getByText('Applied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add candidate/ })).toBeNull();
  });
});
