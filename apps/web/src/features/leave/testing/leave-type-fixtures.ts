/** A leave type as the API answers it, for the leave feature's tests: twelve paid days a year unless told. */
import type { LeaveType } from '@hrms/contracts/leave';

const CREATED = '2026-01-01T00:00:00.000Z';

export function leaveType(
  n: number,
  code: string,
  name: string,
  overrides: Partial<LeaveType> = {},
): LeaveType {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    code,
    name,
    description: null,
    paid: true,
    tracksBalance: true,
    annualDays: 12,
    accrual: 'yearly',
    prorateForJoiners: true,
    carryForwardMaxDays: null,
    encashmentMaxDays: null,
    halfDayAllowed: true,
    maxConsecutiveDays: null,
    minNoticeDays: 0,
    attachmentAfterDays: null,
    countsWeekendsAndHolidays: false,
    allowNegativeBalance: false,
    optionalHolidays: false,
    genders: [],
    officeIds: [],
    active: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
