import { can, type Role } from '@hrms/contracts/roles';
import {
  Bell,
  Building2,
  Calculator,
  Database,
  FileBarChart,
  ListChecks,
  MonitorSmartphone,
  Network,
  ScrollText,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Timer,
  UsersRound,
} from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';
import { NotificationSettingsTable } from '../../../components/notification-settings-table';
import { Page, PageHeader } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTabParam } from '../../../hooks/use-tab-param';
import { useSecurityPolicy } from '../api/get-security-policy';
import { AdminSessionsTable } from '../components/admin-sessions-table';
import { AuditLogSection } from '../components/audit-log-section';
import { CompanySection } from '../components/company-section';
import { ConfigurationSection } from '../components/configuration-section';
import { DataSection } from '../components/data-section';
import { JobsSection } from '../components/jobs-section';
import { LockoutsCard } from '../components/lockouts-card';
import { OrganizationSection } from '../components/organization-section';
import { PayrollSettingsSection } from '../components/payroll-settings-section';
import { ReportSettingsSection } from '../components/report-settings-section';
import { RolesSection } from '../components/roles-section';
import { SecurityPolicyForm } from '../components/security-policy-form';
import { TimeTrackingSection } from '../components/time-tracking-section';

function PolicyCard() {
  const policy = useSecurityPolicy();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          Account policy
        </CardTitle>
        <CardDescription>
          How sign-in, sessions and passwords work for everyone in the company.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {policy.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
            <Spinner label="Loading the security policy" className="sr-only" />
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-9 w-28" />
              </div>
            ))}
          </div>
        ) : policy.isError ? (
          <QueryError
            title="We could not load the security policy"
            error={policy.error}
            onRetry={() => policy.refetch()}
            retrying={policy.isFetching}
          />
        ) : (
          <SecurityPolicyForm key={JSON.stringify(policy.data)} policy={policy.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SecuritySection() {
  return (
    <div className="space-y-6">
      <PolicyCard />
      <LockoutsCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone className="size-4 text-primary" aria-hidden="true" />
            Signed-in sessions
          </CardTitle>
          <CardDescription>
            Everyone’s sessions across the company. Revoking one signs that person out of that device at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AdminSessionsTable />
        </CardContent>
      </Card>
    </div>
  );
}

function NotificationDefaultsSection({ canWrite }: { canWrite: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification defaults</CardTitle>
        <CardDescription>
          How each kind of news reaches people, in the app and by email, unless a person chooses otherwise in
          their profile. Email is signed with the company's name and logo. Mail about an account itself, such
          as a password reset link or an invitation, is always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NotificationSettingsTable scope="company" canWrite={canWrite} />
      </CardContent>
    </Card>
  );
}

type SectionKey =
  | 'security'
  | 'roles'
  | 'time-tracking'
  | 'payroll'
  | 'reports'
  | 'company'
  | 'organization'
  | 'notifications'
  | 'configuration'
  | 'audit'
  | 'jobs'
  | 'data';

/**
 * Settings, a section a tab (`?tab=`): Security for admin (`settings:security`), the clock's rules
 * (Time tracking), payroll's (Payroll), the monthly report mail (Reports), the company and its offices
 * (Company), departments and designations (Departments), notification defaults and every configuration
 * key (All settings) for hr and admin; roles, the audit log, background jobs and the data export for admin alone.
 */
export function SettingsPage({ role, userId = null }: { role: Role; userId?: string | null }) {
  if (!can(role, 'settings:read')) {
    return (
      <ModuleUnavailable
        title="Settings"
        Icon={Settings}
        description="It will hold company details, offices, security, notification, time-tracking and payroll settings."
      />
    );
  }

  return <SettingsSections role={role} userId={userId} />;
}

function SettingsSections({ role, userId }: { role: Role; userId: string | null }) {
  const sections: SectionKey[] = can(role, 'settings:security')
    ? [
        'security',
        'roles',
        'time-tracking',
        'payroll',
        'reports',
        'company',
        'organization',
        'notifications',
        'configuration',
        'audit',
        'jobs',
        'data',
      ]
    : ['time-tracking', 'payroll', 'reports', 'company', 'organization', 'notifications', 'configuration'];
  const [tab, selectTab] = useTabParam(sections);
  return (
    <Page>
      <PageHeader
        title="Settings"
        description="Company-wide settings. Changes are recorded in the audit log."
      />
      <Tabs value={tab} onValueChange={selectTab} className="space-y-6">
        {/* Twelve sections do not fit one row even at 1440 px: they wrap, so none is ever cut off. */}
        <TabsList
          aria-label="Settings sections"
          className="h-auto w-full flex-wrap justify-start sm:w-fit [&>[role=tab]]:h-7"
        >
          {sections.includes('security') ? (
            <TabsTrigger value="security">
              <ShieldCheck aria-hidden="true" />
              Security
            </TabsTrigger>
          ) : null}
          {sections.includes('roles') ? (
            <TabsTrigger value="roles">
              <UsersRound aria-hidden="true" />
              Roles
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="time-tracking">
            <Timer aria-hidden="true" />
            Time tracking
          </TabsTrigger>
          <TabsTrigger value="payroll">
            <Calculator aria-hidden="true" />
            Payroll
          </TabsTrigger>
          <TabsTrigger value="reports">
            <FileBarChart aria-hidden="true" />
            Reports
          </TabsTrigger>
          <TabsTrigger value="company">
            <Building2 aria-hidden="true" />
            Company
          </TabsTrigger>
          <TabsTrigger value="organization">
            <Network aria-hidden="true" />
            Departments
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden="true" />
            Notifications
          </TabsTrigger>
          <TabsTrigger value="configuration">
            <SlidersHorizontal aria-hidden="true" />
            All settings
          </TabsTrigger>
          {sections.includes('audit') ? (
            <TabsTrigger value="audit">
              <ScrollText aria-hidden="true" />
              Audit log
            </TabsTrigger>
          ) : null}
          {sections.includes('jobs') ? (
            <TabsTrigger value="jobs">
              <ListChecks aria-hidden="true" />
              Jobs
            </TabsTrigger>
          ) : null}
          {sections.includes('data') ? (
            <TabsTrigger value="data">
              <Database aria-hidden="true" />
              Data
            </TabsTrigger>
          ) : null}
        </TabsList>
        {sections.includes('security') ? (
          <TabsContent value="security">
            <SecuritySection />
          </TabsContent>
        ) : null}
        {sections.includes('roles') ? (
          <TabsContent value="roles">
            <RolesSection currentUserId={userId} />
          </TabsContent>
        ) : null}
        <TabsContent value="time-tracking">
          <TimeTrackingSection canWrite={can(role, 'settings:write')} />
        </TabsContent>
        <TabsContent value="payroll">
          <PayrollSettingsSection canWrite={can(role, 'settings:write')} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportSettingsSection canWrite={can(role, 'settings:write')} />
        </TabsContent>
        <TabsContent value="company">
          <CompanySection canWrite={can(role, 'settings:write')} />
        </TabsContent>
        <TabsContent value="organization">
          <OrganizationSection canWrite={can(role, 'employees:write')} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationDefaultsSection canWrite={can(role, 'settings:write')} />
        </TabsContent>
        <TabsContent value="configuration">
          <ConfigurationSection canWrite={can(role, 'settings:write')} />
        </TabsContent>
        {sections.includes('audit') ? (
          <TabsContent value="audit">
            <AuditLogSection />
          </TabsContent>
        ) : null}
        {sections.includes('jobs') ? (
          <TabsContent value="jobs">
            <JobsSection />
          </TabsContent>
        ) : null}
        {sections.includes('data') ? (
          <TabsContent value="data">
            <DataSection />
          </TabsContent>
        ) : null}
      </Tabs>
    </Page>
  );
}
