import type { DashboardResponse } from '@hrms/contracts/dashboard';
import {
  Briefcase,
  Building2,
  CalendarDays,
  CircleAlert,
  MapPin,
  RefreshCw,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '../../../components/page';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { useDashboard } from '../api/get-dashboard';
import { ClockWidget } from '../components/clock-widget';
import { DepartmentHeadcount } from '../components/department-headcount';
import { StatCard, StatCardSkeleton } from '../components/stat-card';

function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function DetailRow({ Icon, label, children }: { Icon: typeof Users; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="truncate text-sm font-medium">
          {children ?? <span className="font-normal text-muted-foreground">Not set</span>}
        </dd>
      </div>
    </div>
  );
}

function ProfileSummary({ me, wide }: { me: DashboardResponse['me']; wide: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your details</CardTitle>
        <CardDescription>As recorded by your HR team.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl
          className={
            wide
              ? 'grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3 [&>div]:border-b [&>div]:last:border-b-0 sm:[&>div]:border-b-0'
              : 'divide-y [&>div:first-child]:pt-0 [&>div:last-child]:pb-0'
          }
        >
          <DetailRow Icon={Briefcase} label="Designation">
            {me.designation}
          </DetailRow>
          <DetailRow Icon={Building2} label="Department">
            {me.department}
          </DetailRow>
          <DetailRow Icon={MapPin} label="Office">
            {me.office}
          </DetailRow>
          <DetailRow Icon={UserRound} label="Manager">
            {me.manager}
          </DetailRow>
          <DetailRow Icon={CalendarDays} label="Joined">
            {me.joinDate ? formatDate(me.joinDate) : null}
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="space-y-2">
        <Spinner label="Loading your dashboard" className="sr-only" />
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
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
  const dashboard = useDashboard();

  if (dashboard.isPending) return <DashboardSkeleton />;

  if (dashboard.isError) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>We could not load your dashboard</AlertTitle>
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
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const { me, company, team, departments } = dashboard.data;
  const subtitle = [me.designation, me.department, me.office].filter(Boolean).join(' · ');

  return (
    <Page>
      <PageHeader
        title={`${greeting(new Date())}, ${firstName(me.name)}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">{roleLabel(me.role)}</Badge>
            {subtitle ? <span>{subtitle}</span> : null}
          </span>
        }
        actions={
          <p className="text-sm text-muted-foreground">
            {new Intl.DateTimeFormat('en-IN', {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            }).format(new Date())}
          </p>
        }
      />

      <ClockWidget />

      <section
        aria-label={`${company.name} at a glance`}
        className={cn('grid grid-cols-2 gap-3 sm:gap-4', team ? 'xl:grid-cols-4' : 'xl:grid-cols-3')}
      >
        <StatCard
          label="Headcount"
          value={company.headcount}
          hint={`Active people at ${company.name}`}
          Icon={Users}
        />
        <StatCard
          label="Departments"
          value={company.departments}
          hint="Teams people belong to"
          Icon={Building2}
          tone="info"
        />
        <StatCard
          label="Offices"
          value={company.offices}
          hint="Places people work from"
          Icon={MapPin}
          tone="success"
        />
        {team ? (
          <StatCard
            label="Team size"
            value={team.totalReports}
            hint={`${team.directReports} direct ${team.directReports === 1 ? 'report' : 'reports'}`}
            Icon={UsersRound}
            tone="warning"
          />
        ) : null}
      </section>

      <div className={cn('grid gap-6', departments && 'lg:grid-cols-2')}>
        <ProfileSummary me={me} wide={!departments} />
        {departments ? <DepartmentHeadcount departments={departments} /> : null}
      </div>
    </Page>
  );
}
