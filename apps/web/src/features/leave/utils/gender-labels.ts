/** The contract's gender labels (`GENDER_LABELS`) in the reader's language, by the same keys. */
import type { Gender } from '@hrms/contracts/employees';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const GENDER_MESSAGES: Record<Gender, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  non_binary: msg`Non-binary`,
  undisclosed: msg`Prefer not to say`,
};
