/**
 * The contract's display labels that several features show, in the reader's language (decision
 * 042): the same keys and English words as the contract's records (contract-labels.test.ts holds
 * them to it). A label one feature alone shows lives in that feature.
 */
import type { AttendanceStatus } from '@hrms/contracts/attendance';
import type { DocumentCategory } from '@hrms/contracts/documents';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `ATTENDANCE_STATUS_LABELS`. */
export const ATTENDANCE_STATUS_MESSAGES: Readonly<Record<AttendanceStatus, MessageDescriptor>> = {
  present: msg`Present`,
  late: msg`Late`,
  half_day: msg`Half day`,
  absent: msg`Absent`,
  on_leave: msg`On leave`,
  holiday: msg`Holiday`,
  weekend: msg`Weekend`,
  not_yet: msg`Not yet in`,
};

/** `DOCUMENT_CATEGORY_LABELS`. */
export const DOCUMENT_CATEGORY_MESSAGES: Readonly<Record<DocumentCategory, MessageDescriptor>> = {
  id_proof: msg`ID proof`,
  address_proof: msg`Address proof`,
  education: msg`Education`,
  contract: msg`Contract`,
  medical: msg`Medical certificate`,
  other: msg`Other`,
};
