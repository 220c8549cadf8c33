import { Clock } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function TimeTrackingPage() {
  return (
    <ModuleUnavailable
      title="Time Tracking"
      Icon={Clock}
      description="It will let you clock in and out, take breaks and see your daily, weekly and monthly hours."
    />
  );
}
