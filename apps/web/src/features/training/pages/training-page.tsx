import { GraduationCap } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function TrainingPage() {
  return (
    <ModuleUnavailable
      title="Training"
      Icon={GraduationCap}
      description="It will list the courses and learning plans assigned to you and your progress through them."
    />
  );
}
