/** Settings → Notifications: how each kind of news reaches people unless they choose otherwise. */
import { NotificationSettingsTable } from '../../../components/notification-settings-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function NotificationDefaultsSection({ canWrite }: { canWrite: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification defaults</CardTitle>
        <CardDescription>
          How each kind of news reaches people, in the app and by email, unless a person chooses otherwise in
          their profile. Email is signed with the company's name and logo. Mail about an account itself, such
          as a password reset link or an invitation, is always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NotificationSettingsTable scope="company" canWrite={canWrite} />
      </CardContent>
    </Card>
  );
}
