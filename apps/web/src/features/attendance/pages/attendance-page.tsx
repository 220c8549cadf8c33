import { CalendarCheck } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function AttendancePage() {
  return (
    <ModuleUnavailable
      title="Attendance"
      Icon={CalendarCheck}
      description="It will show your days at work on a calendar (present, late, on leave, holidays) and, for managers and HR, the team's records and corrections."
    />
  );
}
