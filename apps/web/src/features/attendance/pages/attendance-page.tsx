/**
 * /attendance: my month (its figures, a calendar coloured by status, a day in full, my days as a
 * list) and my requests to record a forgotten punch. For managers and hr (`attendance:manage`),
 * /attendance/all: who is in now, the team's week, and everyone's days they reach, to filter,
 * correct (one or many, with a reason) and export; hr also work a day out again for everyone; and
 * /attendance/requests: the correction requests they decide. `?date=` opens one of my days and
 * `?regularization=` marks a request (notifications' links).
 */
import { can, employeeScope, type Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, ClockAlert, UsersRound } from 'lucide-react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { Badge } from '../../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { useRegularizations } from '../api/get-regularizations';
import { todayIn } from '../components/attendance-format';
import { ExportMenu } from '../components/export-menu';
import { NoAttendance, PersonAttendance } from '../components/person-attendance';
import { RegenerateDayButton } from '../components/regenerate-day-dialog';
import { TeamRecords } from '../components/team-records';
import { TeamRequests } from '../components/team-requests';
import { TeamWeek } from '../components/team-week';
import { WhoIsIn } from '../components/who-is-in';

type View = 'mine' | 'team' | 'requests';
const PATHS: Record<View, string> = {
  mine: '/attendance',
  team: '/attendance/all',
  requests: '/attendance/requests',
};
const SUBPATHS: Record<string, View> = { '': 'mine', all: 'team', requests: 'requests' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AttendancePage({ role, employeeId }: { role: Role; employeeId: string | null }) {
  const { t } = useLingui();
  const manages = can(role, 'attendance:manage');
  const { '*': rest = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useBreadcrumbLabel(PATHS.team, manages ? t`Team records` : undefined);
  useBreadcrumbLabel(PATHS.requests, manages ? t`Correction requests` : undefined);
  const asked = params.get('date');
  const date = asked && ISO_DATE.test(asked) ? asked : null;
  const request = params.get('regularization');
  const waiting = useRegularizations({ scope: 'to-decide', page: 1, limit: 1 }, manages).data?.total ?? 0;
  const mineAsked = useRegularizations({ scope: 'mine', page: 1, limit: 50 }, manages && request !== null);

  const view = SUBPATHS[rest];
  if (!view || (view !== 'mine' && !manages)) return <Navigate to={PATHS.mine} replace />;
  // An account without an employee record has no days of its own: the team's are its page.
  if (view === 'mine' && !employeeId && manages) return <Navigate to={PATHS.team} replace />;
  // A request someone else asked of me opens where I decide it.
  if (view === 'mine' && request && mineAsked.data && !mineAsked.data.items.some((r) => r.id === request)) {
    return <Navigate to={`${PATHS.requests}?regularization=${encodeURIComponent(request)}`} replace />;
  }

  const mine = employeeId ? (
    <PersonAttendance employeeId={null} initialDate={date} showMyDays request={request} />
  ) : (
    <NoAttendance>
      <Trans>Your account has no employee record, so it has no attendance of its own.</Trans>
    </NoAttendance>
  );

  return (
    <Page>
      <PageHeader
        title={t`Attendance`}
        description={
          manages
            ? t`Your days at work, and your team’s: who is in, their records and corrections.`
            : t`Your days at work: present, late, on leave, holidays. Times are your office’s.`
        }
      />
      {manages ? (
        <Tabs value={view} onValueChange={(value) => navigate(PATHS[value as View])} className="space-y-5">
          <TabsList aria-label={t`Attendance`} className="w-full justify-start sm:w-fit">
            {employeeId ? (
              <TabsTrigger value="mine">
                <CalendarCheck aria-hidden="true" />
                <span className="sm:hidden">
                  <Trans>Mine</Trans>
                </span>
                <span className="hidden sm:inline">
                  <Trans>My attendance</Trans>
                </span>
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="team">
              <UsersRound aria-hidden="true" />
              <span className="sm:hidden">
                <Trans>Team</Trans>
              </span>
              <span className="hidden sm:inline">
                <Trans>Team records</Trans>
              </span>
            </TabsTrigger>
            <TabsTrigger value="requests">
              <ClockAlert aria-hidden="true" />
              <Trans>Requests</Trans>
              {waiting > 0 ? (
                <Badge variant="default" className="ml-0.5 px-1.5" aria-label={t`${waiting} waiting`}>
                  {waiting}
                </Badge>
              ) : null}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">{view === 'mine' ? mine : null}</TabsContent>
          <TabsContent value="requests">
            {view === 'requests' ? <TeamRequests highlight={request} /> : null}
          </TabsContent>
          <TabsContent value="team">
            {view === 'team' ? (
              <TeamView employeeId={employeeId} regenerates={employeeScope(role) === 'all'} />
            ) : null}
          </TabsContent>
        </Tabs>
      ) : (
        mine
      )}
    </Page>
  );
}

function TeamView({ employeeId, regenerates }: { employeeId: string | null; regenerates: boolean }) {
  const today = todayIn(undefined);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <WhoIsIn />
        <TeamWeek today={today} />
      </div>
      <TeamRecords
        viewerEmployeeId={employeeId}
        today={today}
        actions={(filters) => (
          <>
            <ExportMenu filters={filters} today={today} />
            {regenerates ? <RegenerateDayButton today={today} /> : null}
          </>
        )}
      />
    </div>
  );
}
