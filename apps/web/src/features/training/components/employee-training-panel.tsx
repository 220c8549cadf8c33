/**
 * The Training tab of a person's record: the mandatory courses that apply to them with their due
 * dates, and every course they enrolled in with its outcome. The app puts it into the record
 * (features do not import each other); the server keeps it to those who may see the person.
 */
import { GraduationCap, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading } from '../../../components/list-states';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useCompliance } from '../api/get-compliance';
import { useEnrolments } from '../api/get-enrolments';
import { formatSessionTime, plural } from '../utils/training-format';
import { ComplianceStatusBadge, EnrolmentStatusBadge } from './training-badges';

/** Enough for every mandatory course and every enrolment a person could have. */
const LIMIT = 100;

export function EmployeeTrainingPanel({ employeeId }: { employeeId: string }) {
  const mandatory = useCompliance({ page: 1, limit: LIMIT, employeeId });
  const enrolments = useEnrolments({ page: 1, limit: LIMIT, employeeId });
  const summary = mandatory.data?.summary;
  return (
    <div className="grid gap-5 xl:grid-cols-2 xl:items-start">
      <Card className="overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>Mandatory training</CardTitle>
          <CardDescription>
            {summary && mandatory.data?.total
              ? `${summary.completed} of ${plural(mandatory.data.total, 'course', 'courses')} completed${summary.overdue ? `, ${summary.overdue} overdue` : ''}.`
              : 'The courses the company asks this person to complete, and by when.'}
          </CardDescription>
        </CardHeader>
        {mandatory.isError ? (
          <ListFailed
            title="We could not load the mandatory courses"
            query={mandatory}
            className="pt-0 sm:pt-0"
          />
        ) : !mandatory.data ? (
          <ListLoading rows={2} className="pt-0 sm:pt-0" />
        ) : mandatory.data.items.length === 0 ? (
          <EmptyState Icon={ShieldCheck} title="Nothing mandatory">
            No mandatory course applies to this person’s department and role.
          </EmptyState>
        ) : (
          <ul aria-label="Mandatory training" className="divide-y border-t">
            {mandatory.data.items.map((row) => (
              <li
                key={row.course.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-5"
              >
                <div className="min-w-0 space-y-0.5">
                  <Link
                    to={`/training?course=${row.course.id}`}
                    className="font-medium break-words hover:underline"
                  >
                    {row.course.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {row.status === 'completed' && row.completedAt
                      ? `Completed on ${formatDate(new Date(row.completedAt))}`
                      : `Due on ${formatDate(row.dueOn)}`}
                  </p>
                </div>
                <ComplianceStatusBadge status={row.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>Courses taken</CardTitle>
          <CardDescription>Every enrolment, with its session and outcome.</CardDescription>
        </CardHeader>
        {enrolments.isError ? (
          <ListFailed title="We could not load the enrolments" query={enrolments} className="pt-0 sm:pt-0" />
        ) : !enrolments.data ? (
          <ListLoading rows={3} className="pt-0 sm:pt-0" />
        ) : enrolments.data.items.length === 0 ? (
          <EmptyState Icon={GraduationCap} title="No course taken yet">
            Courses this person enrols in, or is enrolled in, show here.
          </EmptyState>
        ) : (
          <ul aria-label="Courses taken" className="divide-y border-t">
            {enrolments.data.items.map((enrolment) => (
              <li
                key={enrolment.id}
                data-testid="employee-enrolment"
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-5"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium break-words">{enrolment.courseTitle}</p>
                  <p className="text-xs text-muted-foreground">
                    {enrolment.sessionStartsAt
                      ? formatSessionTime(enrolment.sessionStartsAt, null, enrolment.sessionTimeZone)
                      : 'Self-paced'}
                    {enrolment.completedAt
                      ? ` · completed ${formatDate(new Date(enrolment.completedAt))}`
                      : ''}
                    {enrolment.score !== null ? ` · score ${enrolment.score}` : ''}
                  </p>
                </div>
                <EnrolmentStatusBadge
                  status={enrolment.status}
                  waitlistPosition={enrolment.waitlistPosition}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
