import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { SalarySlipsPage } from '../../features/payroll/pages/salary-slips-page';

/** Salary slips for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function SalarySlipsRoute() {
  const user = useCurrentUser();
  return <SalarySlipsPage role={user.role} />;
}
