import { ChartColumn } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function ReportsPage() {
  return (
    <ModuleUnavailable
      title="Reports"
      Icon={ChartColumn}
      description="It will bring attendance, leave, payroll and time reports, with trends and exports."
    />
  );
}
