import { OkResponseSchema } from '@hrms/contracts/common';
import { NotificationListResponseSchema } from '@hrms/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { NotificationBell } from './notification-bell';
import { NotificationsProvider } from './notifications-provider';

const stored = (n: number, read = false) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'info' as const,
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
    server.use(
      answer('get', '/notifications', NotificationListResponseSchema, {
        items: [stored(2), stored(1), stored(3, true)],
        total: 3,
        page: 1,
        limit: 100,
        unread: 12,
      }),
      answer('patch', '/notifications/:id/read', OkResponseSchema, { ok: true }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = renderBell();
    expect(await screen.findByTestId('notification-count')).toHaveProperty('textContent', '12');
    expect(requests[0]?.path).toContain('limit=100');

    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    const items = within(list).getAllByTestId('notification-item');
    // Newest first, whatever order the answer came in.
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Leave approved 3'),
      expect.stringContaining('Leave approved 2'),
      expect.stringContaining('Leave approved 1'),
    ]);
    expect(items[0]?.dataset.read).toBe('true');

    await user.click(within(list).getByText('Leave approved 1'));
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('11'));
    expect(router.state.location.pathname).toBe('/leave-management');
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'PATCH' && r.path === `/api/notifications/${stored(1).id}/read`),
      ).toBe(true),
    );
  });

  it('clears everything only after confirmation', async () => {
    server.use(
      answer('get', '/notifications', NotificationListResponseSchema, {
        items: [stored(1)],
        total: 1,
        page: 1,
        limit: 100,
        unread: 1,
      }),
      answer('delete', '/notifications', OkResponseSchema, { ok: true }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderBell();
    await screen.findByTestId('notification-count');
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(answerError('get', '/notifications', 500, apiError(500, 'Something broke')));
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('We could not load your notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
