import { AnnouncementsPage } from '../../features/announcements/pages/announcements-page';
import { useCurrentUser } from '../../features/auth/components/auth-provider';

/** Announcements for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function AnnouncementsRoute() {
  const user = useCurrentUser();
  return <AnnouncementsPage role={user.role} />;
}
