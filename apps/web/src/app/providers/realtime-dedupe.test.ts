import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameModule, UPDATE_NOTE_GRACE_MS, UpdateNoteGate } from './realtime-dedupe';
import { notificationFromUpdate } from './realtime-events';

const leaveNote = () =>
  notificationFromUpdate('leave-update', {
    id: 'l1',
    type: 'update',
    message: 'Your leave was approved',
    timestamp: '2025-01-01T10:00:00.000Z',
  }) ?? (undefined as never);

describe('an update event with a message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('becomes a local entry when no stored notification comes for it', () => {
    const deliver = vi.fn();
    const gate = new UpdateNoteGate(deliver);
    gate.update(leaveNote());
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]?.[0]).toMatchObject({ title: 'Leave updated', module: 'leave' });
  });

  it('is dropped when the stored notification of its module follows it', () => {
    const deliver = vi.fn();
    const gate = new UpdateNoteGate(deliver);
    gate.update(leaveNote());
    vi.advanceTimersByTime(200);
    gate.stored('leave');
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS * 2);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('is dropped when the stored notification came just before it', () => {
    const deliver = vi.fn();
    const gate = new UpdateNoteGate(deliver);
    gate.stored('Leave');
    vi.advanceTimersByTime(300);
    gate.update(leaveNote());
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS * 2);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('still shows when the stored notification is about another module or long past', () => {
    const deliver = vi.fn();
    const gate = new UpdateNoteGate(deliver);
    gate.stored('payroll');
    gate.update(leaveNote());
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS);
    expect(deliver).toHaveBeenCalledTimes(1);

    gate.stored('leave');
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS + 1);
    gate.update(leaveNote());
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('is never delivered once the connection is closed', () => {
    const deliver = vi.fn();
    const gate = new UpdateNoteGate(deliver);
    gate.update(leaveNote());
    gate.dispose();
    vi.advanceTimersByTime(UPDATE_NOTE_GRACE_MS * 2);
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('module names', () => {
  it('match regardless of plural and case', () => {
    expect(sameModule('announcements', 'Announcement')).toBe(true);
    expect(sameModule('employees', 'employee')).toBe(true);
    expect(sameModule('leave', 'payroll')).toBe(false);
    expect(sameModule(undefined, 'leave')).toBe(false);
  });
});
