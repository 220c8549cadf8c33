import { Megaphone } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function AnnouncementsPage() {
  return (
    <ModuleUnavailable
      title="Announcements"
      Icon={Megaphone}
      description="It will carry company news published by HR for everyone to read."
    />
  );
}
