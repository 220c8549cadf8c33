import { FileText } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function DocumentManagementPage() {
  return (
    <ModuleUnavailable
      title="Documents"
      Icon={FileText}
      description="It will let you upload your documents and follow their verification by HR."
    />
  );
}
