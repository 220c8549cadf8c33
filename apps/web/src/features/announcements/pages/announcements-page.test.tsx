import type { Announcement } from '@hrms/contracts/announcements';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { AnnouncementsPage } from './announcements-page';

afterEach(() => vi.unstubAllGlobals());

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

function renderPage(role: 'employee' | 'hr', path = '/announcements') {
  return renderRoutes([{ path: 'announcements', element: <AnnouncementsPage role={role} /> }], path);
}

describe('the announcements page', { timeout: 15_000 }, () => {
  it('shows the feed, opens one in full and marks it read', async () => {
    stubApi({
      'GET /api/announcements/published': {
        body: { items: [pinned, older], total: 2, page: 1, limit: 10 },
      },
      [`GET /api/announcements/${pinned.id}`]: { body: { ...pinned, read: true } },
    });
    const { router } = renderPage('employee');
    const cards = await screen.findAllByTestId('announcement-card');
    expect(cards.map((c) => c.dataset.read)).toEqual(['false', 'true']);
    expect(within(cards[0] as HTMLElement).getByText('Pinned')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Urgent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();

    fireEvent.click(cards[0] as HTMLElement);
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
    stubApi({
      'GET /api/announcements/published': { body: { items: [older], total: 1, page: 1, limit: 10 } },
      [`GET /api/announcements/${older.id}`]: { body: older },
    });
    renderPage('employee', `/announcements?id=${older.id}`);
    const reader = await screen.findByTestId('announcement-reader');
    expect(await within(reader).findByText('Announcement 2')).toBeTruthy();
  });

  it('says so when the feed is empty', async () => {
    stubApi({ 'GET /api/announcements/published': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    renderPage('employee');
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
  });

  it('lets hr write one, checking the fields before sending it', async () => {
    const fetchMock = stubApi({
      'GET /api/announcements/published': { body: { items: [], total: 0, page: 1, limit: 10 } },
      'POST /api/announcements': (init) => ({
        status: 201,
        body: announcement(3, { ...JSON.parse(String(init?.body)), status: 'published', read: false }),
      }),
    });
    renderPage('hr');
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const editor = await screen.findByTestId('announcement-editor');
    fireEvent.click(within(editor).getByRole('button', { name: 'Publish now' }));
    expect(await within(editor).findByText('Give a title of at least 3 characters')).toBeTruthy();
    expect(within(editor).getByText('Write the announcement')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'Canteen menu' } });
    fireEvent.change(within(editor).getByLabelText('Message'), { target: { value: 'Now with **dosa**' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-editor')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: 'Canteen menu',
      body: 'Now with **dosa**',
      action: 'publish',
      audience: { everyone: true },
      publishAt: null,
    });
  });
});
