import {
  type Announcement,
  AnnouncementListResponseSchema,
  AnnouncementSchema,
} from '@hrms/contracts/announcements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { AnnouncementsPage } from './announcements-page';

const AUTHOR = { id: '5b0a4d0e-3c2b-4a7e-9f1a-0c6d1e2f3a4c', name: 'Asha Rao' };

function announcement(n: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    title: `Announcement ${n}`,
    body: `Body of **announcement ${n}**`,
    priority: 'normal',
    pinned: false,
    audience: { everyone: true, departmentIds: [], officeIds: [], roles: [] },
    status: 'published',
    publishAt: null,
    expiresAt: null,
    publishedAt: '2025-06-01T04:00:00.000Z',
    author: AUTHOR,
    read: true,
    createdAt: '2025-06-01T04:00:00.000Z',
    updatedAt: '2025-06-01T04:00:00.000Z',
    ...overrides,
  };
}

const pinned = announcement(1, {
  pinned: true,
  priority: 'urgent',
  read: false,
  body: '# Fire drill\n\nAt **11:00**. <script>window.__pwned = true</script> [details](javascript:alert(1))',
});
const older = announcement(2);

function answerFeed(items: Announcement[]) {
  server.use(
    answer('get', '/announcements/published', AnnouncementListResponseSchema, {
      items,
      total: items.length,
      page: 1,
      limit: 10,
    }),
  );
}

function renderPage(role: 'employee' | 'hr', path = '/announcements') {
  return renderRoutes([{ path: 'announcements', element: <AnnouncementsPage role={role} /> }], path);
}

describe('the announcements page', { timeout: 15_000 }, () => {
  it('shows the feed, opens one in full and marks it read', async () => {
    answerFeed([pinned, older]);
    server.use(answer('get', `/announcements/${pinned.id}`, AnnouncementSchema, { ...pinned, read: true }));
    const user = userEvent.setup();
    const { router } = renderPage('employee');
    const cards = await screen.findAllByTestId('announcement-card');
    expect(cards.map((c) => c.dataset.read)).toEqual(['false', 'true']);
    expect(within(cards[0] as HTMLElement).getByText('Pinned')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Urgent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();

    await user.click(cards[0] as HTMLElement);
    const reader = await screen.findByTestId('announcement-reader');
    expect(await within(reader).findByRole('heading', { name: 'Fire drill' })).toBeTruthy();
    expect(reader.querySelector('script')).toBeNull();
    expect(reader.innerHTML).not.toMatch(/javascript:/i);
    expect(router.state.location.search).toBe(`?id=${pinned.id}`);
    await waitFor(() =>
      expect(screen.getAllByTestId('announcement-card').map((c) => c.dataset.read)).toEqual(['true', 'true']),
    );
  });

  it('opens the announcement a link names', async () => {
    answerFeed([older]);
    server.use(answer('get', `/announcements/${older.id}`, AnnouncementSchema, older));
    renderPage('employee', `/announcements?id=${older.id}`);
    const reader = await screen.findByTestId('announcement-reader');
    expect(await within(reader).findByText('Announcement 2')).toBeTruthy();
  });

  it('says so when the feed is empty', async () => {
    answerFeed([]);
    renderPage('employee');
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
  });

  it('lets hr write one, checking the fields before sending it', async () => {
    answerFeed([]);
    server.use(
      answer(
        'post',
        '/announcements',
        AnnouncementSchema,
        ({ body }) =>
          announcement(3, { ...(body as Partial<Announcement>), status: 'published', read: false }),
        { status: 201 },
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('hr');
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const editor = await screen.findByTestId('announcement-editor');
    await user.click(within(editor).getByRole('button', { name: 'Publish now' }));
    expect(await within(editor).findByText('Give a title of at least 3 characters')).toBeTruthy();
    expect(within(editor).getByText('Write the announcement')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(editor).getByLabelText('Title'), 'Canteen menu');
    await user.type(within(editor).getByLabelText('Message'), 'Now with **dosa**');
    await user.click(within(editor).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-editor')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Canteen menu',
      body: 'Now with **dosa**',
      action: 'publish',
      audience: { everyone: true },
      publishAt: null,
    });
  });
});
