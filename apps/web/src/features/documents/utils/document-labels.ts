/**
 * The contract's document labels (`DOCUMENT_CATEGORY_LABELS`, `DOCUMENT_STATUS_LABELS`) in the
 * reader's language: the same English words, as messages of the translation layer.
 */

import type { DocumentStatus } from '@hrms/contracts/documents';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOCUMENT_CATEGORY_MESSAGES } from '../../../i18n/contract-labels';

export { DOCUMENT_CATEGORY_MESSAGES };

export const DOCUMENT_STATUS_MESSAGES: Record<DocumentStatus, MessageDescriptor> = {
  pending: msg`Pending review`,
  verified: msg`Verified`,
  rejected: msg`Rejected`,
};
