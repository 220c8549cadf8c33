import { Receipt } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function SalarySlipsPage() {
  return (
    <ModuleUnavailable
      title="Salary Slips"
      Icon={Receipt}
      description="It will list your monthly salary slips to view and download and, for HR, every slip in the company."
    />
  );
}
