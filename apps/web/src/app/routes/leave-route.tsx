import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { LeaveManagementPage } from '../../features/leave/pages/leave-management-page';

/** Leave for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function LeaveRoute() {
  const user = useCurrentUser();
  return <LeaveManagementPage role={user.role} employeeId={user.employee?.id ?? null} />;
}
