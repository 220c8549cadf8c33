/**
 * Which leave may be encashed when someone leaves: paid leave whose type allows it, up to the type's
 * cap, from the person's available balance. Full and final settlement (payroll) asks this.
 */
import type { Actor } from '../../lib/access';
import type { LeaveService } from './leave.service';
import type { LeaveBalancesService } from './leave-balances.service';

export interface EncashableLeave {
  code: string;
  name: string;
  days: number;
}

export function leaveEncashment(types: LeaveService, balances: LeaveBalancesService) {
  return {
    async encashable(actor: Actor, employeeId: string): Promise<EncashableLeave[]> {
      const caps = new Map(
        (await types.listTypes(actor, { scope: 'all' })).items.map((t) => [t.id, t.encashmentMaxDays]),
      );
      return (await balances.balance(actor, { employeeId })).items.flatMap((item) => {
        const cap = caps.get(item.leaveType.id);
        if (cap === null || cap === undefined || !item.leaveType.paid || !item.available) return [];
        return [
          { code: item.leaveType.code, name: item.leaveType.name, days: Math.min(item.available, cap) },
        ];
      });
    },
  };
}
