import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { RecruitmentPage } from '../../features/recruitment/pages/recruitment-page';

/** Recruitment for the signed-in person: their role picks the tabs, their record their panels and openings. */
export function RecruitmentRoute() {
  const user = useCurrentUser();
  return <RecruitmentPage viewer={{ role: user.role, employeeId: user.employee?.id ?? null }} />;
}
