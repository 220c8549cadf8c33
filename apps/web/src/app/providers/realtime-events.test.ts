import { UPDATE_EVENTS, type UpdateEvent } from '@hrms/contracts/realtime';
import { describe, expect, it } from 'vitest';
import {
  notificationFromPayload,
  notificationFromUpdate,
  queryKeysAfterReconnect,
  queryKeysToInvalidate,
  syncFromPayload,
} from './realtime-events';

describe('update events', () => {
  it('make stale the caches of every feature they touch, and the dashboard always', () => {
    const expected: Record<UpdateEvent, string[][]> = {
      'attendance-update': [['attendance'], ['dashboard']],
      'leave-update': [['leave'], ['dashboard']],
      'payroll-update': [['payroll'], ['salary-slips'], ['dashboard']],
      'employee-update': [['employees'], ['documents'], ['organization'], ['dashboard']],
      'announcement-update': [['announcements'], ['dashboard']],
      'training-update': [['training'], ['dashboard']],
      'onboarding-update': [['onboarding'], ['dashboard']],
      'recruitment-update': [['recruitment'], ['capabilities'], ['dashboard']],
      'holiday-update': [['holidays'], ['leave'], ['dashboard']],
    };
    for (const event of UPDATE_EVENTS) expect(queryKeysToInvalidate(event)).toEqual(expected[event]);
  });

  it('become a notification titled by module and action when they carry a message', () => {
    const n = notificationFromUpdate('leave-update', {
      id: 'l1',
      type: 'update',
      message: 'Your leave was approved',
      timestamp: '2025-01-01T10:00:00.000Z',
    });
    expect(n).toMatchObject({ title: 'Leave updated', message: 'Your leave was approved', module: 'leave' });
    expect(
      notificationFromUpdate('announcement-update', {
        id: 'a',
        type: 'create',
        message: 'Hi',
        timestamp: 't',
      }),
    ).toMatchObject({ title: 'Announcement created', type: 'success' });
    expect(
      notificationFromUpdate('employee-update', { id: 'e', type: 'delete', message: 'Gone', timestamp: 't' }),
    ).toMatchObject({ title: 'Employee deleted', type: 'warning' });
  });

  it('bring no notification without a message', () => {
    expect(
      notificationFromUpdate('attendance-update', { id: 'x', type: 'update', timestamp: 't' }),
    ).toBeNull();
    expect(notificationFromUpdate('attendance-update', 'junk')).toBeNull();
  });
});

describe('notification events', () => {
  it('keep a well-formed notification as it is', () => {
    const payload = {
      id: 'n1',
      type: 'warning',
      title: 'Payslip ready',
      message: 'March',
      timestamp: '2025-03-31T10:00:00.000Z',
      read: false,
    };
    expect(notificationFromPayload(payload, 'Notification')).toEqual(payload);
  });

  it('read a partial payload leniently', () => {
    expect(
      notificationFromPayload({ message: 'Maintenance at 10 pm', type: 'odd' }, 'System notice'),
    ).toMatchObject({
      title: 'System notice',
      message: 'Maintenance at 10 pm',
      type: 'info',
    });
    expect(notificationFromPayload({}, 'Notification')).toBeNull();
    expect(notificationFromPayload(null, 'Notification')).toBeNull();
  });
});

describe('notification sync', () => {
  it('reads the unread count and what was read', () => {
    expect(syncFromPayload({ unread: 3, readIds: ['a', 'b'] })).toEqual({ unread: 3, readIds: ['a', 'b'] });
    expect(syncFromPayload({ unread: 0, all: true })).toEqual({ unread: 0, all: true });
  });

  it('ignores a payload without a count', () => {
    expect(syncFromPayload({ readIds: ['a'] })).toBeNull();
    expect(syncFromPayload('3')).toBeNull();
  });
});

describe('after a reconnect', () => {
  it('makes stale every cache a missed event could have changed, once each', () => {
    expect(queryKeysAfterReconnect()).toEqual([
      ['dashboard'],
      ['time-tracking'],
      ['attendance'],
      ['leave'],
      ['payroll'],
      ['salary-slips'],
      ['employees'],
      ['documents'],
      ['organization'],
      ['announcements'],
      ['training'],
      ['onboarding'],
      ['recruitment'],
      ['capabilities'],
      ['holidays'],
    ]);
  });
});
