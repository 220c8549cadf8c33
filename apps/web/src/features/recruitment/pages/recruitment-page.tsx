import { Briefcase } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function RecruitmentPage() {
  return (
    <ModuleUnavailable
      title="Recruitment"
      Icon={Briefcase}
      description="It will track open positions, candidates and interviews, from application to offer."
    />
  );
}
