/**
 * The Attendance tab of a person's record: their month, its figures and its days in full. The app
 * puts it into the record (features do not import each other); their manager and hr may correct a day.
 */
import { PersonAttendance } from './person-attendance';

export function EmployeeAttendancePanel({
  employeeId,
  canCorrect,
}: {
  employeeId: string;
  canCorrect: boolean;
}) {
  return <PersonAttendance employeeId={employeeId} canCorrect={canCorrect} />;
}
