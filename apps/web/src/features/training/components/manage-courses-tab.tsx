/**
 * Every course, archived ones too, for admin and hr: add, change, archive or bring back, delete one
 * nobody ever enrolled in, and open a course to run its sessions and enrolments.
 */
import type { Course } from '@hrms/contracts/training';
import {
  Archive,
  ArchiveRestore,
  BookOpenText,
  Ellipsis,
  Eye,
  Pencil,
  Plus,
  SearchX,
  Settings2,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { NARROW_SCREEN, useMediaQuery } from '../../../hooks/use-media-query';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
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
  const archived = course.status === 'archived';
  const setStatus = () =>
    update.mutate(
      { id: course.id, body: { status: archived ? 'active' : 'archived' } },
      {
        onSuccess: () =>
          toast.success(
            archived ? `${course.title} is back in the catalogue` : `${course.title} was archived`,
          ),
        onError: (error) =>
          toast.error(archived ? 'The course could not be restored' : 'The course could not be archived', {
            description: error.message,
            duration: 6000,
          }),
      },
    );
  return (
    <div className="flex items-center justify-end gap-2">
      {update.isPending ? <Spinner label="Saving" /> : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onManage(course.id)}
        aria-label={`Manage ${course.title}`}
      >
        <Settings2 aria-hidden="true" />
        Manage
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${course.title}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onEdit(course)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onView(course.id)}>
            <Eye aria-hidden="true" />
            View as a learner
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={setStatus} disabled={update.isPending}>
            {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {archived ? 'Restore' : 'Archive'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(course)}>
            <Trash2 aria-hidden="true" />
            Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function DeleteCourseDialog({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const remove = useDeleteCourse();
  const archive = useUpdateCourse();
  // Someone once enrolled: the record is kept, so the course can only be archived.
  const refused = isApiError(remove.error) && remove.error.status === 409;
  const close = () => {
    remove.reset();
    archive.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Delete ${course?.title ?? 'this course'}?`}
      description="The course and its sessions are removed for good. This cannot be undone."
      error={remove.isError ? remove.error.message : archive.isError ? archive.error.message : null}
      pending={remove.isPending || archive.isPending}
      confirmLabel="Delete course"
      onConfirm={() => {
        if (!course) return;
        remove.mutate(course.id, {
          onSuccess: () => {
            toast.success(`${course.title} was deleted`);
            close();
          },
        });
      }}
      action={
        refused && course && course.status === 'active' ? (
          <Button
            disabled={archive.isPending}
            onClick={() =>
              archive.mutate(
                { id: course.id, body: { status: 'archived' } },
                {
                  onSuccess: () => {
                    toast.success(`${course.title} was archived`);
                    close();
                  },
                },
              )
            }
          >
            {archive.isPending ? <Spinner /> : <Archive aria-hidden="true" />}
            Archive instead
          </Button>
        ) : undefined
      }
    />
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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ open: boolean; course: Course | null }>({
    open: false,
    course: null,
  });
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [managing, setManaging] = useState<string | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useCourses({ page, limit: MANAGE_PAGE_SIZE, search: debounced, status, mandatory: '' });
  const filtered = debounced !== '' || status !== '';

  // A page emptied by deleting its last row shows the one before it.
  const emptiedPage = list.data !== undefined && list.data.items.length === 0 && page > 1 && !list.isFetching;
  useEffect(() => {
    if (emptiedPage) setPage((p) => Math.max(1, p - 1));
  }, [emptiedPage]);

  const actions = (course: Course) => (
    <RowActions
      course={course}
      onManage={setManaging}
      onEdit={(c) => setEditing({ open: true, course: c })}
      onView={onView}
      onDelete={setDeleting}
    />
  );

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <h2 className="text-base font-semibold">Courses</h2>
          <p className="text-sm text-muted-foreground">
            Active courses are in everyone’s catalogue; archived ones are kept for the record.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchInput
            type="search"
            aria-label="Search all courses"
            placeholder="Search courses"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="w-full sm:w-56"
          />
          <Label htmlFor="manage-course-status" className="sr-only">
            Status
          </Label>
          <NativeSelect
            id="manage-course-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
            className="sm:w-40"
          >
            <option value="">Every status</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </NativeSelect>
          <Button onClick={() => setEditing({ open: true, course: null })}>
            <Plus aria-hidden="true" />
            New course
          </Button>
        </div>
      </div>
      {list.isError ? (
        <ListFailed title="We could not load the courses" query={list} className="pt-0 sm:pt-0" />
      ) : !list.data ? (
        <ListLoading rows={4} className="pt-0 sm:pt-0" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={filtered ? SearchX : BookOpenText}
          title={filtered ? 'No course matches' : 'No courses yet'}
          className="border-t py-12"
        >
          {filtered
            ? 'Try other words or another status.'
            : 'Add the first course with “New course”; it goes straight into the catalogue.'}
        </EmptyState>
      ) : (
        <div className={cn('border-t', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {narrow ? (
            <ul aria-label="Courses to manage" className="divide-y">
              {list.data.items.map((course) => (
                <li key={course.id} data-testid="manage-course" className="space-y-2 px-4 py-3">
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
                </li>
              ))}
            </ul>
          ) : (
            <Table aria-label="Courses to manage">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Course</TableHead>
                  <TableHead>Delivery</TableHead>
                  <TableHead className="text-right">Duration</TableHead>
                  <TableHead className="text-right">Upcoming</TableHead>
                  <TableHead className="text-right">Enrolled</TableHead>
                  <TableHead className="text-right">Completed</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((course) => (
                  <TableRow key={course.id} data-testid="manage-course">
                    <TableCell className="max-w-80">
                      <button
                        type="button"
                        onClick={() => setManaging(course.id)}
                        className="text-left font-medium break-words outline-none hover:underline focus-visible:underline"
                      >
                        {course.title}
                      </button>
                      {course.mandatory ? (
                        <div className="mt-1">
                          <MandatoryBadge />
                        </div>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{DELIVERY_LABELS[course.delivery]}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {formatDuration(course.durationMinutes)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {course.delivery === 'sessions' ? course.upcomingSessions : '—'}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{course.enrolled}</TableCell>
                    <TableCell className="text-right tabular-nums">{course.completed}</TableCell>
                    <TableCell>{course.status === 'archived' ? <ArchivedBadge /> : 'Active'}</TableCell>
                    <TableCell>{actions(course)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {list.data.total > MANAGE_PAGE_SIZE ? (
            <ListPages
              paging={[page, setPage]}
              limit={MANAGE_PAGE_SIZE}
              list={list}
              label="Pages of courses to manage"
            />
          ) : null}
        </div>
      )}
      <CourseFormDialog
        open={editing.open}
        course={editing.course}
        onOpenChange={(open) => setEditing((prev) => ({ ...prev, open }))}
      />
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
      <CourseManageDialog id={managing} onClose={() => setManaging(null)} />
    </Card>
  );
}
