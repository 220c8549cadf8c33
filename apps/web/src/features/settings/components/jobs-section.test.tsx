import { type Job, JobListResponseSchema, JobSchema } from '@hrms/contracts/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { JobsSection } from './jobs-section';

const FAILED: Job = {
  id: '11111111-1111-4111-8111-111111111111',
  queue: 'mail.send',
  summary: 'To asha@acme.test: Reset your HRMS password',
  status: 'failed',
  attempts: 14,
  maxAttempts: 14,
  runAt: '2026-11-29T02:00:00.000Z',
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-28T18:00:00.000Z',
  finishedAt: '2026-11-29T02:00:00.000Z',
};
const DONE: Job = {
  ...FAILED,
  id: '22222222-2222-4222-8222-222222222222',
  summary: 'To ravi@acme.test: Leave approved · Acme',
  status: 'done',
  attempts: 1,
  lastError: null,
};

const list = (items: Job[], counts = { queued: 0, running: 0, done: 1, failed: 1 }) =>
  answer('get', '/settings/jobs', JobListResponseSchema, {
    items,
    total: items.length,
    page: 1,
    limit: 25,
    counts,
  });

describe('Settings → Jobs', () => {
  it('lists the jobs with their state and last error, and tries a failed one again after asking', async () => {
    const requests = recordRequests();
    server.use(
      list([FAILED, DONE]),
      answer('post', '/settings/jobs/:id/retry', JobSchema, { ...FAILED, status: 'queued', attempts: 0 }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/settings', element: <JobsSection /> }], '/settings');
    const jobs = await screen.findByRole('list', { name: 'Background jobs' });
    const [failed, done] = within(jobs).getAllByRole('listitem');
    expect(failed!.textContent).toContain('Failed');
    expect(failed!.textContent).toContain('Email');
    expect(failed!.textContent).toContain('Last error: connect ECONNREFUSED 10.0.0.5:587');
    expect(done!.textContent).toContain('Done');
    expect(within(done!).queryByRole('button')).toBeNull();
    expect(screen.getByText(/0 waiting, 1 failed\./)).toBeTruthy();

    await user.click(within(failed!).getByRole('button', { name: `Try again: ${FAILED.summary}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Try this job again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/settings/jobs/${FAILED.id}/retry`,
    ]);
  });

  it('keeps the dialog open with the refusal when the job is no longer failed', async () => {
    server.use(
      list([FAILED]),
      answerError('post', '/settings/jobs/:id/retry', 409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'Only a failed job can be tried again; this one is done.',
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/settings', element: <JobsSection /> }], '/settings');
    await user.click(await screen.findByRole('button', { name: `Try again: ${FAILED.summary}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Try this job again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText('Only a failed job can be tried again; this one is done.'),
    ).toBeTruthy();
  });

  it('filters by status, and says so when none is there', async () => {
    const requests = recordRequests();
    server.use(list([]));
    const user = userEvent.setup();
    renderRoutes([{ path: '/settings', element: <JobsSection /> }], '/settings');
    expect(await screen.findByText('No jobs yet')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    expect(requests.at(-1)?.path).toContain('status=failed');
  });
});
