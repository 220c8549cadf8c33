import { EmployeeAttendancePanel } from '../../features/attendance/components/employee-attendance-panel';
import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { EmployeeDocumentsPanel } from '../../features/documents/components/employee-documents-panel';
import type {
  AttendanceTabRenderer,
  DocumentsTabRenderer,
} from '../../features/employees/pages/employee-detail-page';
import { EmployeesPage } from '../../features/employees/pages/employees-page';
import { EmployeeShiftCard } from '../../features/time-tracking/components/employee-shift-card';

// Features do not import each other: the app puts the documents and attendance features' panels into
// the record's tabs, and the time-tracking feature's shift card into the attendance panel.
const documentsTab: DocumentsTabRenderer = ({ id, canManage, canUpload }) => (
  <EmployeeDocumentsPanel employeeId={id} canManage={canManage} canUpload={canUpload} />
);

/** /employees/* for the signed-in person's role. */
export function EmployeesRoute() {
  const user = useCurrentUser();
  const attendanceTab: AttendanceTabRenderer = ({ id, canCorrect }) => (
    <EmployeeAttendancePanel
      employeeId={id}
      canCorrect={canCorrect}
      shift={<EmployeeShiftCard employeeId={id} role={user.role} />}
    />
  );
  return <EmployeesPage role={user.role} documentsTab={documentsTab} attendanceTab={attendanceTab} />;
}
