import { UserCog } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function EmployeeSelfServicePage() {
  return (
    <ModuleUnavailable
      title="Self Service"
      Icon={UserCog}
      description="It will gather your own requests in one place: leave, attendance corrections, documents and personal details."
    />
  );
}
