import type { Role } from '@hrms/contracts/roles';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  hr: 'HR',
  manager: 'Manager',
  employee: 'Employee',
};

/** How a role reads on screen: `hr` → `HR`. */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
