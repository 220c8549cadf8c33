/** One course as admin and hr run it: its sessions (a taught course) and everyone enrolled. */
import { QueryError } from '../../../components/query-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useCourse } from '../api/get-course';
import { plural } from '../utils/training-format';
import { CourseEnrolmentsPanel } from './course-enrolments-panel';
import { SessionsPanel } from './sessions-panel';
import { ArchivedBadge, DeliveryBadge, DurationBadge, MandatoryBadge } from './training-badges';

export function CourseManageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const course = useCourse(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-4xl gap-5 sm:p-8"
        data-testid="course-manage"
        onInteractOutside={(e) => e.preventDefault()}
      >
        {course.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <DialogTitle className="sr-only">Loading the course</DialogTitle>
            <DialogDescription className="sr-only">Please wait</DialogDescription>
            <Spinner label="Loading the course" className="sr-only" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-20" />
            <Skeleton className="h-32" />
          </div>
        ) : course.isError ? (
          <>
            <DialogTitle>Course</DialogTitle>
            <DialogDescription className="sr-only">The course could not be loaded</DialogDescription>
            <QueryError
              title="We could not load this course"
              error={course.error}
              onRetry={() => void course.refetch()}
              retrying={course.isFetching}
            />
          </>
        ) : (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-1.5">
                {course.data.status === 'archived' ? <ArchivedBadge /> : null}
                {course.data.mandatory ? <MandatoryBadge /> : null}
                <DeliveryBadge delivery={course.data.delivery} />
                <DurationBadge minutes={course.data.durationMinutes} />
              </div>
              <DialogTitle className="text-xl break-words">{course.data.title}</DialogTitle>
              <DialogDescription>
                {plural(course.data.enrolled, 'person', 'people')} enrolled ·{' '}
                {plural(course.data.completed, 'completion', 'completions')}
              </DialogDescription>
            </DialogHeader>
            {course.data.delivery === 'sessions' ? (
              <>
                <SessionsPanel course={course.data} />
                <Separator />
              </>
            ) : null}
            <CourseEnrolmentsPanel course={course.data} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
