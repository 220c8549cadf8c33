/**
 * Everything under /employees: the list, a record, and the create and edit forms. The app hands in
 * who is looking (features do not read each other's state) and the Documents, Attendance and
 * Salary tabs' content.
 */
import { can, type Role } from '@hrms/contracts/roles';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Card } from '../../../components/ui/card';
import {
  type AttendanceTabRenderer,
  type DocumentsTabRenderer,
  EmployeeDetailPage,
  type SalaryTabRenderer,
  type TrainingTabRenderer,
} from './employee-detail-page';
import { EmployeeCreatePage, EmployeeEditPage } from './employee-form-page';
import { EmployeeListPage } from './employee-list-page';

function WriteOnly({ role, children }: { role: Role; children: ReactNode }) {
  if (can(role, 'employees:write')) return children;
  return (
    <Card className="mx-auto max-w-xl">
      <EmptyState Icon={Lock} title="Only HR can add or change employees" className="py-14" />
    </Card>
  );
}

export function EmployeesPage({
  role,
  documentsTab,
  attendanceTab,
  salaryTab,
  trainingTab,
}: {
  role: Role;
  documentsTab?: DocumentsTabRenderer | undefined;
  attendanceTab?: AttendanceTabRenderer | undefined;
  /** Only for those who keep salaries (admin, hr). */
  salaryTab?: SalaryTabRenderer | undefined;
  trainingTab?: TrainingTabRenderer | undefined;
}) {
  return (
    <Routes>
      <Route index element={<EmployeeListPage role={role} />} />
      <Route
        path="new"
        element={
          <WriteOnly role={role}>
            <EmployeeCreatePage viewerRole={role} />
          </WriteOnly>
        }
      />
      <Route
        path=":id"
        element={
          <EmployeeDetailPage
            documentsTab={documentsTab}
            attendanceTab={attendanceTab}
            salaryTab={salaryTab}
            trainingTab={trainingTab}
          />
        }
      />
      <Route path=":id/edit" element={<EmployeeEditPage viewerRole={role} />} />
      <Route path="*" element={<Navigate to="/employees" replace />} />
    </Routes>
  );
}
