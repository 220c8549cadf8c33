/**
 * The kept days of a range as `countWorkedDays` reads them (contracts/time-tracking): how many were
 * working days of the office calendar and how many were clocked. The calendar's answer is the day's
 * derived status (a correction does not make a weekend a working day); a clocked day has a first in.
 */
import type { PeriodDay } from '@hrms/contracts/time-tracking';
import { and, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendanceDays } from '../../db/schema/attendance';
import { type Reach, reachCondition } from '../../people/people.repository';

export async function workedDayTallies(
  db: Database,
  scope: Reach,
  range: { from: string; to: string },
): Promise<Required<PeriodDay>[]> {
  // Literal, not bound: the same expression must appear in the grouping.
  const working = sql<boolean>`${attendanceDays.derivedStatus} not in ('weekend', 'holiday')`;
  const worked = sql<boolean>`${attendanceDays.firstIn} is not null`;
  return db
    .select({ working, worked, days: sql<number>`count(*)::int` })
    .from(attendanceDays)
    .where(
      and(
        reachCondition(attendanceDays.employeeId, attendanceDays.companyId, scope),
        gte(attendanceDays.date, range.from),
        lte(attendanceDays.date, range.to),
      ),
    )
    .groupBy(working, worked);
}
