import { CalendarHeart } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function HolidaysPage() {
  return (
    <ModuleUnavailable
      title="Holidays"
      Icon={CalendarHeart}
      description="It will show your office's holiday calendar and optional holidays and, for HR, holiday planning."
    />
  );
}
