/** A person's time-tracking configuration as the API answers it, for the time-tracking tests. */
import type { TimeTrackingConfiguration } from '@hrms/contracts/time-tracking';

/**
 * The company's rules for `employee`: a 09:30 to 18:30 shift in India's zone, 15 minutes' grace,
 * half a day under four hours, overtime after nine, unpaid breaks of at most 90 minutes, open
 * entries closed after six hours, clocking in allowed from anywhere; no office unless told.
 */
export function timeTrackingConfiguration(
  employee: TimeTrackingConfiguration['employee'],
  patch: Partial<TimeTrackingConfiguration> = {},
): TimeTrackingConfiguration {
  return {
    employee,
    timeZone: 'Asia/Kolkata',
    office: null,
    shiftStart: '09:30',
    shiftEnd: '18:30',
    shiftSource: 'company',
    graceMinutes: 15,
    halfDayHours: 4,
    overtimeAfterHours: 9,
    breaksPaid: false,
    maxBreakMinutes: 90,
    autoCloseAfterHours: 6,
    networkRestricted: false,
    allowedHere: true,
    ...patch,
  };
}
