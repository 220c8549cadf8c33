import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { PayrollPage } from '../../features/payroll/pages/payroll-page';

/** Payroll for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function PayrollRoute() {
  const user = useCurrentUser();
  return <PayrollPage role={user.role} />;
}
