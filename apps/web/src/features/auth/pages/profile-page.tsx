import type { AuthUser } from '@hrms/contracts/auth';
import { Messages } from '@hrms/contracts/errors';
import { useLingui } from '@lingui/react/macro';
import {
  Bell,
  CircleAlert,
  History,
  KeyRound,
  Languages,
  type LucideIcon,
  Mail,
  MonitorSmartphone,
  ShieldAlert,
  ShieldCheck,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NotificationSettingsTable } from '../../../components/notification-settings-table';
import { Page } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { roleLabel } from '../../../lib/role-label';
import { useSecurityAlerts } from '../api/get-security-alerts';
import { useAuth, useCurrentUser } from '../components/auth-provider';
import { LanguageCard } from '../components/language-card';
import { LoginHistoryCard } from '../components/login-history-card';
import { ProfileDetails } from '../components/profile-details';
import { ProfileSection } from '../components/profile-section';
import { SecurityAlertsCard } from '../components/security-alerts-card';
import { SecuritySettingsCard } from '../components/security-settings-card';
import { SignInSecurity } from '../components/sign-in-security';

function fullName(user: AuthUser): string {
  return user.employee ? `${user.employee.firstName} ${user.employee.lastName}` : user.email;
}

interface SectionLink {
  id: string;
  label: string;
  Icon: LucideIcon;
}

/** The page's sections, in order; each is an in-page anchor (`/profile#sessions`). */
export const PROFILE_SECTIONS: readonly SectionLink[] = [
  { id: 'details', label: 'Personal details', Icon: UserRound },
  { id: 'password', label: 'Password', Icon: KeyRound },
  { id: 'two-factor', label: 'Two-factor authentication', Icon: ShieldCheck },
  { id: 'sessions', label: 'Sessions', Icon: MonitorSmartphone },
  { id: 'login-history', label: 'Sign-in history', Icon: History },
  { id: 'security-alerts', label: 'Security alerts', Icon: Bell },
  { id: 'security-settings', label: 'Security settings', Icon: SlidersHorizontal },
  { id: 'notifications', label: 'Notifications', Icon: Mail },
  { id: 'language', label: 'Language', Icon: Languages },
];

function SectionNav({ active, unreadAlerts }: { active: string; unreadAlerts: number }) {
  return (
    <nav aria-label="Profile sections" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {PROFILE_SECTIONS.map(({ id, label, Icon }) => (
          <li key={id} className="shrink-0">
            <Link
              to={{ hash: `#${id}` }}
              aria-current={active === id ? 'location' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring lg:border-transparent',
                active === id && 'border-primary/30 bg-accent font-medium text-accent-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              {id === 'security-alerts' && unreadAlerts > 0 ? (
                <Badge
                  variant="destructive"
                  className="min-w-5 rounded-full px-1.5"
                  aria-label={`${unreadAlerts} unread`}
                >
                  {unreadAlerts}
                </Badge>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function sectionFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return PROFILE_SECTIONS.some((section) => section.id === id) ? id : null;
}

export function ProfilePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { twoFactorSetupRequired, refreshProfile } = useAuth();
  const [refreshFailure, setRefreshFailure] = useState<Error | null>(null);
  // Until two-factor is set up, the server refuses everything on this page but the profile and two-factor.
  const locked = twoFactorSetupRequired;
  const alerts = useSecurityAlerts({ enabled: !locked });
  const location = useLocation();
  const employee = user.employee;
  const name = fullName(user);
  const target = sectionFromHash(location.hash);
  const active = target ?? 'details';

  // The page shows the details as they are now; those from signing in stay until they arrive.
  useEffect(() => {
    let shown = true;
    void refreshProfile().then((failure) => {
      if (shown) setRefreshFailure(failure);
    });
    return () => {
      shown = false;
    };
  }, [refreshProfile]);

  // Links like /profile#two-factor land on their section; so does choosing one in the section menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key makes a repeated click scroll again
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [target, location.key]);

  return (
    <Page>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} className="size-16 text-lg [&_span]:text-lg" />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <Badge variant="soft">{roleLabel(user.role)}</Badge>
            {employee?.designation ? <span>{employee.designation}</span> : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>

      {twoFactorSetupRequired ? (
        <Alert variant="warning" role="alert">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>Set up two-factor authentication to continue</AlertTitle>
          <AlertDescription>
            <p>{Messages.twoFactorSetupRequired}</p>
            <Link
              to={{ hash: '#two-factor' }}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Go to two-factor set-up
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}

      {refreshFailure ? (
        <Alert variant="warning">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Showing the details from when you signed in</AlertTitle>
          <AlertDescription>{refreshFailure.message}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <SectionNav active={active} unreadAlerts={alerts.data?.unread ?? 0} />

        <div className="min-w-0 space-y-6">
          <section id="details" aria-label="Personal details" className="scroll-mt-24">
            <ProfileDetails user={user} />
          </section>

          <SignInSecurity user={user} locked={locked} />

          <ProfileSection
            id="login-history"
            locked={locked}
            title="Sign-in history"
            description="Every attempt to sign in to your account, newest first."
          >
            <LoginHistoryCard />
          </ProfileSection>

          <ProfileSection
            id="security-alerts"
            locked={locked}
            title="Security alerts"
            description="New devices, lockouts and changes to how you sign in."
            badge={
              alerts.data && alerts.data.unread > 0 ? (
                <Badge variant="destructive" className="rounded-full">
                  {alerts.data.unread} unread
                </Badge>
              ) : null
            }
          >
            <SecurityAlertsCard />
          </ProfileSection>

          <ProfileSection
            id="security-settings"
            locked={locked}
            title="Security settings"
            description="How HRMS tells you about activity on your account."
          >
            <SecuritySettingsCard />
          </ProfileSection>

          <ProfileSection
            id="notifications"
            locked={locked}
            title="Notifications"
            description="How each kind of news reaches you. Until you choose, you get what the company set."
          >
            <NotificationSettingsTable scope="mine" />
          </ProfileSection>

          <ProfileSection
            id="language"
            locked={locked}
            title={t`Language`}
            description={t`The language the product speaks to you.`}
          >
            <LanguageCard />
          </ProfileSection>
        </div>
      </div>
    </Page>
  );
}
