/**
 * The roles, alone: the sign-in page checks the role of an answer with them, without the
 * permission matrix (`permissions`) or the schemas (`roles`), which hold them too.
 */
export const ROLES = ['admin', 'hr', 'manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];
