/** My training: the mandatory courses that apply to me, my enrolments, and the catalogue. */
import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { CourseCatalogue } from './course-catalogue';
import type { EnrolAbilities } from './course-detail-dialog';
import { MandatoryCard } from './mandatory-card';
import { MyEnrolments } from './my-enrolments';

export function MyTrainingTab({
  employeeId,
  can,
  onOpen,
}: {
  employeeId: string | null;
  can: EnrolAbilities;
  onOpen: (courseId: string) => void;
}) {
  return (
    <div className="space-y-5">
      {employeeId ? (
        <div className="grid gap-5 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
          <MandatoryCard employeeId={employeeId} onOpen={onOpen} />
          <MyEnrolments employeeId={employeeId} onOpen={onOpen} />
        </div>
      ) : (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>
            Your account has no employee record, so no course is assigned to you and you cannot enrol
            yourself.
            {can.others ? ' You can still enrol others from the catalogue.' : ''}
          </AlertDescription>
        </Alert>
      )}
      <CourseCatalogue can={can} onOpen={onOpen} />
    </div>
  );
}
