/**
 * Who hears of a change to the calendar (`holiday-update`), once it has committed: the people of the
 * offices a holiday reaches (a holiday of every office: everyone in the company), or of the office
 * whose weekend changed, and admin and hr, who keep the list. Their open holiday pages, leave forms
 * and dashboards refresh.
 */
import type { UpdateEvent, UpdatePayload } from '@hrms/contracts/realtime';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RealtimeService } from '../../realtime/realtime.service';
import { type HolidayRow, listOffices, peopleAccounts } from './holidays.repository';
import { appliesTo } from './office-calendar';

export const HOLIDAY_UPDATE_EVENT = 'holiday-update' satisfies UpdateEvent;

/** What one transaction changed of one company's calendar. */
interface Reach {
  companyId: string;
  holidays: Pick<HolidayRow, 'id' | 'officeIds' | 'regions'>[];
  officeIds: Set<string>;
  types: Set<UpdatePayload['type']>;
}

export class HolidayUpdates {
  private readonly pending = new WeakMap<Database, Reach>();

  constructor(private readonly deps: { db: Database; clock: Clock; realtime: RealtimeService }) {}

  /** A holiday added, changed (as it was and as it is) or deleted in `tx`. */
  holiday(tx: Database, row: HolidayRow, type: UpdatePayload['type']): void {
    const reach = this.reachOf(tx, row.companyId);
    reach.holidays.push(row);
    reach.types.add(type);
  }

  /** An office's weekend changed in `tx`. */
  office(tx: Database, companyId: string, officeId: string): void {
    const reach = this.reachOf(tx, companyId);
    reach.officeIds.add(officeId);
    reach.types.add('update');
  }

  /** After `tx` has committed: one event for all it changed. */
  async tell(tx: Database): Promise<void> {
    const reach = this.pending.get(tx);
    if (!reach) return;
    this.pending.delete(tx);
    const everyOffice = reach.holidays.some((h) => h.officeIds.length === 0 && h.regions.length === 0);
    const offices = everyOffice
      ? null
      : (await listOffices(this.deps.db, reach.companyId))
          .filter(
            (office) => reach.officeIds.has(office.id) || reach.holidays.some((h) => appliesTo(h, office)),
          )
          .map((office) => office.id);
    const users = await peopleAccounts(this.deps.db, reach.companyId, offices);
    const ids = [...new Set(reach.holidays.map((h) => h.id))];
    const [type] = reach.types;
    this.deps.realtime.emitTo({ users, roles: ['admin', 'hr'] }, HOLIDAY_UPDATE_EVENT, {
      id: ids.length === 1 && reach.officeIds.size === 0 ? ids[0]! : 'calendar',
      type: reach.types.size === 1 && type ? type : 'update',
      timestamp: this.deps.clock.now().toISOString(),
    } satisfies UpdatePayload);
  }

  private reachOf(tx: Database, companyId: string): Reach {
    let reach = this.pending.get(tx);
    if (!reach) {
      reach = { companyId, holidays: [], officeIds: new Set(), types: new Set() };
      this.pending.set(tx, reach);
    }
    return reach;
  }
}
