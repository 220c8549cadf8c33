import { type Interview, InterviewListResponseSchema } from '@hrms/contracts/recruitment';
import type { Role } from '@hrms/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes, sampleUser, stubDesktopMatchMedia } from '../../../test/render';
import { InterviewsTab } from './interviews-tab';

const ME = sampleUser.employee.id;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function interview(n: number, overrides: Partial<Interview> = {}): Interview {
  return {
    id: id(500 + n),
    applicationId: id(200 + n),
    candidate: `Candidate ${n}`,
    opening: 'Backend engineer',
    startsAt: '2099-03-10T05:30:00.000Z',
    durationMinutes: 45,
    location: 'https://meet.example.com/abc',
    timeZone: 'Asia/Kolkata',
    status: 'scheduled',
    criteria: ['Skills for the role'],
    scorecards: [
      {
        interviewer: { id: ME, name: 'Riya Sharma' },
        submittedAt: null,
        ratings: null,
        recommendation: null,
        comments: null,
        hidden: false,
      },
    ],
    awaitingMyScorecard: true,
    ...overrides,
  };
}

function renderTab(role: Role) {
  const viewer = { role, employeeId: ME };
  return renderRoutes([{ path: 'recruitment', element: <InterviewsTab viewer={viewer} /> }], '/recruitment');
}

describe('the interviews tab', { timeout: 15_000 }, () => {
  it('lists the caller’s upcoming interviews with the scorecards they owe, and hr’s all', async () => {
    stubDesktopMatchMedia();
    const requests = recordRequests();
    server.use(
      answer('get', '/recruitment/interviews', InterviewListResponseSchema, ({ url }) => ({
        items:
          url.searchParams.get('mine') === 'true'
            ? [
                interview(1),
                interview(2, { status: 'cancelled', awaitingMyScorecard: false, location: 'Room 4B' }),
              ]
            : [interview(3, { scorecards: [], awaitingMyScorecard: false })],
        total: url.searchParams.get('mine') === 'true' ? 2 : 1,
        page: 1,
        limit: 20,
      })),
    );
    const user = userEvent.setup();
    renderTab('hr');

    const rows = await screen.findAllByTestId('interview-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Candidate 1: open the application' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'https://meet.example.com/abc' })).toBeTruthy();
    expect(within(first).getByText('Scorecard due')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Fill in scorecard/ })).toBeNull();
    expect(requests[0]?.path).toContain('mine=true');
    expect(requests[0]?.path).toContain('upcoming=true');

    await user.click(within(first).getByRole('button', { name: 'Fill in scorecard for Candidate 1' }));
    expect(await screen.findByTestId('scorecard-form')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('scorecard-form')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'All interviews', pressed: false }));
    await waitFor(() => expect(screen.getAllByTestId('interview-row')).toHaveLength(1));
    expect(screen.getByText('Candidate 3')).toBeTruthy();
  });

  describe('times where the interview happens', () => {
    // A viewer whose browser reads the clock in `zone`.
    function viewerIn(zone: string) {
      const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...resolved.call(this), timeZone: zone };
      });
    }
    afterEach(() => vi.restoreAllMocks());

    async function timesShown() {
      stubDesktopMatchMedia();
      server.use(
        answer('get', '/recruitment/interviews', InterviewListResponseSchema, {
          // 10:00 in Dubai, 11:30 in India.
          items: [
            interview(1, { startsAt: '2099-03-10T06:00:00.000Z', timeZone: 'Asia/Dubai' }),
            interview(2, { startsAt: '2099-03-10T06:00:00.000Z', timeZone: 'Asia/Kolkata' }),
          ],
          total: 2,
          page: 1,
          limit: 20,
        }),
      );
      renderTab('employee');
      const rows = await screen.findAllByTestId('interview-row');
      return rows.map((row) => row.querySelector('time')?.textContent);
    }

    it('reads an interview in Dubai at 10:00 with its zone named to a viewer in India', async () => {
      viewerIn('Asia/Kolkata');
      const [dubai, india] = await timesShown();
      expect(dubai).toMatch(/^10 Mar 2099, 10:00 am (GST|GMT\+4)$/);
      expect(india).toBe('10 Mar 2099, 11:30 am');
    });

    it('names no zone to a viewer in the zone of the interview', async () => {
      viewerIn('Asia/Dubai');
      const [dubai, india] = await timesShown();
      expect(dubai).toBe('10 Mar 2099, 10:00 am');
      expect(india).toMatch(/^10 Mar 2099, 11:30 am (IST|GMT\+5:30)$/);
    });
  });

  it('shows an interviewer only their own interviews', async () => {
    server.use(
      answer('get', '/recruitment/interviews', InterviewListResponseSchema, {
        items: [],
        total: 0,
        page: 1,
        limit: 20,
      }),
    );
    renderTab('employee');
    expect(await screen.findByText('No interviews coming up')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All interviews' })).toBeNull();
  });
});
