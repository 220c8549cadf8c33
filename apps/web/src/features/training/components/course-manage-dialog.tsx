/** One course as admin and hr run it: its sessions (a taught course) and everyone enrolled. */
import { RecordDialog, RecordDialogHeader } from '../../../components/record-dialog';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCourse } from '../api/get-course';
import { plural } from '../utils/training-format';
import { CourseEnrolmentsPanel } from './course-enrolments-panel';
import { SessionsPanel } from './sessions-panel';
import { CourseBadges } from './training-badges';

export function CourseManageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const course = useCourse(id);
  return (
    <RecordDialog
      id={id}
      onClose={onClose}
      query={course}
      noun="course"
      skeleton={
        <>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-20" />
          <Skeleton className="h-32" />
        </>
      }
      width="max-w-4xl"
      testId="course-manage"
      keepOpenOnOutsideClick
    >
      {(record) => (
        <>
          <RecordDialogHeader
            badges={<CourseBadges course={record} />}
            title={record.title}
            description={
              <>
                {plural(record.enrolled, 'person', 'people')} enrolled ·{' '}
                {plural(record.completed, 'completion', 'completions')}
              </>
            }
          />
          {record.delivery === 'sessions' ? (
            <>
              <SessionsPanel course={record} />
              <Separator />
            </>
          ) : null}
          <CourseEnrolmentsPanel course={record} />
        </>
      )}
    </RecordDialog>
  );
}
