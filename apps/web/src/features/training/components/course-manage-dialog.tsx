/** One course as admin and hr run it: its sessions (a taught course) and everyone enrolled. */
import { QueryDialogBody } from '../../../components/query-dialog-body';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
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
        <QueryDialogBody
          query={course}
          noun="course"
          skeleton={
            <>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-20" />
              <Skeleton className="h-32" />
            </>
          }
        >
          {(record) => (
            <>
              <DialogHeader>
                <div className="flex flex-wrap items-center gap-1.5">
                  {record.status === 'archived' ? <ArchivedBadge /> : null}
                  {record.mandatory ? <MandatoryBadge /> : null}
                  <DeliveryBadge delivery={record.delivery} />
                  <DurationBadge minutes={record.durationMinutes} />
                </div>
                <DialogTitle className="text-xl break-words">{record.title}</DialogTitle>
                <DialogDescription>
                  {plural(record.enrolled, 'person', 'people')} enrolled ·{' '}
                  {plural(record.completed, 'completion', 'completions')}
                </DialogDescription>
              </DialogHeader>
              {record.delivery === 'sessions' ? (
                <>
                  <SessionsPanel course={record} />
                  <Separator />
                </>
              ) : null}
              <CourseEnrolmentsPanel course={record} />
            </>
          )}
        </QueryDialogBody>
      </DialogContent>
    </Dialog>
  );
}
