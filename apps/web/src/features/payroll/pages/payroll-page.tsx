import { Calculator } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function PayrollPage() {
  return (
    <ModuleUnavailable
      title="Payroll"
      Icon={Calculator}
      description="It will hold salary configuration and the monthly payroll runs that generate, calculate and finalise salary slips."
    />
  );
}
