/**
 * /employees/:id: one person's record, in tabs the viewer's access allows (the record's `access`
 * block, decided by the server). Someone who may see the directory card only gets the card.
 */
import { IdSchema } from '@hrms/contracts/common';
import type { Employee } from '@hrms/contracts/employees';
import { UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { useEmployee } from '../api/get-employee';
import { ActivitySection } from '../components/activity-section';
import { EmployeeHeader } from '../components/employee-header';
import {
  JobSection,
  OverviewSection,
  PersonalSection,
  StatutorySection,
} from '../components/employee-sections';
import { LeaveSection } from '../components/leave-section';
import { OwnProfileDialog } from '../components/own-profile-dialog';

/** What the documents feature renders in the Documents tab; handed in by the app. */
export type DocumentsTabRenderer = (employee: {
  id: string;
  canManage: boolean;
  canUpload: boolean;
}) => ReactNode;

/** What the attendance feature renders in the Attendance tab; handed in by the app. */
export type AttendanceTabRenderer = (employee: { id: string; canCorrect: boolean }) => ReactNode;

/** What the payroll feature renders in the Salary tab; handed in by the app to admin and hr only. */
export type SalaryTabRenderer = (employee: { id: string }) => ReactNode;

/** What the training feature renders in the Training tab; handed in by the app. */
export type TrainingTabRenderer = (employee: { id: string }) => ReactNode;

type TabKey =
  | 'overview'
  | 'job'
  | 'personal'
  | 'statutory'
  | 'salary'
  | 'documents'
  | 'attendance'
  | 'training'
  | 'leave'
  | 'activity';

const TAB_LABELS: Record<TabKey, string> = {
  overview: 'Overview',
  job: 'Job',
  personal: 'Personal',
  statutory: 'Statutory & bank',
  salary: 'Salary',
  documents: 'Documents',
  attendance: 'Attendance',
  training: 'Training',
  leave: 'Leave',
  activity: 'Activity',
};

/** The tabs a viewer may open, in order. Salary needs the full record, as hr and admin have it. */
export function tabsFor(
  employee: Employee,
  hasDocuments: boolean,
  hasAttendance = false,
  hasSalary = false,
  hasTraining = false,
): TabKey[] {
  const { access } = employee;
  if (access.level === 'card') return [];
  const tabs: TabKey[] = ['overview', 'job', 'personal'];
  if (access.canSeeStatutory) tabs.push('statutory');
  if (hasSalary && access.level === 'full') tabs.push('salary');
  if (hasDocuments) tabs.push('documents');
  if (hasAttendance) tabs.push('attendance');
  if (hasTraining) tabs.push('training');
  tabs.push('leave', 'activity');
  return tabs;
}

function DetailSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true">
      <Spinner label="Loading the employee" className="sr-only" />
      <Card className="flex items-center gap-5 p-6">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-7 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
      </Card>
      <Skeleton className="h-9 w-96 max-w-full" />
      <Card className="space-y-4 p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    </div>
  );
}

/** An unknown, deleted or hidden person, or a path that names no one: one answer for all. */
function EmployeeNotShown() {
  return (
    <Page>
      <Card>
        <EmptyState Icon={UserX} title="This employee cannot be shown" className="py-14">
          They may have been deleted, or they are not someone you can see.
        </EmptyState>
      </Card>
    </Page>
  );
}

export function EmployeeDetailPage({
  documentsTab,
  attendanceTab,
  salaryTab,
  trainingTab,
}: {
  documentsTab?: DocumentsTabRenderer | undefined;
  attendanceTab?: AttendanceTabRenderer | undefined;
  salaryTab?: SalaryTabRenderer | undefined;
  trainingTab?: TrainingTabRenderer | undefined;
}) {
  const { id = '' } = useParams();
  // Something that is not an id cannot name anyone: say so without asking the server.
  const wellFormed = IdSchema.safeParse(id).success;
  const employee = useEmployee(wellFormed ? id : null);
  const [params, setParams] = useSearchParams();
  useBreadcrumbLabel(
    `/employees/${id}`,
    employee.data && `${employee.data.firstName} ${employee.data.lastName}`,
  );
  const [editingOwn, setEditingOwn] = useState(false);

  if (!wellFormed) return <EmployeeNotShown />;
  if (employee.isPending) {
    return (
      <Page>
        <DetailSkeleton />
      </Page>
    );
  }
  if (employee.isError) {
    const missing = isApiError(employee.error) && [400, 403, 404].includes(employee.error.status);
    if (missing) return <EmployeeNotShown />;
    return (
      <Page>
        <QueryError
          title="We could not load the employee"
          error={employee.error}
          onRetry={() => void employee.refetch()}
          retrying={employee.isFetching}
        />
      </Page>
    );
  }

  const record = employee.data;
  const { access } = record;
  const tabs = tabsFor(
    record,
    documentsTab !== undefined,
    attendanceTab !== undefined,
    salaryTab !== undefined,
    trainingTab !== undefined,
  );
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && tabs.includes(asked) ? asked : 'overview';
  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const editOwn = access.canEditProfile ? () => setEditingOwn(true) : undefined;

  return (
    <Page>
      <EmployeeHeader employee={record} />
      {tabs.length > 0 ? (
        <Tabs value={tab} onValueChange={selectTab} className="space-y-4">
          <TabsList aria-label="Employee record" className="w-full justify-start sm:w-fit">
            {tabs.map((key) => (
              <TabsTrigger key={key} value={key} className="px-2.5 sm:px-3">
                {TAB_LABELS[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewSection employee={record} />
          </TabsContent>
          <TabsContent value="job">
            <JobSection employee={record} />
          </TabsContent>
          <TabsContent value="personal">
            <PersonalSection employee={record} onEditOwn={editOwn} />
          </TabsContent>
          {tabs.includes('statutory') ? (
            <TabsContent value="statutory">
              <StatutorySection employee={record} onEditOwn={access.level === 'self' ? editOwn : undefined} />
            </TabsContent>
          ) : null}
          {salaryTab && tabs.includes('salary') ? (
            <TabsContent value="salary">{salaryTab({ id: record.id })}</TabsContent>
          ) : null}
          {documentsTab && tabs.includes('documents') ? (
            <TabsContent value="documents">
              {documentsTab({
                id: record.id,
                canManage: access.canManageDocuments,
                canUpload: access.canManageDocuments || access.level === 'self',
              })}
            </TabsContent>
          ) : null}
          {attendanceTab && tabs.includes('attendance') ? (
            <TabsContent value="attendance">
              {attendanceTab({
                id: record.id,
                // A manager's report or anyone for hr; nobody corrects their own days.
                canCorrect: access.level === 'team' || (access.level === 'full' && !access.canEditProfile),
              })}
            </TabsContent>
          ) : null}
          {trainingTab && tabs.includes('training') ? (
            <TabsContent value="training">{trainingTab({ id: record.id })}</TabsContent>
          ) : null}
          <TabsContent value="leave">
            <LeaveSection employeeId={record.id} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivitySection employeeId={record.id} />
          </TabsContent>
        </Tabs>
      ) : (
        <p className="text-sm text-muted-foreground">
          You can see {record.firstName}’s directory card. Their full record is kept by HR.
        </p>
      )}
      {access.canEditProfile ? (
        <OwnProfileDialog employee={record} open={editingOwn} onOpenChange={setEditingOwn} />
      ) : null}
    </Page>
  );
}
