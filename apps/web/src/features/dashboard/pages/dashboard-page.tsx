/**
 * /dashboard: the page people start their day on. Everyone: the clock and their own leave,
 * holidays, pay, requests, announcements, documents sent back and onboarding tasks (ticked off in
 * place). A manager: the team today, what waits for their decision (decided in place), leave ahead
 * and occasions. Hr and admin: the
 * company's people, attendance, what waits for review, this month's payroll and probations ending.
 * Each panel loads on its own; every realtime update refreshes them.
 */
import type { DashboardResponse } from '@hrms/contracts/dashboard';
import { employeeScope } from '@hrms/contracts/permissions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Briefcase,
  Building2,
  CalendarDays,
  CircleAlert,
  MapPin,
  RefreshCw,
  UserRound,
  type Users,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Page, PageHeader } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { useDashboard } from '../api/get-dashboard';
import { ClockWidget } from '../components/clock-widget';

// The panels (and the modules' contracts they parse with) load after the page, not with the first
// visit's shell (decision 013's first-load budget); a manager's and hr's only for them.
const myDayPanels = () => import('../components/my-day-panels');
const BalancesPanel = lazy(async () => ({ default: (await myDayPanels()).BalancesPanel }));
const MyRequestsPanel = lazy(async () => ({ default: (await myDayPanels()).MyRequestsPanel }));
const HolidaysPanel = lazy(async () => ({ default: (await myDayPanels()).HolidaysPanel }));
const LatestSlipPanel = lazy(async () => ({ default: (await myDayPanels()).LatestSlipPanel }));
const AnnouncementsPanel = lazy(async () => ({ default: (await myDayPanels()).AnnouncementsPanel }));
const DocumentsAskedPanel = lazy(async () => ({ default: (await myDayPanels()).DocumentsAskedPanel }));
const MandatoryTrainingPanel = lazy(async () => ({ default: (await myDayPanels()).MandatoryTrainingPanel }));
const OnboardingTasksPanel = lazy(async () => ({ default: (await myDayPanels()).OnboardingTasksPanel }));
const teamPanels = () => import('../components/team-panels');
const companyPanels = () => import('../components/company-panels');
const TeamTodayPanel = lazy(async () => ({ default: (await teamPanels()).TeamTodayPanel }));
const ApprovalsPanel = lazy(async () => ({ default: (await teamPanels()).ApprovalsPanel }));
const TeamLeavePanel = lazy(async () => ({ default: (await teamPanels()).TeamLeavePanel }));
const CelebrationsPanel = lazy(async () => ({ default: (await teamPanels()).CelebrationsPanel }));
const OverdueTrainingPanel = lazy(async () => ({ default: (await teamPanels()).OverdueTrainingPanel }));
const PeoplePanel = lazy(async () => ({ default: (await companyPanels()).PeoplePanel }));
const AttendanceTodayPanel = lazy(async () => ({ default: (await companyPanels()).AttendanceTodayPanel }));
const ToReviewPanel = lazy(async () => ({ default: (await companyPanels()).ToReviewPanel }));
const PayrollMonthPanel = lazy(async () => ({ default: (await companyPanels()).PayrollMonthPanel }));
const ProbationsPanel = lazy(async () => ({ default: (await companyPanels()).ProbationsPanel }));
const DepartmentHeadcount = lazy(async () => ({
  default: (await import('../components/department-headcount')).DepartmentHeadcount,
}));

function greeting(now: Date, name: string): MessageDescriptor {
  const hour = now.getHours();
  if (hour < 12) return msg`Good morning, ${name}`;
  if (hour < 17) return msg`Good afternoon, ${name}`;
  return msg`Good evening, ${name}`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A `<div>` of a `<dl>`: the label with its icon, then the value. */
function DetailRow({ Icon, label, children }: { Icon: typeof Users; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 py-3 pl-11">
      <dt className="text-xs text-muted-foreground">
        <span
          className="absolute top-3 left-0 flex size-8 items-center justify-center rounded-lg bg-muted"
          aria-hidden="true"
        >
          <Icon className="size-4 text-muted-foreground" />
        </span>
        {label}
      </dt>
      <dd className="truncate text-sm font-medium">
        {children ?? (
          <span className="font-normal text-muted-foreground">
            <Trans>Not set</Trans>
          </span>
        )}
      </dd>
    </div>
  );
}

function ProfileSummary({ me, wide }: { me: DashboardResponse['me']; wide: boolean }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <h3 className="text-base leading-none font-semibold">
          <Trans>Your details</Trans>
        </h3>
        <CardDescription>
          <Trans>As recorded by your HR team.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl
          className={
            wide
              ? 'grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3 [&>div]:border-b [&>div]:last:border-b-0 sm:[&>div]:border-b-0'
              : 'divide-y [&>div:first-child]:pt-0 [&>div:last-child]:pb-0'
          }
        >
          <DetailRow Icon={Briefcase} label={t`Designation`}>
            {me.designation}
          </DetailRow>
          <DetailRow Icon={Building2} label={t`Department`}>
            {me.department}
          </DetailRow>
          <DetailRow Icon={MapPin} label={t`Office`}>
            {me.office}
          </DetailRow>
          <DetailRow Icon={UserRound} label={t`Manager`}>
            {me.manager}
          </DetailRow>
          <DetailRow Icon={CalendarDays} label={t`Joined`}>
            {me.joinDate ? formatDate(me.joinDate) : null}
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="space-y-2">
        <Spinner label={t`Loading your dashboard`} className="sr-only" />
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-5">
          <Skeleton className="h-5 w-32" />
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-8 rounded-lg" />
              <div className="space-y-1.5">
                <Skeleton className="h-3 w-20" />
                <Skeleton className="h-4 w-40" />
              </div>
            </div>
          ))}
        </Card>
        <Card className="space-y-4 p-5">
          <Skeleton className="h-5 w-48" />
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="space-y-1.5">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-2 w-full" />
            </div>
          ))}
        </Card>
      </div>
    </div>
  );
}

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const dashboard = useDashboard();

  if (dashboard.isPending) return <DashboardSkeleton />;

  if (dashboard.isError) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>
            <Trans>We could not load your dashboard</Trans>
          </AlertTitle>
          <AlertDescription>
            <p>{dashboard.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => dashboard.refetch()}
              disabled={dashboard.isFetching}
            >
              {dashboard.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
              <Trans>Retry</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const { me, departments } = dashboard.data;
  const scope = employeeScope(me.role);
  const companyName = dashboard.data.company.name;
  const subtitle = [me.designation, me.department, me.office].filter(Boolean).join(' · ');

  return (
    <Page>
      <PageHeader
        title={i18n._(greeting(new Date(), firstName(me.name)))}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">{roleLabel(me.role)}</Badge>
            {subtitle ? <span>{subtitle}</span> : null}
          </span>
        }
        actions={
          <p className="text-sm text-muted-foreground">
            {new Intl.DateTimeFormat(formatLocale(), {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            }).format(new Date())}
          </p>
        }
      />

      {me.employeeId ? <ClockWidget /> : null}

      {scope === 'all' ? (
        <Section title={t`${companyName} today`}>
          <PeoplePanel />
          <div className="grid gap-6">
            <AttendanceTodayPanel />
            <ToReviewPanel />
          </div>
          <ApprovalsPanel />
          <PayrollMonthPanel />
          <ProbationsPanel summary={dashboard} />
          <OverdueTrainingPanel />
          {departments ? <DepartmentHeadcount departments={departments} /> : null}
          <CelebrationsPanel summary={dashboard} />
        </Section>
      ) : null}

      {scope === 'team' ? (
        <Section title={t`Your team`}>
          <TeamTodayPanel />
          <ApprovalsPanel />
          <TeamLeavePanel />
          <OverdueTrainingPanel />
          <CelebrationsPanel summary={dashboard} />
          {dashboard.data.probations?.total ? <ProbationsPanel summary={dashboard} /> : null}
        </Section>
      ) : null}

      {me.employeeId ? (
        <Section title={t`Your day`}>
          <BalancesPanel />
          <MyRequestsPanel />
          <HolidaysPanel />
          <LatestSlipPanel />
          <AnnouncementsPanel />
          <DocumentsAskedPanel employeeId={me.employeeId} />
          <MandatoryTrainingPanel employeeId={me.employeeId} />
          <OnboardingTasksPanel employeeId={me.employeeId} />
          <ProfileSummary me={me} wide={false} />
        </Section>
      ) : (
        <Section title={t`Your day`}>
          <OnboardingTasksPanel employeeId={null} />
          <AnnouncementsPanel />
          <ProfileSummary me={me} wide={false} />
        </Section>
      )}
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" aria-busy="true" />}>
          {children}
        </Suspense>
      </div>
    </section>
  );
}
