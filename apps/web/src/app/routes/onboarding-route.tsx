import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { OnboardingPage } from '../../features/onboarding/pages/onboarding-page';

/** Onboarding for the signed-in person: their role picks the tabs, their record marks their own documents. */
export function OnboardingRoute() {
  const user = useCurrentUser();
  return <OnboardingPage viewer={{ role: user.role, employeeId: user.employee?.id ?? null }} />;
}
