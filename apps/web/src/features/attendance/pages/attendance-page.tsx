/**
 * /attendance: my month (its figures, a calendar coloured by status, a day in full, my days as a
 * list). For managers and hr (`attendance:manage`), /attendance/all: who is in now, the team's week,
 * and everyone's days they reach, to filter, correct (one or many, with a reason) and export; hr
 * also work a day out again for everyone. `?date=` opens one of my days (a notification's link).
 */
import { can, employeeScope, type Role } from '@hrms/contracts/roles';
import { CalendarCheck, UsersRound } from 'lucide-react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { todayIn } from '../components/attendance-format';
import { ExportMenu } from '../components/export-menu';
import { NoAttendance, PersonAttendance } from '../components/person-attendance';
import { RegenerateDayButton } from '../components/regenerate-day-dialog';
import { TeamRecords } from '../components/team-records';
import { TeamWeek } from '../components/team-week';
import { WhoIsIn } from '../components/who-is-in';

type View = 'mine' | 'team';
const PATHS: Record<View, string> = { mine: '/attendance', team: '/attendance/all' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AttendancePage({ role, employeeId }: { role: Role; employeeId: string | null }) {
  const manages = can(role, 'attendance:manage');
  const { '*': rest = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useBreadcrumbLabel(PATHS.team, manages ? 'Team records' : undefined);
  const asked = params.get('date');
  const date = asked && ISO_DATE.test(asked) ? asked : null;

  if (rest !== '' && !(rest === 'all' && manages)) return <Navigate to={PATHS.mine} replace />;
  // An account without an employee record has no days of its own: the team's are its page.
  if (rest === '' && !employeeId && manages) return <Navigate to={PATHS.team} replace />;
  const view: View = rest === 'all' ? 'team' : 'mine';

  const mine = employeeId ? (
    <PersonAttendance employeeId={null} initialDate={date} showMyDays />
  ) : (
    <NoAttendance>Your account has no employee record, so it has no attendance of its own.</NoAttendance>
  );

  return (
    <Page>
      <PageHeader
        title="Attendance"
        description={
          manages
            ? 'Your days at work, and your team’s: who is in, their records and corrections.'
            : 'Your days at work: present, late, on leave, holidays. Times are your office’s.'
        }
      />
      {manages ? (
        <Tabs value={view} onValueChange={(value) => navigate(PATHS[value as View])} className="space-y-5">
          <TabsList aria-label="Attendance" className="w-full justify-start sm:w-fit">
            {employeeId ? (
              <TabsTrigger value="mine">
                <CalendarCheck aria-hidden="true" />
                My attendance
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="team">
              <UsersRound aria-hidden="true" />
              Team records
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">{view === 'mine' ? mine : null}</TabsContent>
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
