import { Network } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function OrganizationPage() {
  return (
    <ModuleUnavailable
      title="Organization Chart"
      Icon={Network}
      description="It will chart who reports to whom across departments and offices, with an export."
    />
  );
}
