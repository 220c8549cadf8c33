import { AttendancePage } from '../../features/attendance/pages/attendance-page';
import { useCurrentUser } from '../../features/auth/components/auth-provider';

/** Attendance for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function AttendanceRoute() {
  const user = useCurrentUser();
  return <AttendancePage role={user.role} employeeId={user.employee?.id ?? null} />;
}
