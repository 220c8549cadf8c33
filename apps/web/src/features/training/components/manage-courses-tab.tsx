/**
 * Every course, archived ones too, for admin and hr: add, change, archive or bring back, delete one
 * nobody ever enrolled in, and open a course to run its sessions and enrolments.
 */
import type { Course } from '@hrms/contracts/training';
import { BookOpenText, Eye, Pencil, Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { dataColumns } from '../../../components/data-table';
import { DeleteOrArchiveDialog } from '../../../components/delete-or-archive-dialog';
import { ArchivedFilter, ListHeader, ListSearch, usePagedSearch } from '../../../components/list-header';
import { actionsColumn, PagedTable, RowTitleButton } from '../../../components/paged-table';
import { RecordActions } from '../../../components/record-actions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { useStepBackWhenEmptied } from '../../../hooks/use-step-back-when-emptied';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { useUpdateCourse } from '../api/update-course';
import { DELIVERY_LABELS, formatDuration } from '../utils/training-format';
import { CourseFormDialog } from './course-form-dialog';
import { CourseManageDialog } from './course-manage-dialog';
import { ArchivedBadge, MandatoryBadge } from './training-badges';

export const MANAGE_PAGE_SIZE = 20;

type StatusFilter = '' | 'active' | 'archived';

function RowActions({
  course,
  onManage,
  onEdit,
  onView,
  onDelete,
}: {
  course: Course;
  onManage: (id: string) => void;
  onEdit: (course: Course) => void;
  onView: (id: string) => void;
  onDelete: (course: Course) => void;
}) {
  const update = useUpdateCourse();
  return (
    <RecordActions
      record={{ id: course.id, name: course.title, status: course.status }}
      noun="course"
      restoredMessage={`${course.title} is back in the catalogue`}
      update={update}
      onDelete={() => onDelete(course)}
      menuItems={
        <>
          <DropdownMenuItem onSelect={() => onEdit(course)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onView(course.id)}>
            <Eye aria-hidden="true" />
            View as a learner
          </DropdownMenuItem>
        </>
      }
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => onManage(course.id)}
        aria-label={`Manage ${course.title}`}
      >
        <Settings2 aria-hidden="true" />
        Manage
      </Button>
    </RecordActions>
  );
}

function CourseFigures({ course }: { course: Course }) {
  return (
    <>
      {course.delivery === 'sessions' ? `${course.upcomingSessions} upcoming · ` : ''}
      {course.enrolled} enrolled · {course.completed} completed
    </>
  );
}

export function ManageCoursesTab({ onView }: { onView: (id: string) => void }) {
  const { search, onSearch, debounced, page, setPage, refilter } = usePagedSearch();
  const [status, setStatus] = useState<StatusFilter>('');
  const [editing, setEditing] = useState<{ open: boolean; course: Course | null }>({
    open: false,
    course: null,
  });
  const [deleting, setDeleting] = useState<Course | null>(null);
  const remove = useDeleteCourse();
  const archive = useUpdateCourse();
  const [managing, setManaging] = useState<string | null>(null);
  const list = useCourses({ page, limit: MANAGE_PAGE_SIZE, search: debounced, status, mandatory: '' });
  const filtered = debounced !== '' || status !== '';
  useStepBackWhenEmptied(list, [page, setPage]);

  const actions = (course: Course) => (
    <RowActions
      course={course}
      onManage={setManaging}
      onEdit={(c) => setEditing({ open: true, course: c })}
      onView={onView}
      onDelete={setDeleting}
    />
  );

  const columns = dataColumns<Course>([
    {
      id: 'course',
      header: 'Course',
      cell: ({ row }) => (
        <>
          <RowTitleButton onClick={() => setManaging(row.original.id)}>{row.original.title}</RowTitleButton>
          {row.original.mandatory ? (
            <div className="mt-1">
              <MandatoryBadge />
            </div>
          ) : null}
        </>
      ),
      meta: { cellClassName: 'max-w-80' },
    },
    {
      id: 'delivery',
      header: 'Delivery',
      cell: ({ row }) => DELIVERY_LABELS[row.original.delivery],
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'duration',
      header: 'Duration',
      cell: ({ row }) => formatDuration(row.original.durationMinutes),
      meta: { className: 'text-right', cellClassName: 'whitespace-nowrap tabular-nums' },
    },
    {
      id: 'upcoming',
      header: 'Upcoming',
      cell: ({ row }) => (row.original.delivery === 'sessions' ? row.original.upcomingSessions : '—'),
      meta: { className: 'text-right', cellClassName: 'tabular-nums' },
    },
    {
      id: 'enrolled',
      header: 'Enrolled',
      cell: ({ row }) => row.original.enrolled,
      meta: { className: 'text-right', cellClassName: 'tabular-nums' },
    },
    {
      id: 'completed',
      header: 'Completed',
      cell: ({ row }) => row.original.completed,
      meta: { className: 'text-right', cellClassName: 'tabular-nums' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (row.original.status === 'archived' ? <ArchivedBadge /> : 'Active'),
    },
    actionsColumn(actions),
  ]);

  return (
    <Card className="overflow-hidden">
      <ListHeader
        title="Courses"
        description="Active courses are in everyone’s catalogue; archived ones are kept for the record."
      >
        <ListSearch
          label="Search all courses"
          placeholder="Search courses"
          value={search}
          onValueChange={onSearch}
          className="w-full sm:w-56"
        />
        <ArchivedFilter
          id="manage-course-status"
          value={status}
          onValueChange={refilter(setStatus)}
          className="sm:w-40"
        />
        <Button onClick={() => setEditing({ open: true, course: null })}>
          <Plus aria-hidden="true" />
          New course
        </Button>
      </ListHeader>
      <PagedTable
        list={list}
        failedTitle="We could not load the courses"
        empty={{
          filtered,
          Icon: BookOpenText,
          title: filtered ? 'No course matches' : 'No courses yet',
          hint: filtered
            ? 'Try other words or another status.'
            : 'Add the first course with “New course”; it goes straight into the catalogue.',
        }}
        paging={[page, setPage]}
        limit={MANAGE_PAGE_SIZE}
        pagesLabel="Pages of courses to manage"
        label="Courses to manage"
        columns={columns}
        rowKey={(course) => course.id}
        rowTestId="manage-course"
        card={(course) => (
          <>
            <div className="flex flex-wrap items-center gap-1.5">
              {course.status === 'archived' ? <ArchivedBadge /> : null}
              {course.mandatory ? <MandatoryBadge /> : null}
            </div>
            <p className="font-medium break-words">{course.title}</p>
            <p className="text-xs text-muted-foreground">
              {DELIVERY_LABELS[course.delivery]} · {formatDuration(course.durationMinutes)}
            </p>
            <p className="text-xs text-muted-foreground">
              <CourseFigures course={course} />
            </p>
            {actions(course)}
          </>
        )}
      />
      <CourseFormDialog
        open={editing.open}
        course={editing.course}
        onOpenChange={(open) => setEditing((prev) => ({ ...prev, open }))}
      />
      <DeleteOrArchiveDialog
        record={deleting && { id: deleting.id, name: deleting.title, status: deleting.status }}
        noun="course"
        description="The course and its sessions are removed for good. This cannot be undone."
        // Refused when someone once enrolled: the record is kept, so the course can only be archived.
        remove={remove}
        update={archive}
        onClose={() => setDeleting(null)}
      />
      <CourseManageDialog id={managing} onClose={() => setManaging(null)} />
    </Card>
  );
}
