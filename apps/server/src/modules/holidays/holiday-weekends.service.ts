/**
 * Each office's weekend rules (default Saturday and Sunday; a weekday may be off only in some weeks
 * of the month). A change reaches the office's calendar from today on.
 */

import {
  DEFAULT_WEEKEND,
  type UpdateWeekendConfigBody,
  type WeekendConfigResponse,
} from '@hrms/contracts/holidays';
import { type Actor, requirePermission } from '../../lib/access';
import { calendarDateIn } from '../../lib/calendar-date';
import { saveWeekendRules, weekendRules } from './holidays.repository';
import { companyOf, type HolidaysDeps, type HolidayWrites, officeOf } from './holidays-context';

export class HolidayWeekendsService {
  constructor(
    private readonly deps: HolidaysDeps,
    private readonly writes: HolidayWrites,
  ) {}

  async weekendConfig(actor: Actor): Promise<WeekendConfigResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const rules = await weekendRules(
      this.deps.db,
      company.offices.map((o) => o.id),
    );
    return {
      items: company.offices.map((office) => ({
        office: { id: office.id, name: office.name },
        rules: rules.get(office.id) ?? DEFAULT_WEEKEND,
      })),
    };
  }

  async updateWeekendConfig(actor: Actor, body: UpdateWeekendConfigBody): Promise<WeekendConfigResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const office = officeOf(company, body.officeId, 'body.officeId');
    const rules = [...body.rules].sort((a, b) => a.weekday - b.weekday);
    await this.writes.transact(async (tx) => {
      const before = (await weekendRules(tx, [office.id])).get(office.id) ?? DEFAULT_WEEKEND;
      await saveWeekendRules(tx, office.id, rules, actor.userId, this.deps.clock.now());
      this.writes.updates.office(tx, company.id, office.id);
      await this.deps.audit.record(tx, actor, {
        action: 'holiday.weekend.update',
        entityType: 'office',
        entityId: office.id,
        before: { rules: before },
        after: { rules },
      });
      // Today's days follow the new weekend at once; days already past keep theirs until hr
      // regenerates them (a past day may have been paid on).
      await this.deps.events.emit(tx, 'calendar.changed', {
        actor,
        companyId: company.id,
        reach: { kind: 'office', officeId: office.id },
        dates: [calendarDateIn(this.deps.clock.now(), office.timezone)],
        reason: `the ${office.name} office’s weekend changed`,
      });
    });
    return this.weekendConfig(actor);
  }
}
