/**
 * The demo company's year of leave: this year's accrual, approved leave behind each person, some
 * leave in the current month (someone is away today), optional holidays taken and asked for,
 * requests waiting for manager@acme.test and for hr, a rejected and a cancelled one. Dates and day counts come from each office's calendar, as
 * a real request's would; approved leave is deducted in the ledger. Added once: a company that has
 * any leave request keeps what it has.
 */
import type { CalendarDay } from '@hrms/contracts/holidays';
import { DEFAULT_WEEKEND } from '@hrms/contracts/holidays';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, inTurn } from '../db/client';
import { holidays } from '../db/schema/holidays';
import { leaveLedger, leaveRequests, leaveTypes } from '../db/schema/leave';
import { employees, offices } from '../db/schema/organization';
import { users } from '../db/schema/users';
import { addDays, calendarDateIn, daysFrom } from '../lib/calendar-date';
import { weekendRules } from '../modules/holidays/holidays.repository';
import { officeDays } from '../modules/holidays/office-calendar';
import { countDays } from '../modules/leave/leave-days';
import { accrue } from '../modules/leave/leave-requests.repository';
import { seededRandom } from './random';

const TIME_ZONE = 'Asia/Kolkata';

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';

interface Plan {
  /** The type to take, or the next one when its balance does not hold it. */
  codes: readonly string[];
  /** Working days from the first. */
  length: number;
  /** Calendar days from today to the first day (negative: in the past). */
  offset: number;
  status: Status;
  reason: string;
  comment?: string;
}

const REASONS: Record<string, readonly string[]> = {
  CL: ['Family function', 'Personal work', 'Bank and house registration', 'Child’s school event'],
  SL: ['Fever', 'Viral infection', 'Dental appointment', 'Migraine'],
  EL: ['Family holiday', 'Trip home', 'Wedding in the family', 'Vacation'],
  OH: ['Festival at home', 'Family puja', 'Celebrating with the community'],
};

export async function insertLeaveHistory(tx: Database, companyId: string, now: Date): Promise<number> {
  const [existing] = await tx
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(eq(leaveRequests.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const today = calendarDateIn(now, TIME_ZONE);
  const year = Number(today.slice(0, 4));
  await accrue(tx, companyId, today, now);

  const [people, types, officeRows, holidayRows, accounts] = await inTurn([
    tx
      .select({
        id: employees.id,
        officeId: employees.officeId,
        managerId: employees.managerId,
        joinDate: employees.joinDate,
        gender: employees.gender,
        email: employees.workEmail,
      })
      .from(employees)
      .where(eq(employees.companyId, companyId))
      .orderBy(employees.employeeCode),
    tx.select().from(leaveTypes).where(eq(leaveTypes.companyId, companyId)),
    tx
      .select({ id: offices.id, region: offices.region })
      .from(offices)
      .where(eq(offices.companyId, companyId)),
    tx.select().from(holidays).where(eq(holidays.companyId, companyId)),
    tx
      .select({ id: users.id, employeeId: users.employeeId, email: users.email, role: users.role })
      .from(users),
  ]);
  const weekends = await weekendRules(
    tx,
    officeRows.map((o) => o.id),
  );
  const typeByCode = new Map(types.map((t) => [t.code, t]));
  // What this year's accrual credited each person, by type: no demo leave spends more.
  const credited = new Map(
    (
      await tx
        .select({
          employeeId: leaveLedger.employeeId,
          leaveTypeId: leaveLedger.leaveTypeId,
          centidays: sql<number>`sum(${leaveLedger.centidays})::int`,
        })
        .from(leaveLedger)
        .where(and(eq(leaveLedger.companyId, companyId), eq(leaveLedger.leaveYear, year)))
        .groupBy(leaveLedger.employeeId, leaveLedger.leaveTypeId)
    ).map((r) => [`${r.employeeId}:${r.leaveTypeId}`, r.centidays]),
  );
  const accountOf = new Map(accounts.flatMap((a) => (a.employeeId ? [[a.employeeId, a.id] as const] : [])));
  const hrAccount = accounts.find((a) => a.email === 'hr@acme.test')?.id ?? null;
  const managerPerson = people.find((p) => p.email === 'manager@acme.test');
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const calendars = new Map<string, CalendarDay[]>();
  const calendarOf = (officeId: string | null): CalendarDay[] => {
    const key = officeId ?? '';
    let days = calendars.get(key);
    if (!days) {
      const office = officeRows.find((o) => o.id === officeId) ?? { id: key, region: null };
      days = officeDays(office, weekends.get(key) ?? DEFAULT_WEEKEND, holidayRows, yearStart, yearEnd);
      calendars.set(key, days);
    }
    return days;
  };

  const random = seededRandom(2026);
  const requests: (typeof leaveRequests.$inferInsert)[] = [];
  const deductions: (typeof leaveLedger.$inferInsert)[] = [];
  const spentOf = new Map<string, number>();

  for (const [index, person] of people.entries()) {
    const days = calendarOf(person.officeId);
    const taken = new Set<string>();
    const decider = (person.managerId && accountOf.get(person.managerId)) || hrAccount;
    const plans: Plan[] = [];
    const pickReason = (code: string) => REASONS[code]![Math.floor(random() * REASONS[code]!.length)]!;
    // Behind them this year: two or three leaves.
    const past = 2 + Math.floor(random() * 2);
    for (let i = 0; i < past; i++) {
      const code = ['CL', 'SL', 'EL'][Math.floor(random() * 3)]!;
      plans.push({
        codes: [code],
        length: code === 'EL' ? 2 + Math.floor(random() * 3) : 1 + Math.floor(random() * 2),
        offset: -Math.floor(20 + random() * 300),
        status: 'approved',
        reason: pickReason(code),
      });
    }
    // Someone in four is away this month, a few of them today.
    if (index % 4 === 1) {
      plans.push({
        codes: ['CL'],
        length: 2,
        offset: index % 8 === 1 ? -1 : 3 + (index % 9),
        status: 'approved',
        reason: pickReason('CL'),
      });
    }
    // Requests waiting: the manager's team waits for them, others for their own manager or hr.
    const inManagersTeam = managerPerson !== undefined && person.managerId === managerPerson.id;
    if (inManagersTeam || index % 7 === 3) {
      plans.push({
        codes: ['EL', 'CL'],
        length: 2 + (index % 3),
        offset: 10 + (index % 12),
        status: 'pending',
        reason: pickReason('EL'),
      });
    }
    if (index % 11 === 5) {
      plans.push({
        codes: ['CL'],
        length: 1,
        offset: -40,
        status: 'rejected',
        reason: pickReason('CL'),
        comment: 'Quarter-end close: please pick another day.',
      });
    }
    // Optional holidays: one taken earlier in the year by a third of the people, a few asked for.
    if (index % 3 === 0) {
      plans.push({
        codes: ['OH'],
        length: 1,
        offset: -Math.floor(30 + random() * 250),
        status: 'approved',
        reason: pickReason('OH'),
      });
    }
    if (index % 6 === 2) {
      plans.push({ codes: ['OH'], length: 1, offset: 1, status: 'pending', reason: pickReason('OH') });
    }
    if (index % 13 === 6)
      plans.push({ codes: ['SL'], length: 1, offset: 25, status: 'cancelled', reason: 'Appointment' });

    /** Places one planned leave of this type; false when it does not fit (balance, dates). */
    function place(plan: Plan, code: string): boolean {
      const type = typeByCode.get(code);
      if (!type) return false;
      // A type for optional holidays is taken on them only.
      const fits = (d: CalendarDay) =>
        type.optionalHolidays ? d.holidays.some((h) => h.type === 'optional') : d.working;
      const first = days.find(
        (d) =>
          fits(d) &&
          daysFrom(today, d.date) >= plan.offset &&
          d.date >= person.joinDate &&
          !taken.has(d.date),
      );
      if (!first) return false;
      const longest =
        type.maxConsecutiveCentidays === null ? plan.length : type.maxConsecutiveCentidays / 100;
      const run = [first.date];
      for (const d of days) {
        if (run.length >= Math.min(plan.length, longest)) break;
        if (d.date > run[run.length - 1]! && d.working && daysFrom(run[run.length - 1]!, d.date) <= 3)
          run.push(d.date);
      }
      const span = {
        startDate: run[0]!,
        endDate: run[run.length - 1]!,
        startHalf: 'full' as const,
        endHalf: 'full' as const,
      };
      const covered = days.filter((d) => d.date >= span.startDate && d.date <= span.endDate);
      if (covered.some((d) => taken.has(d.date))) return false;
      const { centidays } = countDays(covered, span, type.countsWeekendsAndHolidays);
      const key = `${person.id}:${type.id}`;
      const spent = spentOf.get(key) ?? 0;
      const holds = plan.status === 'approved' || plan.status === 'pending';
      if (holds && type.tracksBalance && spent + centidays > (credited.get(key) ?? 0)) return false;
      if (holds) spentOf.set(key, spent + centidays);
      for (const d of covered) taken.add(d.date);
      const askedAt = new Date(`${addDays(span.startDate, plan.status === 'pending' ? -3 : -7)}T05:00:00Z`);
      const createdAt = askedAt > now ? new Date(now.getTime() - 86_400_000) : askedAt;
      const decidedAt = new Date(createdAt.getTime() + 20 * 3_600_000);
      const id = crypto.randomUUID();
      const decided = plan.status === 'approved' || plan.status === 'rejected';
      requests.push({
        id,
        companyId,
        employeeId: person.id,
        leaveTypeId: type.id,
        ...span,
        leaveYear: year,
        centidays,
        reason: plan.reason,
        status: plan.status,
        decidedBy: decided ? decider : null,
        decidedAt: decided ? decidedAt : null,
        decisionComment: plan.comment ?? null,
        cancelledBy: plan.status === 'cancelled' ? (accountOf.get(person.id) ?? null) : null,
        cancelledAt: plan.status === 'cancelled' ? decidedAt : null,
        createdAt,
        updatedAt: decided || plan.status === 'cancelled' ? decidedAt : createdAt,
      });
      if (plan.status === 'approved') {
        deductions.push({
          companyId,
          employeeId: person.id,
          leaveTypeId: type.id,
          leaveYear: year,
          kind: 'deduction',
          centidays: -centidays,
          requestId: id,
          createdBy: decider,
          createdAt: decidedAt,
        });
      }
      return true;
    }
    for (const plan of plans) {
      for (const code of plan.codes) {
        if (place(plan, code)) break;
      }
    }
  }
  if (requests.length === 0) return 0;
  await tx.insert(leaveRequests).values(requests);
  if (deductions.length > 0) await tx.insert(leaveLedger).values(deductions);
  return requests.length;
}
