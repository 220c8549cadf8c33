import { employeeScope } from '@hrms/contracts/roles';
import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { ReportsPage } from '../../features/reports/pages/reports-page';

/** Reports for the signed-in person's role: hr and admin read the company, a manager their team. */
export function ReportsRoute() {
  const user = useCurrentUser();
  return <ReportsPage wide={employeeScope(user.role) === 'all'} />;
}
