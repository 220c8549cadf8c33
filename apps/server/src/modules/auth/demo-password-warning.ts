/**
 * In production, every account that still opens with the demo password is a door left open: each
 * one is named in the log at start, so whoever runs the install changes or removes it.
 */
import type { AuthService } from './auth.service';

export async function warnOfDemoPasswords(
  auth: Pick<AuthService, 'accountsWithDemoPassword'>,
  log: { warn(details: object, message: string): void },
): Promise<number> {
  const open = await auth.accountsWithDemoPassword();
  for (const { email, role } of open) {
    log.warn(
      { email, role },
      `the ${role} account ${email} still has the demo password: change it or deactivate it`,
    );
  }
  return open.length;
}
