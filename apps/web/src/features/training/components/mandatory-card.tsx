/** The mandatory courses that apply to the viewer, overdue first, with when each is due. */
import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading } from '../../../components/list-states';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useCompliance } from '../api/get-compliance';
import { plural } from '../utils/training-format';
import { ComplianceStatusBadge } from './training-badges';

/** Enough for every mandatory course a person could have. */
const LIMIT = 100;

export function MandatoryCard({
  employeeId,
  onOpen,
}: {
  employeeId: string;
  onOpen: (courseId: string) => void;
}) {
  const list = useCompliance({ page: 1, limit: LIMIT, employeeId });
  const summary = list.data?.summary;
  const open = summary ? summary.due + summary.overdue : 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4">
        <CardTitle>Mandatory for you</CardTitle>
        <CardDescription>
          {summary && open > 0
            ? `${plural(open, 'course', 'courses')} to complete${summary.overdue > 0 ? `, ${summary.overdue} overdue` : ''}.`
            : 'Courses the company asks you to complete, and by when.'}
        </CardDescription>
      </CardHeader>
      {list.isError ? (
        <ListFailed title="We could not load your mandatory courses" query={list} className="pt-0 sm:pt-0" />
      ) : !list.data ? (
        <ListLoading rows={2} className="pt-0 sm:pt-0" />
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={ShieldCheck} title="Nothing mandatory for you">
          When a course is made mandatory for your role or department, it shows here with its due date.
        </EmptyState>
      ) : (
        <ul aria-label="Mandatory for you" className="divide-y border-t">
          {list.data.items.map((row) => (
            <li
              key={row.course.id}
              data-testid="mandatory-course"
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 px-4 py-3 sm:px-5"
            >
              <div className="min-w-0 space-y-0.5">
                <button
                  type="button"
                  onClick={() => onOpen(row.course.id)}
                  className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
                >
                  {row.course.title}
                </button>
                <p className="text-xs text-muted-foreground">
                  {row.status === 'completed' && row.completedAt
                    ? `Completed on ${formatDate(new Date(row.completedAt))}`
                    : `${row.status === 'overdue' ? 'Was due' : 'Due'} on ${formatDate(row.dueOn)}`}
                </p>
              </div>
              <ComplianceStatusBadge status={row.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
