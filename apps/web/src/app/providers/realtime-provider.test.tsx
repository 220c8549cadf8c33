import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHolidays } from '../../features/holidays/api/get-holidays';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationsProvider } from '../../features/notifications/components/notifications-provider';
import { renderRoutes, stubApi } from '../../test/render';
import { RealtimeProvider } from './realtime-provider';

type Handler = (...args: unknown[]) => void;
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  const fake = {
    connected: false,
    handlers,
    on(event: string, fn: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return fake;
    },
    connect: () => fake,
    disconnect: () => fake,
    emit: () => fake,
    removeAllListeners: () => {
      handlers.clear();
      return fake;
    },
    fire(event: string, ...args: unknown[]) {
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
  };
  return fake;
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const stored = {
  id: '00000000-0000-4000-8000-000000000301',
  type: 'info',
  title: 'New announcement',
  message: 'Fire drill',
  module: 'announcements',
  link: '/announcements?id=1',
  read: false,
  timestamp: new Date().toISOString(),
};

function setup() {
  const fetchMock = stubApi({
    'GET /api/notifications': { body: { items: [], total: 0, page: 1, limit: 100, unread: 0 } },
  });
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <RealtimeProvider token="tok">
              <NotificationBell viewerRole="employee" />
            </RealtimeProvider>
          </NotificationsProvider>
        ),
      },
    ],
    '/dashboard',
  );
  const listCalls = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).includes('/api/notifications') && init?.method === 'GET',
    ).length;
  return { ...view, fetchMock, listCalls };
}

const badge = () => screen.queryByTestId('notification-count')?.textContent ?? '0';

describe('the realtime channel', () => {
  it('adds a stored notification and keeps the count in step with other tabs', async () => {
    setup();
    await waitFor(() => expect(socket.handlers.has('notification')).toBe(true));
    act(() => socket.fire('notification', stored));
    expect(badge()).toBe('1');
    act(() => socket.fire('notifications:sync', { unread: 0, readIds: [stored.id] }));
    expect(badge()).toBe('0');
  });

  it('refreshes on an update event; the bell holds only what the server stored', async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(socket.handlers.has('announcement-update')).toBe(true));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      socket.fire('announcement-update', { id: '1', type: 'create', timestamp: 't' });
      socket.fire('notification', stored);
    });
    expect(badge()).toBe('1');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['announcements', 'dashboard']));
  });

  it('reloads the notifications and stale data after a reconnect, not on the first connect', async () => {
    const { listCalls, queryClient } = setup();
    await waitFor(() => expect(listCalls()).toBe(1));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.fire('connect'));
    expect(listCalls()).toBe(1);
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => socket.fire('connect'));
    await waitFor(() => expect(listCalls()).toBe(2));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['leave', 'announcements', 'dashboard', 'time-tracking']));
  });

  it('shows a holiday hr has just added on an open holidays list, without a reload', async () => {
    const diwali = {
      id: '00000000-0000-4000-8000-000000000401',
      date: '2026-11-09',
      name: 'Diwali',
      type: 'public',
      description: null,
      allOffices: true,
      offices: [],
      regions: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    let holidays: (typeof diwali)[] = [];
    stubApi({
      'GET /api/notifications': { body: { items: [], total: 0, page: 1, limit: 100, unread: 0 } },
      'GET /api/holidays': () => ({ body: { items: holidays, total: holidays.length, page: 1, limit: 200 } }),
    });
    function HolidayNames() {
      const list = useHolidays({ year: 2026, officeId: '', type: '', search: '' });
      if (!list.data) return null;
      return <p data-testid="holiday-names">{list.data.items.map((h) => h.name).join(', ') || 'none'}</p>;
    }
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <NotificationsProvider>
              <RealtimeProvider token="tok">
                <HolidayNames />
              </RealtimeProvider>
            </NotificationsProvider>
          ),
        },
      ],
      '/holidays',
    );
    expect((await screen.findByTestId('holiday-names')).textContent).toBe('none');
    await waitFor(() => expect(socket.handlers.has('holiday-update')).toBe(true));
    holidays = [diwali];
    act(() => socket.fire('holiday-update', { id: diwali.id, type: 'create', timestamp: 't' }));
    await waitFor(() => expect(screen.getByTestId('holiday-names').textContent).toBe('Diwali'));
  });
});
