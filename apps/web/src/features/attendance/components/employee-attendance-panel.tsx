/**
 * The Attendance tab of a person's record: their shift, their month, its figures and its days in
 * full. The app puts it into the record (features do not import each other), and the shift's card
 * into it (the time-tracking feature's); their manager and hr may correct a day.
 */
import type { ReactNode } from 'react';
import { PersonAttendance } from './person-attendance';

export function EmployeeAttendancePanel({
  employeeId,
  canCorrect,
  shift,
}: {
  employeeId: string;
  canCorrect: boolean;
  /** The person's shift, above their month. */
  shift?: ReactNode;
}) {
  return (
    <div className="space-y-5">
      {shift}
      <PersonAttendance employeeId={employeeId} canCorrect={canCorrect} />
    </div>
  );
}
