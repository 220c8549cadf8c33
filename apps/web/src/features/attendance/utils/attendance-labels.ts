/**
 * The contract's attendance statuses as people read them (decision 042): the same keys and English
 * words as `ATTENDANCE_STATUS_LABELS`, in the reader's language; attendance-labels.test.ts holds them
 * to the contract.
 */
import type { AttendanceStatus, RegularizationStatus } from '@hrms/contracts/attendance';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ATTENDANCE_STATUS_MESSAGES } from '../../../i18n/contract-labels';
import { i18n } from '../../../i18n/i18n';

export { ATTENDANCE_STATUS_MESSAGES };

/** A status in the active language: `Present`, `Half day`. */
export function statusLabel(status: AttendanceStatus): string {
  return i18n._(ATTENDANCE_STATUS_MESSAGES[status]);
}

/** Where a correction request stands, as the person and those who decide read it. */
export const REGULARIZATION_STATUS_MESSAGES: Readonly<Record<RegularizationStatus, MessageDescriptor>> = {
  pending: msg`Waiting`,
  approved: msg`Recorded`,
  rejected: msg`Not approved`,
  cancelled: msg`Taken back`,
};
