/**
 * The figures of the holidays: a year's count by type and month, each office's working days and
 * long weekends, and how much of the optional holidays people took.
 */

import {
  type CalendarDay,
  DEFAULT_WEEKEND,
  HOLIDAY_TYPES,
  type HolidayAnalyticsResponse,
  type HolidayStatsResponse,
  type HolidayType,
  type HolidayUtilizationResponse,
} from '@hrms/contracts/holidays';
import { type Actor, requirePermission } from '../../lib/access';
import { activePeople, allHolidays, type HolidayRow, weekendRules } from './holidays.repository';
import { companyOf, type HolidaysDeps, NO_OFFICE, todayIn, toHoliday, yearRange } from './holidays-context';
import { appliesTo, longWeekends, officeDays } from './office-calendar';

export class HolidayInsightsService {
  constructor(private readonly deps: HolidaysDeps) {}

  async stats(actor: Actor, query: { year?: number | undefined }): Promise<HolidayStatsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const today = todayIn(this.deps.clock, company);
    const year = query.year ?? Number(today.slice(0, 4));
    const rows = await allHolidays(this.deps.db, company.id, yearRange(year));
    const byType = Object.fromEntries(HOLIDAY_TYPES.map((t) => [t, 0])) as Record<HolidayType, number>;
    const byMonth = Array.from({ length: 12 }, () => 0);
    for (const row of rows) {
      byType[row.type] += 1;
      byMonth[Number(row.date.slice(5, 7)) - 1]! += 1;
    }
    const coming = rows.filter((row) => row.date >= today);
    return {
      year,
      total: rows.length,
      byType,
      byMonth,
      upcoming: coming.length,
      nextHoliday: coming[0] ? toHoliday(coming[0], company) : null,
    };
  }

  /** Each office's year: working days (by month), weekends, holidays and the long weekends they make. */
  async analytics(actor: Actor, query: { year?: number | undefined }): Promise<HolidayAnalyticsResponse> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const year = query.year ?? Number(todayIn(this.deps.clock, company).slice(0, 4));
    const { from, to } = yearRange(year);
    const [rules, holidays] = await Promise.all([
      weekendRules(
        this.deps.db,
        company.offices.map((o) => o.id),
      ),
      allHolidays(this.deps.db, company.id, { from, to }),
    ]);
    return {
      year,
      offices: company.offices.map((office) => {
        const days = officeDays(office, rules.get(office.id) ?? DEFAULT_WEEKEND, holidays, from, to);
        const closing = (d: CalendarDay) => d.holidays.some((h) => h.type !== 'optional');
        const workingDaysByMonth = Array.from({ length: 12 }, () => 0);
        for (const day of days) if (day.working) workingDaysByMonth[Number(day.date.slice(5, 7)) - 1]! += 1;
        return {
          office: { id: office.id, name: office.name },
          workingDays: days.filter((d) => d.working).length,
          weekendDays: days.filter((d) => d.reason === 'weekend').length,
          holidaysOnWorkingDays: days.filter((d) => d.reason === 'holiday').length,
          holidaysOnWeekends: days.filter((d) => d.reason === 'weekend' && closing(d)).length,
          optionalHolidays: days.reduce(
            (n, d) => n + d.holidays.filter((h) => h.type === 'optional').length,
            0,
          ),
          workingDaysByMonth,
          longWeekends: longWeekends(days),
        };
      }),
    };
  }

  /**
   * Optional holidays taken in a year, per holiday, office and department: approved leave of the type
   * marked for them, against each person's allowance. A person counts where they are now.
   */
  async utilizationReport(
    actor: Actor,
    query: { year?: number | undefined },
  ): Promise<HolidayUtilizationResponse> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const year = query.year ?? Number(todayIn(this.deps.clock, company).slice(0, 4));
    const [people, optional, taken] = await Promise.all([
      activePeople(this.deps.db, company.id),
      allHolidays(this.deps.db, company.id, { ...yearRange(year), type: 'optional' }),
      this.deps.leave?.optionalHolidaysTaken(company.id, year) ?? { allowance: null, requests: [] },
    ]);
    const officeById = new Map(company.offices.map((o) => [o.id, o]));
    const reaches = (holiday: HolidayRow, officeId: string | null) => {
      const office = officeId ? officeById.get(officeId) : undefined;
      return appliesTo(holiday, office ?? { id: NO_OFFICE, region: null });
    };
    const byPerson = new Map(people.map((p) => [p.id, p]));
    const mine = new Map<string, { approved: number; pending: number }>();
    const onDate = new Map<string, { approved: Set<string>; pending: Set<string> }>();
    for (const r of taken.requests) {
      if (!byPerson.has(r.employeeId)) continue;
      const m = mine.get(r.employeeId) ?? { approved: 0, pending: 0 };
      m[r.status] += 1;
      mine.set(r.employeeId, m);
      const d = onDate.get(r.date) ?? { approved: new Set<string>(), pending: new Set<string>() };
      d[r.status].add(r.employeeId);
      onDate.set(r.date, d);
    }
    /** The figures of a group of people: those an optional holiday of the year reaches. */
    const figures = (group: typeof people) => {
      const reached = group.filter((p) => optional.some((h) => reaches(h, p.officeId)));
      const counts = reached.map((p) => mine.get(p.id) ?? { approved: 0, pending: 0 });
      return {
        people: reached.length,
        peopleWhoTook: counts.filter((c) => c.approved > 0).length,
        daysTaken: counts.reduce((n, c) => n + c.approved, 0),
        daysPending: counts.reduce((n, c) => n + c.pending, 0),
      };
    };
    const totals = figures(people);
    const departments = new Map<
      string,
      { department: { id: string; name: string } | null; group: typeof people }
    >();
    for (const person of people) {
      const key = person.department?.id ?? '';
      const entry = departments.get(key) ?? { department: person.department, group: [] };
      entry.group.push(person);
      departments.set(key, entry);
    }
    return {
      year,
      allowance: taken.allowance,
      totals: {
        ...totals,
        daysUnused:
          taken.allowance === null
            ? 0
            : Math.max(0, totals.people * taken.allowance - totals.daysTaken - totals.daysPending),
      },
      holidays: optional.map((h) => {
        const d = onDate.get(h.date);
        const inReach = (ids: Set<string> | undefined) =>
          [...(ids ?? [])].filter((id) => reaches(h, byPerson.get(id)!.officeId)).length;
        return {
          id: h.id,
          date: h.date,
          name: h.name,
          eligible: people.filter((p) => reaches(h, p.officeId)).length,
          taken: inReach(d?.approved),
          pending: inReach(d?.pending),
        };
      }),
      offices: company.offices.map((office) => ({
        office: { id: office.id, name: office.name },
        ...figures(people.filter((p) => p.officeId === office.id)),
      })),
      departments: [...departments.values()]
        .map(({ department, group }) => ({ department, ...figures(group) }))
        .sort((a, b) => (a.department?.name ?? '~').localeCompare(b.department?.name ?? '~')),
    };
  }
}
