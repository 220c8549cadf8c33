import { can } from '@hrms/contracts/roles';
import { EmployeeAttendancePanel } from '../../features/attendance/components/employee-attendance-panel';
import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { EmployeeDocumentsPanel } from '../../features/documents/components/employee-documents-panel';
import type {
  AttendanceTabRenderer,
  DocumentsTabRenderer,
  SalaryTabRenderer,
  TrainingTabRenderer,
} from '../../features/employees/pages/employee-detail-page';
import { EmployeesPage } from '../../features/employees/pages/employees-page';
import { EmployeeSalaryPanel } from '../../features/payroll/components/employee-salary-panel';
import { EmployeeShiftCard } from '../../features/time-tracking/components/employee-shift-card';
import { EmployeeTrainingPanel } from '../../features/training/components/employee-training-panel';

// Features do not import each other: the app puts the documents, attendance, payroll and training
// features' panels into the record's tabs, and the time-tracking feature's shift card into the
// attendance panel.
const documentsTab: DocumentsTabRenderer = ({ id, canManage, canUpload }) => (
  <EmployeeDocumentsPanel employeeId={id} canManage={canManage} canUpload={canUpload} />
);
const salaryTab: SalaryTabRenderer = ({ id }) => <EmployeeSalaryPanel employeeId={id} />;
const trainingTab: TrainingTabRenderer = ({ id }) => <EmployeeTrainingPanel employeeId={id} />;

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
  return (
    <EmployeesPage
      role={user.role}
      documentsTab={documentsTab}
      attendanceTab={attendanceTab}
      // Money is seen by admin, hr and the person only; managers and employees get no Salary tab.
      salaryTab={can(user.role, 'payroll:manage') ? salaryTab : undefined}
      trainingTab={trainingTab}
    />
  );
}
