import { Settings } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function SettingsPage() {
  return (
    <ModuleUnavailable
      title="Settings"
      Icon={Settings}
      description="It will hold company details, offices, security, notification, time-tracking and payroll settings."
    />
  );
}
