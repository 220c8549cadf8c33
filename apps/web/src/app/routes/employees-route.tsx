import { EmployeeAttendancePanel } from '../../features/attendance/components/employee-attendance-panel';
import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { EmployeeDocumentsPanel } from '../../features/documents/components/employee-documents-panel';
import type {
  AttendanceTabRenderer,
  DocumentsTabRenderer,
} from '../../features/employees/pages/employee-detail-page';
import { EmployeesPage } from '../../features/employees/pages/employees-page';

// Features do not import each other: the app puts the documents and attendance features' panels into
// the record's tabs.
const documentsTab: DocumentsTabRenderer = ({ id, canManage, canUpload }) => (
  <EmployeeDocumentsPanel employeeId={id} canManage={canManage} canUpload={canUpload} />
);

const attendanceTab: AttendanceTabRenderer = ({ id, canCorrect }) => (
  <EmployeeAttendancePanel employeeId={id} canCorrect={canCorrect} />
);

/** /employees/* for the signed-in person's role. */
export function EmployeesRoute() {
  const user = useCurrentUser();
  return <EmployeesPage role={user.role} documentsTab={documentsTab} attendanceTab={attendanceTab} />;
}
