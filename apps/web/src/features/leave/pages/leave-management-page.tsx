import { CalendarDays } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function LeaveManagementPage() {
  return (
    <ModuleUnavailable
      title="Leave Management"
      Icon={CalendarDays}
      description="It will let you request leave, see your balance and the team calendar, and approve requests from your team."
    />
  );
}
