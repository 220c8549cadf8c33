import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { NotificationBell } from './notification-bell';
import { NotificationsProvider } from './notifications-provider';

afterEach(() => vi.unstubAllGlobals());

const stored = (n: number, read = false) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'info',
  title: `Leave approved ${n}`,
  message: `Message ${n}`,
  module: 'leave',
  link: n === 1 ? '/leave-management?request=1' : null,
  read,
  timestamp: new Date(Date.UTC(2025, 0, 1, 10, n)).toISOString(),
});

function renderBell() {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <NotificationBell viewerRole="employee" />
          </NotificationsProvider>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('the notification bell', { timeout: 15_000 }, () => {
  it('shows the server’s unread count and lowers it when one is opened', async () => {
    const fetchMock = stubApi({
      'GET /api/notifications': {
        body: { items: [stored(2), stored(1), stored(3, true)], total: 3, page: 1, limit: 100, unread: 12 },
      },
      [`PATCH /api/notifications/${stored(1).id}/read`]: { body: { ok: true } },
    });
    const { router } = renderBell();
    expect(await screen.findByTestId('notification-count')).toHaveProperty('textContent', '12');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('limit=100');

    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    const items = within(list).getAllByTestId('notification-item');
    // Newest first, whatever order the answer came in.
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Leave approved 3'),
      expect.stringContaining('Leave approved 2'),
      expect.stringContaining('Leave approved 1'),
    ]);
    expect(items[0]?.dataset.read).toBe('true');

    fireEvent.click(within(list).getByText('Leave approved 1'));
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('11'));
    expect(router.state.location.pathname).toBe('/leave-management');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).includes(`${stored(1).id}/read`) && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });

  it('clears everything only after confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/notifications': {
        body: { items: [stored(1)], total: 1, page: 1, limit: 100, unread: 1 },
      },
      'DELETE /api/notifications': { body: { ok: true } },
    });
    renderBell();
    await screen.findByTestId('notification-count');
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({});
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('We could not load your notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
