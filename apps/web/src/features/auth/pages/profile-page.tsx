import type { AuthUser } from '@hrms/contracts/auth';
import { Messages } from '@hrms/contracts/errors';
import {
  Bell,
  CircleAlert,
  History,
  KeyRound,
  Lock,
  type LucideIcon,
  MonitorSmartphone,
  ShieldAlert,
  ShieldCheck,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { roleLabel } from '../../../lib/role-label';
import { useProfile } from '../api/get-profile';
import { useSecurityAlerts } from '../api/get-security-alerts';
import { useAuth, useCurrentUser } from '../components/auth-provider';
import { ChangePasswordForm } from '../components/change-password-card';
import { ContactForm } from '../components/contact-form';
import { LoginHistoryCard } from '../components/login-history-card';
import { SecurityAlertsCard } from '../components/security-alerts-card';
import { SecuritySettingsCard } from '../components/security-settings-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

function fullName(user: AuthUser): string {
  return user.employee ? `${user.employee.firstName} ${user.employee.lastName}` : user.email;
}

/** `wide`: a value that must not break, such as an email address, gets the whole row. */
function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('space-y-1', wide && 'col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words">
        {children ?? <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
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

function LockedUntilTwoFactor() {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      <p>
        Available once two-factor authentication is set up.{' '}
        <Link
          to={{ hash: '#two-factor' }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Set it up
        </Link>
      </p>
    </div>
  );
}

function ProfileSection({
  id,
  title,
  description,
  badge,
  locked = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  badge?: ReactNode;
  locked?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`} className="flex items-center gap-2">
            {title}
            {badge}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{locked ? <LockedUntilTwoFactor /> : children}</CardContent>
      </Card>
    </section>
  );
}

/** The section named by the URL's hash, when it is one of ours. */
function sectionFromHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return PROFILE_SECTIONS.some((section) => section.id === id) ? id : null;
}

export function ProfilePage() {
  const current = useCurrentUser();
  const { twoFactorSetupRequired } = useAuth();
  const profile = useProfile();
  // Until two-factor is set up, the server refuses everything on this page but the profile and two-factor.
  const locked = twoFactorSetupRequired;
  const alerts = useSecurityAlerts({ enabled: !locked });
  const location = useLocation();
  const user = profile.data ?? current;
  const employee = user.employee;
  const name = fullName(user);
  const target = sectionFromHash(location.hash);
  const active = target ?? 'details';

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

      {profile.isError ? (
        <Alert variant="warning">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Showing the details from when you signed in</AlertTitle>
          <AlertDescription>{profile.error.message}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <SectionNav active={active} unreadAlerts={alerts.data?.unread ?? 0} />

        <div className="min-w-0 space-y-6">
          <section id="details" aria-label="Personal details" className="scroll-mt-24">
            <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
              <Card>
                <CardHeader>
                  <CardTitle>Work details</CardTitle>
                  <CardDescription>Kept by your HR team.</CardDescription>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
                    <Detail label="Employee code">{employee?.employeeCode}</Detail>
                    <Detail label="Role">{roleLabel(user.role)}</Detail>
                    <Detail label="Designation">{employee?.designation}</Detail>
                    <Detail label="Department">{employee?.department}</Detail>
                    <Detail label="Office">{employee?.office}</Detail>
                    <Detail label="Work email" wide>
                      <span data-testid="work-email" className="block truncate" title={user.email}>
                        {user.email}
                      </span>
                    </Detail>
                  </dl>
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle>Contact details</CardTitle>
                  <CardDescription>How the company can reach you outside work.</CardDescription>
                </CardHeader>
                <CardContent>
                  <ContactForm
                    key={`${employee?.phone ?? ''}|${employee?.personalEmail ?? ''}`}
                    user={user}
                  />
                </CardContent>
              </Card>
            </div>
          </section>

          <ProfileSection
            id="password"
            locked={locked}
            title="Password"
            description="Use a password you do not use anywhere else."
          >
            <ChangePasswordForm
              account={user.email}
              names={[employee?.firstName, employee?.lastName].filter((n): n is string => Boolean(n))}
            />
          </ProfileSection>

          <ProfileSection
            id="two-factor"
            title="Two-factor authentication"
            description="A code from your phone as well as your password keeps your account safe if the password leaks."
          >
            <TwoFactorCard account={user.email} />
          </ProfileSection>

          <ProfileSection
            id="sessions"
            locked={locked}
            title="Sessions"
            description="Where your account is signed in, over the last 30 days."
          >
            <SessionsCard />
          </ProfileSection>

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
        </div>
      </div>
    </Page>
  );
}
