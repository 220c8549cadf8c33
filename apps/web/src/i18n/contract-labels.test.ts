import { ATTENDANCE_STATUS_LABELS } from '@hrms/contracts/attendance';
import { DOCUMENT_CATEGORY_LABELS } from '@hrms/contracts/documents';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUS_MESSAGES, DOCUMENT_CATEGORY_MESSAGES } from './contract-labels';

const english = (messages: Readonly<Record<string, MessageDescriptor>>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, message.message]));

describe('the shared contract labels say in English what the contract says', () => {
  it.each([
    ['ATTENDANCE_STATUS_LABELS', ATTENDANCE_STATUS_MESSAGES, ATTENDANCE_STATUS_LABELS],
    ['DOCUMENT_CATEGORY_LABELS', DOCUMENT_CATEGORY_MESSAGES, DOCUMENT_CATEGORY_LABELS],
  ] as const)('%s', (_, messages, labels) => {
    expect(english(messages)).toEqual(labels);
  });
});
