import type { Notification } from '@hrms/contracts/realtime';
import { describe, expect, it } from 'vitest';
import {
  initialNotificationState,
  MAX_NOTIFICATIONS,
  type NotificationAction,
  type NotificationState,
  notificationReducer,
} from './notification-store';

let seq = 0;
function makeNotification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  return {
    id: `n-${seq}`,
    type: 'info',
    title: `Title ${seq}`,
    message: `Message ${seq}`,
    timestamp: new Date(2025, 0, 1, 0, 0, seq).toISOString(),
    read: false,
    ...overrides,
  };
}

function run(...actions: NotificationAction[]): NotificationState {
  return actions.reduce(notificationReducer, initialNotificationState);
}

describe('notification list', () => {
  it('puts the newest notification first', () => {
    const first = makeNotification();
    const second = makeNotification();
    const state = run({ type: 'add', notification: first }, { type: 'add', notification: second });
    expect(state.items.map((n) => n.id)).toEqual([second.id, first.id]);
  });

  it('raises the unread count only for unread items', () => {
    const state = run(
      { type: 'add', notification: makeNotification() },
      { type: 'add', notification: makeNotification({ read: true }) },
      { type: 'add', notification: makeNotification() },
    );
    expect(state.unreadCount).toBe(2);
  });

  it('keeps at most 100 notifications, dropping the oldest', () => {
    const all = Array.from({ length: MAX_NOTIFICATIONS + 5 }, () => makeNotification());
    const state = run(...all.map((notification) => ({ type: 'add' as const, notification })));
    expect(state.items).toHaveLength(100);
    expect(state.items[0]?.id).toBe(all.at(-1)?.id);
    expect(state.items.at(-1)?.id).toBe(all[5]?.id);
    expect(state.unreadCount).toBe(100);
  });

  it('drops the count by one on mark read, and not again for the same item', () => {
    const a = makeNotification();
    const b = makeNotification();
    const state = run(
      { type: 'add', notification: a },
      { type: 'add', notification: b },
      { type: 'markRead', id: a.id },
      { type: 'markRead', id: a.id },
    );
    expect(state.unreadCount).toBe(1);
    expect(state.items.find((n) => n.id === a.id)?.read).toBe(true);
    expect(state.items.find((n) => n.id === b.id)?.read).toBe(false);
  });

  it('ignores mark read for an unknown id', () => {
    const before = run({ type: 'add', notification: makeNotification() });
    expect(notificationReducer(before, { type: 'markRead', id: 'missing' })).toBe(before);
  });

  it('marks everything read at once', () => {
    const state = run(
      { type: 'add', notification: makeNotification() },
      { type: 'add', notification: makeNotification() },
      { type: 'markAllRead' },
    );
    expect(state.unreadCount).toBe(0);
    expect(state.items.every((n) => n.read)).toBe(true);
    expect(state.items).toHaveLength(2);
  });

  it('drops the count when an unread item is removed, not when a read one is', () => {
    const unread = makeNotification();
    const read = makeNotification({ read: true });
    let state = run({ type: 'add', notification: unread }, { type: 'add', notification: read });
    state = notificationReducer(state, { type: 'remove', id: read.id });
    expect(state.unreadCount).toBe(1);
    state = notificationReducer(state, { type: 'remove', id: unread.id });
    expect(state.unreadCount).toBe(0);
    expect(state.items).toEqual([]);
  });

  it('empties everything on clear', () => {
    const state = run(
      { type: 'add', notification: makeNotification() },
      { type: 'add', notification: makeNotification({ read: true }) },
      { type: 'clear' },
    );
    expect(state).toEqual({ items: [], unreadCount: 0 });
  });

  it('replaces a notification delivered twice instead of counting it twice', () => {
    const n = makeNotification();
    const state = run({ type: 'add', notification: n }, { type: 'add', notification: { ...n } });
    expect(state.items).toHaveLength(1);
    expect(state.unreadCount).toBe(1);
  });
});
