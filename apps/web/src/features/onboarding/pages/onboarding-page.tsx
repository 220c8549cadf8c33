import { UserPlus } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';

export function OnboardingPage() {
  return (
    <ModuleUnavailable
      title="Onboarding"
      Icon={UserPlus}
      description="It will guide new joiners from offer letter to their first day with checklists."
    />
  );
}
