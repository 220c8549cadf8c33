import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { TimeTrackingPage } from '../../features/time-tracking/pages/time-tracking-page';

/** Time tracking for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function TimeTrackingRoute() {
  const user = useCurrentUser();
  return <TimeTrackingPage role={user.role} employeeId={user.employee?.id ?? null} />;
}
