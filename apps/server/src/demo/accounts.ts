/** The four demo accounts the seed creates and the sign-in page may offer (`auth.demoAccountsVisible`). */
import type { Role } from '@hrms/contracts/roles';

export const DEMO_PASSWORD = 'HrmsDemo2026';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role }> = [
  { email: 'admin@acme.test', role: 'admin' },
  { email: 'hr@acme.test', role: 'hr' },
  { email: 'manager@acme.test', role: 'manager' },
  { email: 'employee@acme.test', role: 'employee' },
];

export const DEMO_ACCOUNTS_VISIBLE_KEY = 'auth.demoAccountsVisible';
