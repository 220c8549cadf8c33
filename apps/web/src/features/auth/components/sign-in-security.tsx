/**
 * How the person signs in: their password, two-factor authentication and where they are signed in.
 * On the profile page and in self service. `locked`: two-factor must be set up first, so only it opens.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import { useLingui } from '@lingui/react/macro';
import { ChangePasswordForm } from './change-password-card';
import { ProfileSection } from './profile-section';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SignInSecurity({ user, locked = false }: { user: AuthUser; locked?: boolean }) {
  const { t } = useLingui();
  const names = [user.employee?.firstName, user.employee?.lastName].filter((n): n is string => Boolean(n));
  return (
    <>
      <ProfileSection
        id="password"
        locked={locked}
        title={t`Password`}
        description={t`Use a password you do not use anywhere else.`}
      >
        <ChangePasswordForm account={user.email} names={names} />
      </ProfileSection>

      <ProfileSection
        id="two-factor"
        title={t`Two-factor authentication`}
        description={t`A code from your phone as well as your password keeps your account safe if the password leaks.`}
      >
        <TwoFactorCard account={user.email} />
      </ProfileSection>

      <ProfileSection
        id="sessions"
        locked={locked}
        title={t`Sessions`}
        description={t`Where your account is signed in, over the last 30 days.`}
      >
        <SessionsCard />
      </ProfileSection>
    </>
  );
}
