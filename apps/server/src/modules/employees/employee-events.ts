/**
 * `employee-update`: admin and hr, the people a change concerns and their managers up the line hear
 * of it, so every open page of the record refreshes. The event carries no message: what a person
 * should be told is a stored notification (docs/decisions/011).
 */
import { EMPLOYEE_UPDATE_EVENT } from '@hrms/contracts/employees';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import type { EmployeesServiceDeps } from './employees-deps';

/** The roles that see every record and hear of every change to one. */
export const WRITER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'employees:write'));

export class EmployeeEvents {
  constructor(private readonly deps: Pick<EmployeesServiceDeps, 'access' | 'realtime' | 'clock'>) {}

  /** `employee-update` to admin and hr, the people concerned and their managers up the line. */
  async announce(employeeIds: string[], type: UpdatePayload['type']) {
    const users = await this.deps.access.followersOf(employeeIds);
    this.emit(users, { id: employeeIds.length === 1 ? employeeIds[0]! : 'import', type });
  }

  emit(users: string[], payload: Omit<UpdatePayload, 'timestamp' | 'message'>): void {
    this.deps.realtime.emitTo({ users, roles: WRITER_ROLES }, EMPLOYEE_UPDATE_EVENT, {
      ...payload,
      timestamp: this.deps.clock.now().toISOString(),
    } satisfies UpdatePayload);
  }
}
