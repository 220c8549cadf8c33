import { describe, expect, it } from 'vitest';
import {
  initialNotificationState,
  MAX_NOTIFICATIONS,
  type NotificationAction,
  type NotificationItem,
  type NotificationState,
  notificationReducer,
} from './notification-store';

let seq = 0;
function makeNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  seq += 1;
  return {
    id: `n-${seq}`,
    type: 'info',
    title: `Title ${seq}`,
    message: `Message ${seq}`,
    timestamp: new Date(Date.UTC(2025, 0, 1, 0, 0, seq)).toISOString(),
    read: false,
    stored: true,
    ...overrides,
  };
}

function run(...actions: NotificationAction[]): NotificationState {
  return actions.reduce(notificationReducer, initialNotificationState);
}

function from(state: NotificationState, ...actions: NotificationAction[]): NotificationState {
  return actions.reduce(notificationReducer, state);
}

function ready(items: NotificationItem[] = [], unread = items.filter((n) => !n.read).length) {
  return run({ type: 'loadStart' }, { type: 'loaded', items, unread });
}

const add = (notification: NotificationItem): NotificationAction => ({ type: 'add', notification });

describe('notification list', () => {
  it('is loading until the server answers, then shows its list and unread count', () => {
    expect(initialNotificationState.status).toBe('loading');
    const older = makeNotification({ read: true });
    const newer = makeNotification();
    const state = ready([newer, older], 1);
    expect(state.status).toBe('ready');
    expect(state.items.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(state.unreadCount).toBe(1);
  });

  it('shows the server’s unread count even when it counts more than the client keeps', () => {
    const items = Array.from({ length: MAX_NOTIFICATIONS }, () => makeNotification());
    const state = ready(items, 250);
    expect(state.items).toHaveLength(100);
    expect(state.unreadCount).toBe(250);
  });

  it('puts the newest notification first', () => {
    const first = makeNotification();
    const second = makeNotification();
    const state = notificationReducer(ready([first]), add(second));
    expect(state.items.map((n) => n.id)).toEqual([second.id, first.id]);
  });

  it('raises the unread count only for unread items, stored or local', () => {
    const state = [
      makeNotification(),
      makeNotification({ read: true }),
      makeNotification({ stored: false }),
      makeNotification({ stored: false, read: true }),
    ].reduce((s, n) => notificationReducer(s, add(n)), ready());
    expect(state.unreadCount).toBe(2);
  });

  it('keeps at most 100, dropping the oldest; a dropped stored item stays unread on the server', () => {
    const all = Array.from({ length: MAX_NOTIFICATIONS + 5 }, () => makeNotification());
    const state = all.reduce((s, n) => notificationReducer(s, add(n)), ready());
    expect(state.items).toHaveLength(100);
    expect(state.items[0]?.id).toBe(all.at(-1)?.id);
    expect(state.items.at(-1)?.id).toBe(all[5]?.id);
    expect(state.unreadCount).toBe(105);
  });

  it('stops counting a local item once the cap drops it', () => {
    const local = makeNotification({ stored: false });
    let state = notificationReducer(ready(), add(local));
    for (let i = 0; i < MAX_NOTIFICATIONS; i += 1) {
      state = notificationReducer(state, add(makeNotification({ read: true })));
    }
    expect(state.items.some((n) => n.id === local.id)).toBe(false);
    expect(state.unreadCount).toBe(0);
  });

  it('drops the count by one on mark read, and not again for the same item', () => {
    const a = makeNotification();
    const b = makeNotification({ stored: false });
    const state = run(
      { type: 'loadStart' },
      { type: 'loaded', items: [a], unread: 1 },
      add(b),
      { type: 'markRead', id: a.id },
      { type: 'markRead', id: a.id },
      { type: 'markRead', id: b.id },
    );
    expect(state.unreadCount).toBe(0);
    expect(state.items.every((n) => n.read)).toBe(true);
  });

  it('ignores mark read for an unknown id', () => {
    const before = ready([makeNotification()]);
    expect(notificationReducer(before, { type: 'markRead', id: 'missing' })).toBe(before);
  });

  it('marks everything read at once, including what the client does not keep', () => {
    const state = run(
      { type: 'loadStart' },
      { type: 'loaded', items: [makeNotification()], unread: 40 },
      add(makeNotification({ stored: false })),
      { type: 'markAllRead' },
    );
    expect(state.unreadCount).toBe(0);
    expect(state.items.every((n) => n.read)).toBe(true);
    expect(state.items).toHaveLength(2);
  });

  it('drops the count when an unread item is removed, not when a read one is', () => {
    const unread = makeNotification();
    const read = makeNotification({ read: true });
    const local = makeNotification({ stored: false });
    let state = notificationReducer(ready([unread, read]), add(local));
    expect(state.unreadCount).toBe(2);
    state = notificationReducer(state, { type: 'remove', id: read.id });
    expect(state.unreadCount).toBe(2);
    state = notificationReducer(state, { type: 'remove', id: unread.id });
    expect(state.unreadCount).toBe(1);
    state = notificationReducer(state, { type: 'remove', id: local.id });
    expect(state.unreadCount).toBe(0);
    expect(state.items).toEqual([]);
  });

  it('empties everything on clear', () => {
    const state = run(
      { type: 'loadStart' },
      { type: 'loaded', items: [makeNotification(), makeNotification({ read: true })], unread: 7 },
      add(makeNotification({ stored: false })),
      { type: 'clear' },
    );
    expect(state.items).toEqual([]);
    expect(state.unreadCount).toBe(0);
  });

  it('replaces a notification delivered twice instead of counting it twice', () => {
    const n = makeNotification();
    const state = run(add(n), add({ ...n }));
    expect(state.items).toHaveLength(1);
    expect(state.unreadCount).toBe(1);
  });
});

describe('loading over live events', () => {
  it('keeps a notification pushed while the list was loading and absent from the answer', () => {
    const old = makeNotification();
    const pushed = makeNotification();
    const state = run({ type: 'loadStart' }, add(pushed), { type: 'loaded', items: [old], unread: 1 });
    expect(state.items.map((n) => n.id)).toEqual([pushed.id, old.id]);
    expect(state.unreadCount).toBe(2);
    expect(state.journal).toBeNull();
  });

  it('does not count twice a pushed notification the answer already has', () => {
    const pushed = makeNotification();
    const state = run({ type: 'loadStart' }, add(pushed), { type: 'loaded', items: [pushed], unread: 1 });
    expect(state.items).toHaveLength(1);
    expect(state.unreadCount).toBe(1);
  });

  it('re-applies a mark read made while loading when the answer predates it', () => {
    const n = makeNotification();
    const start = ready([n]);
    const state = from(
      start,
      { type: 'loadStart' },
      { type: 'markRead', id: n.id },
      { type: 'loaded', items: [n], unread: 1 },
    );
    expect(state.unreadCount).toBe(0);
    expect(state.items[0]?.read).toBe(true);
  });

  it('keeps local entries across a reload, in time order', () => {
    const local = makeNotification({ stored: false });
    const stored = makeNotification();
    let state = notificationReducer(ready(), add(local));
    state = from(state, { type: 'loadStart' }, { type: 'loaded', items: [stored], unread: 1 });
    expect(state.items.map((n) => n.id)).toEqual([stored.id, local.id]);
    expect(state.unreadCount).toBe(2);
  });

  it('keeps what it has when a load fails', () => {
    const n = makeNotification();
    const state = from(ready([n]), { type: 'loadStart' }, { type: 'loadFailed' });
    expect(state.status).toBe('error');
    expect(state.items).toHaveLength(1);
    expect(state.unreadCount).toBe(1);
  });
});

describe('sync from another tab', () => {
  it('marks the named notifications read and takes the server’s count', () => {
    const a = makeNotification();
    const b = makeNotification();
    const state = notificationReducer(ready([b, a], 5), { type: 'sync', unread: 4, readIds: [a.id] });
    expect(state.items.find((n) => n.id === a.id)?.read).toBe(true);
    expect(state.items.find((n) => n.id === b.id)?.read).toBe(false);
    expect(state.unreadCount).toBe(4);
  });

  it('marks every stored notification read on `all`, leaving local ones alone', () => {
    const local = makeNotification({ stored: false });
    const state = from(ready([makeNotification(), makeNotification()]), add(local), {
      type: 'sync',
      unread: 0,
      all: true,
    });
    expect(state.items.filter((n) => n.stored).every((n) => n.read)).toBe(true);
    expect(state.items.find((n) => n.id === local.id)?.read).toBe(false);
    expect(state.unreadCount).toBe(1);
  });
});

describe('sync of removals', () => {
  it('drops removed notifications without counting them twice', () => {
    const a = makeNotification();
    const b = makeNotification();
    const state = notificationReducer(ready([b, a], 2), { type: 'sync', unread: 1, removedIds: [a.id] });
    expect(state.items.map((n) => n.id)).toEqual([b.id]);
    expect(state.unreadCount).toBe(1);
  });

  it('empties the list when another tab cleared it', () => {
    const state = notificationReducer(ready([makeNotification()], 1), {
      type: 'sync',
      unread: 0,
      cleared: true,
    });
    expect(state.items).toEqual([]);
    expect(state.unreadCount).toBe(0);
  });
});
