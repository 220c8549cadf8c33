/**
 * /reports (admin, hr; managers for their team): an overview, then attendance, leave, time and
 * departments over a period with filters, and recent activity. A tab a view (`?tab=`); the period,
 * department and office are in the address too, so a report can be shared and reloaded. Every chart
 * comes with its table, and the figures refresh as the company changes.
 */
import { Activity, Building2, CalendarCheck, ChartColumn, LayoutDashboard, Plane, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates';
import { useTabParam } from '../../../hooks/use-tab-param';
import type { ExportableReport } from '../api/export-report';
import type { ReportFilters } from '../api/reports-keys';
import { ActivityPanel } from '../components/activity-panel';
import { AttendancePanel } from '../components/attendance-panel';
import { DepartmentsPanel } from '../components/departments-panel';
import { LeavePanel } from '../components/leave-panel';
import { OverviewPanel } from '../components/overview-panel';
import { ReportFilterBar } from '../components/report-filters';
import { today } from '../components/report-format';
import { TimePanel } from '../components/time-panel';

type TabKey = 'overview' | 'attendance' | 'leave' | 'time' | 'departments' | 'activity';
const TABS: readonly TabKey[] = ['overview', 'attendance', 'leave', 'time', 'departments', 'activity'];
/** The report each tab saves; the overview and activity have none. */
const EXPORTS: Record<TabKey, ExportableReport | null> = {
  overview: null,
  attendance: 'attendance',
  leave: 'leave',
  time: 'time-tracking',
  departments: 'department-stats',
  activity: null,
};
const FILTERED: ReadonlySet<TabKey> = new Set(['attendance', 'leave', 'time', 'departments']);

export function ReportsPage({ wide }: { wide: boolean }) {
  const [params, update] = useSearchParamUpdates();
  const [tab, selectTab] = useTabParam(TABS);
  const now = today();
  const picked: ReportFilters = {
    from: params.get('from') ?? `${now.slice(0, 7)}-01`,
    to: params.get('to') ?? now,
    departmentId: (wide && params.get('department')) || undefined,
    officeId: (wide && params.get('office')) || undefined,
  };
  const backwards = picked.to < picked.from;
  // A period that reads backwards is not asked for: the figures stay on the one before.
  const filters = backwards ? { ...picked, to: picked.from } : picked;
  const set = (change: (next: URLSearchParams) => void) => update(change, { replace: true });
  const changeFilters = (change: Partial<ReportFilters>) =>
    set((next) => {
      const put = (key: string, value: string | undefined) =>
        value ? next.set(key, value) : next.delete(key);
      if ('from' in change) put('from', change.from);
      if ('to' in change) put('to', change.to);
      if ('departmentId' in change) put('department', change.departmentId);
      if ('officeId' in change) put('office', change.officeId);
    });

  return (
    <Page>
      <PageHeader
        title="Reports"
        description={
          wide
            ? 'The company at a glance, then attendance, leave, time and departments over any period, each with its table and a file to save.'
            : 'Your team at a glance, then its attendance, leave and time over any period, each with its table and a file to save.'
        }
      />
      <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
        <TabsList aria-label="Reports" className="w-full justify-start overflow-x-auto sm:w-fit">
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="attendance">
            <CalendarCheck aria-hidden="true" />
            Attendance
          </TabsTrigger>
          <TabsTrigger value="leave">
            <Plane aria-hidden="true" />
            Leave
          </TabsTrigger>
          <TabsTrigger value="time">
            <Timer aria-hidden="true" />
            Time
          </TabsTrigger>
          <TabsTrigger value="departments">
            <Building2 aria-hidden="true" />
            Departments
          </TabsTrigger>
          <TabsTrigger value="activity">
            <Activity aria-hidden="true" />
            Activity
          </TabsTrigger>
        </TabsList>
        {FILTERED.has(tab) ? (
          <ReportFilterBar
            filters={picked}
            onChange={changeFilters}
            wide={wide}
            exportable={EXPORTS[tab]}
            error={backwards ? 'The period cannot end before it starts.' : null}
          />
        ) : null}
        <TabsContent value="overview">
          {tab === 'overview' ? (
            <div className="space-y-5">
              <OverviewPanel wide={wide} />
              {wide ? (
                <Card className="flex flex-wrap items-center gap-3 p-4 text-sm">
                  <ChartColumn className="size-4 text-muted-foreground" aria-hidden="true" />
                  <span className="text-muted-foreground">
                    What pay costs, by month, department and component:
                  </span>
                  <Link
                    to="/payroll?tab=analytics"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Payroll → Analytics
                  </Link>
                </Card>
              ) : null}
            </div>
          ) : null}
        </TabsContent>
        <TabsContent value="attendance">
          {tab === 'attendance' ? <AttendancePanel filters={filters} /> : null}
        </TabsContent>
        <TabsContent value="leave">{tab === 'leave' ? <LeavePanel filters={filters} /> : null}</TabsContent>
        <TabsContent value="time">{tab === 'time' ? <TimePanel filters={filters} /> : null}</TabsContent>
        <TabsContent value="departments">
          {tab === 'departments' ? <DepartmentsPanel filters={filters} /> : null}
        </TabsContent>
        <TabsContent value="activity">
          {tab === 'activity' ? <ActivityPanel wide={wide} /> : null}
        </TabsContent>
      </Tabs>
    </Page>
  );
}
