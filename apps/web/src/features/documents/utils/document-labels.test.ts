import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_STATUS_LABELS } from '@hrms/contracts/documents';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORY_MESSAGES, DOCUMENT_STATUS_MESSAGES } from './document-labels';

const englishOf = (messages: Record<string, { message?: string }>) =>
  Object.fromEntries(Object.entries(messages).map(([key, descriptor]) => [key, descriptor.message]));

describe('the document labels of the web', () => {
  it('say in English exactly what the contract says, for every category', () => {
    expect(englishOf(DOCUMENT_CATEGORY_MESSAGES)).toEqual(DOCUMENT_CATEGORY_LABELS);
  });

  it('say in English exactly what the contract says, for every status', () => {
    expect(englishOf(DOCUMENT_STATUS_MESSAGES)).toEqual(DOCUMENT_STATUS_LABELS);
  });
});
