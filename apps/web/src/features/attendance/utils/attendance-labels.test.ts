import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@hrms/contracts/attendance';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUS_MESSAGES, statusLabel } from './attendance-labels';

describe('the attendance statuses', () => {
  it('say each status in the contract’s own English words', () => {
    for (const status of ATTENDANCE_STATUSES) {
      expect(ATTENDANCE_STATUS_MESSAGES[status].message).toBe(ATTENDANCE_STATUS_LABELS[status]);
      expect(statusLabel(status)).toBe(ATTENDANCE_STATUS_LABELS[status]);
    }
  });
});
