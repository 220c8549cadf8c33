/**
 * The demo company's last three months at the clock: each person arrives around their own usual
 * time (some often late), takes lunch, leaves after about nine hours; a few half days, a rare
 * absence, nobody at the clock on their approved leave, a morning only on a half day's leave, the
 * odd Saturday worked, a clock-out forgotten now and then (closed at the shift end, flagged). Today, whoever has arrived by now is in (some at lunch), so the team board
 * and the "who is in" view are alive. Attendance is derived from these entries afterwards, by the
 * same function a punch uses (`AttendanceDerivationService.backfill`). Added once: a company with
 * any clock entry keeps what it has.
 */
import type { CalendarDay } from '@hrms/contracts/holidays';
import { DEFAULT_WEEKEND } from '@hrms/contracts/holidays';
import { and, eq, inArray } from 'drizzle-orm';
import { type Database, inTurn } from '../db/client';
import { holidays } from '../db/schema/holidays';
import { leaveRequests } from '../db/schema/leave';
import { companies, employees, offices } from '../db/schema/organization';
import { timeBreaks, timeEntries } from '../db/schema/time-tracking';
import { addDays, calendarDateIn, instantAt } from '../lib/calendar-date';
import { weekendRules } from '../modules/holidays/holidays.repository';
import { officeDays } from '../modules/holidays/office-calendar';
import { seededRandom } from './random';

/** How far back the clock's history goes. */
export const DEMO_CLOCK_DAYS = 91;

const DEVICES = [
  'Chrome on Windows (desktop)',
  'Edge on Windows (desktop)',
  'Safari on macOS (desktop)',
  'Chrome on Android (mobile)',
  'Safari on iOS (mobile)',
];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor(minutes % 60)).padStart(2, '0')}`;

/** The first day of the history: what `backfill` derives from. */
export function demoClockStart(now: Date, timeZone: string): string {
  return addDays(calendarDateIn(now, timeZone), -DEMO_CLOCK_DAYS);
}

export async function insertClockHistory(tx: Database, companyId: string, now: Date): Promise<number> {
  const [existing] = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(eq(timeEntries.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const [people, officeRows, holidayRows, leave, [company]] = await inTurn([
    tx
      .select({
        id: employees.id,
        officeId: employees.officeId,
        joinDate: employees.joinDate,
        status: employees.status,
      })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), inArray(employees.status, ['active', 'on_notice'])))
      .orderBy(employees.employeeCode),
    tx
      .select({ id: offices.id, region: offices.region, timezone: offices.timezone })
      .from(offices)
      .where(eq(offices.companyId, companyId)),
    tx.select().from(holidays).where(eq(holidays.companyId, companyId)),
    tx
      .select({
        employeeId: leaveRequests.employeeId,
        startDate: leaveRequests.startDate,
        endDate: leaveRequests.endDate,
        startHalf: leaveRequests.startHalf,
      })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.status, 'approved'))),
    tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId)),
  ]);
  const weekends = await weekendRules(
    tx,
    officeRows.map((o) => o.id),
  );
  const random = seededRandom(1309);
  const entries: (typeof timeEntries.$inferInsert & { id: string })[] = [];
  const breaks: (typeof timeBreaks.$inferInsert)[] = [];
  const calendars = new Map<string, { zone: string; days: CalendarDay[] }>();

  for (const [index, person] of people.entries()) {
    const key = person.officeId ?? '';
    let calendar = calendars.get(key);
    if (!calendar) {
      const office = officeRows.find((o) => o.id === person.officeId);
      const zone = office?.timezone ?? company?.timezone ?? 'Asia/Kolkata';
      const today = calendarDateIn(now, zone);
      calendar = {
        zone,
        days: officeDays(
          office ?? { id: key, region: null },
          weekends.get(key) ?? DEFAULT_WEEKEND,
          holidayRows,
          addDays(today, -DEMO_CLOCK_DAYS),
          today,
        ),
      };
      calendars.set(key, calendar);
    }
    const { zone, days } = calendar;
    const today = calendarDateIn(now, zone);
    // Each person's habits: when they usually arrive, and how often they run late.
    const usual = 9 * 60 + 5 + Math.floor(random() * 30);
    const lateProne = index % 5 === 0 ? 0.3 : 0.06;
    const device = DEVICES[index % DEVICES.length]!;
    const address = `10.20.${1 + (index % 4)}.${20 + index}`;
    const leaveOn = (date: string) => {
      const hit = leave.find((l) => l.employeeId === person.id && l.startDate <= date && l.endDate >= date);
      if (!hit) return 0;
      return hit.startDate === date && hit.startHalf !== 'full' ? 50 : 100;
    };

    for (const day of days) {
      if (day.date < person.joinDate) continue;
      const share = leaveOn(day.date);
      if (share === 100) continue;
      // Now and then someone works a Saturday (compensatory off); otherwise weekends and holidays are off.
      const weekendShift = !day.working && day.reason === 'weekend' && index % 9 === 4 && random() < 0.12;
      if (!day.working && !weekendShift) continue;
      if (day.working && random() < 0.015 && day.date !== today) continue; // a rare absence
      const late = random() < lateProne;
      const arrive = usual + Math.floor(random() * 20) - 8 + (late ? 35 + Math.floor(random() * 60) : 0);
      const halfDay = weekendShift || share === 50 || random() < 0.03;
      const length = halfDay ? 3 * 60 + Math.floor(random() * 80) : 9 * 60 + Math.floor(random() * 75) - 15;
      const clockIn = instantAt(day.date, hhmm(arrive), zone);
      if (clockIn > now) continue; // not in yet today
      // Now and then someone forgets to clock out; the clock closed the entry at the shift end.
      const forgot = day.date < today && day.working && random() < 0.006;
      const leave = instantAt(day.date, forgot ? '18:30' : hhmm(arrive + length), zone);
      const open = leave > now;
      const id = crypto.randomUUID();
      entries.push({
        id,
        companyId,
        employeeId: person.id,
        workDate: day.date,
        clockIn,
        clockOut: open ? null : leave,
        clockInAddress: address,
        clockInDevice: device,
        clockOutAddress: open || forgot ? null : address,
        clockOutDevice: open || forgot ? null : device,
        autoClosed: forgot,
        flag: forgot ? 'Left open: closed at the shift end' : null,
        createdAt: clockIn,
        updatedAt: open ? clockIn : leave,
      });
      if (!halfDay) {
        const lunch = instantAt(day.date, hhmm(13 * 60 + Math.floor(random() * 45)), zone);
        const back = new Date(lunch.getTime() + (30 + Math.floor(random() * 30)) * 60_000);
        if (lunch < now) breaks.push({ entryId: id, startedAt: lunch, endedAt: back > now ? null : back });
      }
    }
  }
  for (let i = 0; i < entries.length; i += 1000)
    await tx.insert(timeEntries).values(entries.slice(i, i + 1000));
  for (let i = 0; i < breaks.length; i += 1000) await tx.insert(timeBreaks).values(breaks.slice(i, i + 1000));
  return entries.length;
}
