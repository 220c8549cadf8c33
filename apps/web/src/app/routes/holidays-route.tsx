import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { HolidaysPage } from '../../features/holidays/pages/holidays-page';

/** Holidays for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function HolidaysRoute() {
  const user = useCurrentUser();
  return <HolidaysPage role={user.role} />;
}
