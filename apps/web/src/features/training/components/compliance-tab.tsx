/**
 * Who has completed the mandatory courses that apply to them (managers: their team; admin, hr:
 * everyone): the counts, the rows by course, department and status, and a way to enrol someone who
 * still has one to do.
 */
import { type ComplianceRow, ComplianceStatusSchema } from '@hrms/contracts/training';
import { SearchX, ShieldCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dataColumns } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FigureTile } from '../../../components/figure-tile';
import { PagedList } from '../../../components/list-states';
import { DepartmentSelect } from '../../../components/org-selects';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCompliance } from '../api/get-compliance';
import { useCourses } from '../api/get-courses';
import { COMPLIANCE_STATUS_LABELS } from '../utils/training-format';
import { EnrolDialog, type EnrolTarget } from './enrol-dialog';
import { ComplianceStatusBadge } from './training-badges';

export const COMPLIANCE_PAGE_SIZE = 20;

function dueLine(row: ComplianceRow): string {
  if (row.status === 'completed' && row.completedAt)
    return `Completed ${formatDate(new Date(row.completedAt))}`;
  return `Due ${formatDate(row.dueOn)}`;
}

function EnrolAction({ row, onEnrol }: { row: ComplianceRow; onEnrol: (target: EnrolTarget) => void }) {
  if (row.status === 'completed') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Enrol ${row.employee.name} in ${row.course.title}`}
      onClick={() =>
        onEnrol({
          courseId: row.course.id,
          courseTitle: row.course.title,
          forSomeoneElse: true,
          person: {
            id: row.employee.id,
            name: row.employee.name,
            detail: row.employee.department ?? '',
            photoUrl: null,
          },
        })
      }
    >
      <UserPlus aria-hidden="true" />
      Enrol
    </Button>
  );
}

export function ComplianceTab({ onOpen }: { onOpen: (courseId: string) => void }) {
  const [courseId, setCourseId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [enrolling, setEnrolling] = useState<EnrolTarget | null>(null);
  const courses = useCourses({ page: 1, limit: 100, search: '', status: '', mandatory: 'true' });
  const list = useCompliance({
    page,
    limit: COMPLIANCE_PAGE_SIZE,
    courseId: courseId || undefined,
    departmentId: departmentId || undefined,
    status: status || undefined,
  });
  const filtered = courseId !== '' || departmentId !== '' || status !== '';
  const summary = list.data?.summary;
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  const columns = dataColumns<ComplianceRow>([
    {
      id: 'person',
      header: 'Person',
      cell: ({ row }) => row.original.employee.name,
      meta: { cellClassName: 'font-medium' },
    },
    {
      id: 'department',
      header: 'Department',
      cell: ({ row }) => row.original.employee.department ?? '—',
      meta: { cellClassName: 'text-muted-foreground' },
    },
    {
      id: 'course',
      header: 'Course',
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original.course.id)}
          className="text-left break-words outline-none hover:underline focus-visible:underline"
        >
          {row.original.course.title}
        </button>
      ),
      meta: { cellClassName: 'max-w-64' },
    },
    {
      id: 'due',
      header: 'Due on',
      cell: ({ row }) => formatDate(row.original.dueOn),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <ComplianceStatusBadge status={row.original.status} />,
    },
    {
      id: 'completed',
      header: 'Completed',
      cell: ({ row }) => (row.original.completedAt ? formatDate(new Date(row.original.completedAt)) : '—'),
      meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <EnrolAction row={row.original} onEnrol={setEnrolling} />,
      meta: { className: 'text-right' },
    },
  ]);

  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="Compliance in numbers">
        {summary ? (
          <>
            <FigureTile label="Completed" value={formatNumber(summary.completed)}>
              Done within the rules
            </FigureTile>
            <FigureTile label="Due" value={formatNumber(summary.due)}>
              Still within their time
            </FigureTile>
            <FigureTile
              label="Overdue"
              value={formatNumber(summary.overdue)}
              className={cn(summary.overdue > 0 && 'border-destructive/40')}
            >
              Past their due date
            </FigureTile>
          </>
        ) : (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-20" />)
        )}
      </dl>
      <Card className="overflow-hidden">
        <div className="grid gap-3 p-4 sm:grid-cols-3 sm:p-5">
          <div className="grid gap-1.5">
            <Label htmlFor="compliance-course">Course</Label>
            <NativeSelect
              id="compliance-course"
              value={courseId}
              onChange={(e) => filter(setCourseId)(e.target.value)}
            >
              <option value="">Every mandatory course</option>
              {(courses.data?.items ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="compliance-department">Department</Label>
            <DepartmentSelect
              id="compliance-department"
              value={departmentId}
              onValueChange={filter(setDepartmentId)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="compliance-status">Status</Label>
            <NativeSelect
              id="compliance-status"
              value={status}
              onChange={(e) => filter(setStatus)(e.target.value)}
            >
              <option value="">Every status</option>
              {ComplianceStatusSchema.options.map((s) => (
                <option key={s} value={s}>
                  {COMPLIANCE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <PagedList
          list={list}
          failedTitle="We could not load compliance"
          empty={
            <EmptyState
              Icon={filtered ? SearchX : ShieldCheck}
              title={filtered ? 'Nobody matches these filters' : 'No mandatory training to follow'}
              className="border-t py-12"
            >
              {filtered
                ? 'Choose another course, department or status.'
                : 'When a course is made mandatory, each person it applies to shows here with their due date.'}
            </EmptyState>
          }
          paging={[page, setPage]}
          limit={COMPLIANCE_PAGE_SIZE}
          pagesLabel="Pages of compliance"
        >
          {(items) => (
            <DataTable
              label="Compliance"
              rows={items}
              columns={columns}
              rowKey={(row) => `${row.employee.id}-${row.course.id}`}
              rowTestId="compliance-row"
              card={(row) => (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{row.employee.name}</p>
                      {row.employee.department ? (
                        <p className="text-xs text-muted-foreground">{row.employee.department}</p>
                      ) : null}
                    </div>
                    <ComplianceStatusBadge status={row.status} />
                  </div>
                  <button
                    type="button"
                    onClick={() => onOpen(row.course.id)}
                    className="text-left text-sm break-words outline-none hover:underline focus-visible:underline"
                  >
                    {row.course.title}
                  </button>
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-xs text-muted-foreground">{dueLine(row)}</p>
                    <EnrolAction row={row} onEnrol={setEnrolling} />
                  </div>
                </>
              )}
            />
          )}
        </PagedList>
      </Card>
      <EnrolDialog target={enrolling} onClose={() => setEnrolling(null)} />
    </div>
  );
}
