import { EMPLOYMENT_TYPE_LABELS, type Employee, GENDER_LABELS } from '@hrms/contracts/employees';
import { Mail, Phone, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import {
  formatBirthday,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  phoneHref,
} from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { useEmployeeDashboardStats } from '../api/get-employee-dashboard-stats';
import { tenureText } from '../utils/format-employee';
import { addressText, DetailList } from './detail-list';
import { EmployeeStatusBadge } from './status-badge';

/** Numbers read character by character: in a fixed-width face. */
function code(value: string | null | undefined): ReactNode {
  return value ? <span className="font-mono">{value}</span> : null;
}

function date(value: string | null | undefined): string | null {
  return value ? formatDate(value) : null;
}

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string | undefined }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-lg font-semibold tracking-tight tabular-nums sm:text-xl">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

function Completeness({ percent }: { percent: number }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span id="profile-completeness" className="font-medium">
          Profile completeness
        </span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            // Most records are incomplete for a while; that is no alarm, so no red.
            percent >= 80 ? 'bg-success' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function PersonCard({ title, person }: { title: string; person: Employee['manager'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {person ? (
          <Link
            to={`/employees/${person.id}`}
            className="flex items-center gap-3 rounded-md outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Avatar name={person.name} src={person.photoUrl ?? undefined} className="size-10" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{person.name}</span>
              <span className="block font-mono text-xs text-muted-foreground">{person.employeeCode}</span>
            </span>
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">Nobody: they report to no one.</p>
        )}
      </CardContent>
    </Card>
  );
}

function ContactCard({ employee }: { employee: Employee }) {
  const rows = [
    { Icon: Mail, label: 'Work email', value: employee.workEmail, href: `mailto:${employee.workEmail}` },
    {
      Icon: Mail,
      label: 'Personal email',
      value: employee.personalEmail,
      href: employee.personalEmail ? `mailto:${employee.personalEmail}` : undefined,
    },
    {
      Icon: Phone,
      label: 'Phone',
      value: employee.phone === undefined ? undefined : formatPhone(employee.phone),
      href: employee.phone ? phoneHref(employee.phone) : undefined,
    },
  ].filter((row) => row.value !== undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          {rows.map((row) => (
            <div key={row.label} className="flex items-start gap-3">
              <row.Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">{row.label}</dt>
                <dd className="text-sm break-all">
                  {row.value && row.href ? (
                    <a href={row.href} className="hover:underline">
                      {row.value}
                    </a>
                  ) : (
                    (row.value ?? <span className="text-muted-foreground">Not set</span>)
                  )}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function OverviewSection({ employee }: { employee: Employee }) {
  const stats = useEmployeeDashboardStats(employee.id);
  return (
    <div className="space-y-5">
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="space-y-2 p-4">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-6 w-24" />
            </Card>
          ))}
        </div>
      ) : stats.isError ? (
        <QueryError
          title="We could not load the figures"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              label="Tenure"
              value={tenureText(stats.data.tenure)}
              hint={employee.joinDate ? `Joined ${formatDate(employee.joinDate)}` : undefined}
            />
            <Stat label="Direct reports" value={formatNumber(stats.data.directReports)} />
            <Stat label="Team size" value={formatNumber(stats.data.teamSize)} hint="Everyone below them" />
            <Stat
              label="Documents"
              value={formatNumber(stats.data.documents.total)}
              hint={
                stats.data.documents.total > 0
                  ? `${stats.data.documents.verified} verified · ${stats.data.documents.pending} pending`
                  : undefined
              }
            />
          </div>
          <Card className="p-4">
            <Completeness percent={stats.data.profileCompleteness} />
          </Card>
        </>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <PersonCard title="Manager" person={employee.manager ?? null} />
        <ContactCard employee={employee} />
      </div>
    </div>
  );
}

export function JobSection({ employee }: { employee: Employee }) {
  const inactive = employee.status === 'inactive';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Job</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            { label: 'Employee code', value: employee.employeeCode },
            { label: 'Designation', value: employee.designation?.name },
            { label: 'Department', value: employee.department?.name },
            {
              label: 'Manager',
              value: employee.manager ? (
                <Link to={`/employees/${employee.manager.id}`} className="hover:underline">
                  {employee.manager.name}
                </Link>
              ) : null,
            },
            { label: 'Office', value: employee.office?.name },
            {
              label: 'Employment type',
              value: employee.employmentType ? EMPLOYMENT_TYPE_LABELS[employee.employmentType] : null,
            },
            { label: 'Join date', value: date(employee.joinDate) },
            { label: 'Probation ends', value: date(employee.probationEndDate) },
            {
              label: 'Status',
              value: employee.status ? (
                <EmployeeStatusBadge status={employee.status} joinDate={employee.joinDate} />
              ) : null,
            },
            {
              label: 'Direct reports',
              value:
                employee.directReportCount !== undefined ? formatNumber(employee.directReportCount) : null,
            },
            ...(inactive
              ? [
                  { label: 'Last working day', value: date(employee.exitDate) },
                  { label: 'Reason for leaving', value: employee.exitReason, wide: true },
                ]
              : []),
            ...(employee.account
              ? [
                  { label: 'Role', value: roleLabel(employee.account.role) },
                  {
                    label: 'Last sign-in',
                    value: employee.account.invitationPending
                      ? 'Invited, not signed in yet'
                      : employee.account.lastLoginAt
                        ? formatDateTime(employee.account.lastLoginAt)
                        : 'Never',
                  },
                ]
              : []),
          ]}
        />
      </CardContent>
    </Card>
  );
}

export function PersonalSection({
  employee,
  onEditOwn,
}: {
  employee: Employee;
  onEditOwn?: (() => void) | undefined;
}) {
  const contact = employee.emergencyContact;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Personal</CardTitle>
          {onEditOwn ? (
            <CardDescription>You can change your contact details and address.</CardDescription>
          ) : null}
        </div>
        {onEditOwn ? (
          <Button variant="outline" size="sm" onClick={onEditOwn}>
            <UserPen aria-hidden="true" />
            Edit my details
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {/* A manager's view carries the birthday without its year and none of the personal details. */}
        <DetailList
          items={
            employee.dateOfBirth === undefined
              ? [
                  { label: 'Phone', value: formatPhone(employee.phone) },
                  { label: 'Birthday', value: employee.birthday ? formatBirthday(employee.birthday) : null },
                  { label: 'Gender', value: employee.gender ? GENDER_LABELS[employee.gender] : null },
                ]
              : [
                  { label: 'Personal email', value: employee.personalEmail },
                  { label: 'Phone', value: formatPhone(employee.phone) },
                  { label: 'Date of birth', value: date(employee.dateOfBirth) },
                  { label: 'Gender', value: employee.gender ? GENDER_LABELS[employee.gender] : null },
                  { label: 'Address', value: addressText(employee.address), wide: true },
                  {
                    label: 'Emergency contact',
                    value: contact?.name
                      ? [
                          contact.name,
                          contact.relationship ? `(${contact.relationship})` : null,
                          formatPhone(contact.phone),
                        ]
                          .filter(Boolean)
                          .join(' ')
                      : null,
                    wide: true,
                  },
                ]
          }
        />
      </CardContent>
    </Card>
  );
}

export function StatutorySection({
  employee,
  onEditOwn,
}: {
  employee: Employee;
  onEditOwn?: (() => void) | undefined;
}) {
  const s = employee.statutory;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Statutory and bank</CardTitle>
          <CardDescription>Seen only by admin, HR and {onEditOwn ? 'you' : 'the employee'}.</CardDescription>
        </div>
        {onEditOwn ? (
          <Button variant="outline" size="sm" onClick={onEditOwn}>
            <UserPen aria-hidden="true" />
            Edit bank details
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            { label: 'PAN', value: code(s?.pan) },
            { label: 'UAN', value: code(s?.uan) },
            { label: 'ESIC number', value: code(s?.esicNumber) },
            { label: 'Bank', value: s?.bankName },
            { label: 'Account number', value: code(s?.bankAccountNumber) },
            { label: 'IFSC', value: code(s?.bankIfsc) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
