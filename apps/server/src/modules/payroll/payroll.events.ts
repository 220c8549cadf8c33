/** The events the payroll module follows (decision 032). */
import type { EventHandlers } from '../../events/event-bus';
import type { PayrollRunsService } from './payroll-runs.service';

export function payrollEvents(runs: PayrollRunsService): EventHandlers {
  return {
    // Runs made for the merged department belong to the one it became.
    'department.merged': (tx, { fromId, intoId }) => runs.retargetDepartment(tx, fromId, intoId),
  };
}
