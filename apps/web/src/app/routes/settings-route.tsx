import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { SettingsPage } from '../../features/settings/pages/settings-page';

/** Settings for the signed-in person's role: features do not read each other's state, so the app hands it over. */
export function SettingsRoute() {
  const user = useCurrentUser();
  return <SettingsPage role={user.role} userId={user.id} />;
}
