import type { Role } from '@hrms/contracts/roles';

/** The signed-in person's role and record, handed over by the app (features do not read auth). */
export interface RecruitmentViewer {
  role: Role;
  employeeId: string | null;
}
