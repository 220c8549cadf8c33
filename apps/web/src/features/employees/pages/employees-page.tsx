import { Users } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function EmployeesPage() {
  return (
    <ModuleUnavailable
      title="Employees"
      Icon={Users}
      description="It will hold the employee directory: profiles, job and contact details, documents, CSV imports and changes to many people at once."
    />
  );
}
