import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { TrainingPage } from '../../features/training/pages/training-page';

/** Training for the signed-in person: their role picks the tabs, their record is "mine". */
export function TrainingRoute() {
  const user = useCurrentUser();
  return <TrainingPage viewer={{ role: user.role, employeeId: user.employee?.id ?? null }} />;
}
