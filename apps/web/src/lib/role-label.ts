import type { Role } from '@hrms/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';

const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  hr: msg`HR`,
  manager: msg`Manager`,
  employee: msg`Employee`,
};

/** How a role reads on screen, in the reader's language: `hr` → `HR`. */
export function roleLabel(role: Role): string {
  return i18n._(ROLE_LABELS[role]);
}
