/**
 * Clock entries and their breaks. One open entry a person and one open break an entry are held by
 * partial unique indexes (a racing second clock-in or break fails its insert); a break or a
 * clock-out locks the open entry, so two of them are decided one after the other.
 */
import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/chunked';
import type { Database } from '../../db/client';
import { foldKeptCounts } from '../../db/kept-counts';
import { escapeLike } from '../../db/like';
import { employees } from '../../db/schema/organization';
import { employeeShifts, timeBreaks, timeEntries, timeEntryCounts } from '../../db/schema/time-tracking';
import {
  type PeopleOf,
  type PeriodFilter,
  peopleCondition,
  type Reach,
  reachCondition,
  whoseRows,
} from '../../people/people.repository';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeBreakRow = typeof timeBreaks.$inferSelect;
export type NewTimeEntry = typeof timeEntries.$inferInsert;

export interface EntryWithBreaks extends TimeEntryRow {
  breaks: TimeBreakRow[];
}

async function withBreaks(db: Database, rows: TimeEntryRow[]): Promise<EntryWithBreaks[]> {
  if (rows.length === 0) return [];
  const breaks = await db
    .select()
    .from(timeBreaks)
    .where(
      anyOf(
        timeBreaks.entryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(timeBreaks.startedAt), asc(timeBreaks.id));
  const byEntry = new Map<string, TimeBreakRow[]>();
  for (const b of breaks) byEntry.set(b.entryId, [...(byEntry.get(b.entryId) ?? []), b]);
  return rows.map((row) => ({ ...row, breaks: byEntry.get(row.id) ?? [] }));
}

/** The person's open entry with its breaks; `lock` holds it for the rest of the transaction. */
export async function openEntry(
  db: Database,
  employeeId: string,
  options: { lock?: boolean } = {},
): Promise<EntryWithBreaks | undefined> {
  const query = db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.employeeId, employeeId), isNull(timeEntries.clockOut)))
    .$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? (await withBreaks(db, [row]))[0] : undefined;
}

/** A closed entry, written whole (times recorded on request). */
export async function insertClosedEntry(tx: Database, values: NewTimeEntry): Promise<void> {
  await tx.insert(timeEntries).values(values);
}

/** A new open entry; none when the person has one open already (however concurrent the clock-ins). */
export async function insertOpenEntry(tx: Database, values: NewTimeEntry): Promise<TimeEntryRow | undefined> {
  const [row] = await tx
    .insert(timeEntries)
    .values(values)
    .onConflictDoNothing({ target: timeEntries.employeeId, where: sql`${timeEntries.clockOut} is null` })
    .returning();
  return row;
}

export async function closeEntry(
  tx: Database,
  id: string,
  values: Pick<
    NewTimeEntry,
    'clockOut' | 'clockOutAddress' | 'clockOutDevice' | 'autoClosed' | 'flag' | 'note'
  > & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(timeEntries).set(values).where(eq(timeEntries.id, id));
  // A break still open when the entry closes ends with it.
  if (values.clockOut) {
    await tx
      .update(timeBreaks)
      .set({ endedAt: values.clockOut })
      .where(and(eq(timeBreaks.entryId, id), isNull(timeBreaks.endedAt)));
  }
}

/** A new open break; false when the entry has one open already. */
export async function startBreak(tx: Database, entryId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(timeBreaks)
    .values({ entryId, startedAt: at })
    .onConflictDoNothing({ target: timeBreaks.entryId, where: sql`${timeBreaks.endedAt} is null` })
    .returning({ id: timeBreaks.id });
  return rows.length > 0;
}

export async function endBreak(tx: Database, entryId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(timeBreaks)
    .set({ endedAt: at })
    .where(and(eq(timeBreaks.entryId, entryId), isNull(timeBreaks.endedAt)))
    .returning({ id: timeBreaks.id });
  return rows.length;
}

/** The entries of these people that began on the office days from `from` to `to`, oldest first. */
export async function entriesBetween(
  db: Database,
  people: PeopleOf,
  from: string,
  to: string,
): Promise<EntryWithBreaks[]> {
  const whose = peopleCondition(timeEntries.employeeId, timeEntries.companyId, people);
  if (!whose) return [];
  const rows = await db
    .select()
    .from(timeEntries)
    .where(and(whose, gte(timeEntries.workDate, from), lte(timeEntries.workDate, to)))
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
  return withBreaks(db, rows);
}

/** Whose entries a list reaches. */
export type EntryScope = Reach;

export interface EntryFilter {
  from?: string | undefined;
  to?: string | undefined;
  flagged?: boolean | undefined;
  search?: string | undefined;
}

export async function listEntries(
  db: Database,
  scope: EntryScope,
  filter: EntryFilter,
  page: { page: number; limit: number },
): Promise<{ rows: (EntryWithBreaks & { name: string; employeeCode: string })[]; total: number }> {
  const where: (SQL | undefined)[] = [
    reachCondition(timeEntries.employeeId, timeEntries.companyId, scope),
    filter.from ? gte(timeEntries.workDate, filter.from) : undefined,
    filter.to ? lte(timeEntries.workDate, filter.to) : undefined,
    filter.flagged === true ? sql`${timeEntries.flag} is not null` : undefined,
    filter.flagged === false ? isNull(timeEntries.flag) : undefined,
    filter.search
      ? or(
          ilike(
            sql`${employees.firstName} || ' ' || ${employees.lastName}`,
            `%${escapeLike(filter.search)}%`,
          ),
          ilike(employees.employeeCode, `%${escapeLike(filter.search)}%`),
        )
      : undefined,
  ];
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: timeEntries,
        firstName: employees.firstName,
        lastName: employees.lastName,
        employeeCode: employees.employeeCode,
      })
      .from(timeEntries)
      .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
      .where(condition)
      .orderBy(desc(timeEntries.clockIn), desc(timeEntries.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count() })
      .from(timeEntries)
      .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
      .where(condition),
  ]);
  const entries = await withBreaks(
    db,
    rows.map((r) => r.entry),
  );
  return {
    rows: entries.map((entry, i) => ({
      ...entry,
      name: `${rows[i]!.firstName} ${rows[i]!.lastName}`,
      employeeCode: rows[i]!.employeeCode,
    })),
    total: counted?.total ?? 0,
  };
}

/** Every entry still open, oldest first: what the clock closes when it is left open too long. */
export async function allOpenEntries(db: Database): Promise<EntryWithBreaks[]> {
  const rows = await db
    .select()
    .from(timeEntries)
    .where(isNull(timeEntries.clockOut))
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
  return withBreaks(db, rows);
}

/** Sets a flag on an entry (a long break), keeping one already set. */
export async function flagEntry(tx: Database, id: string, flag: string): Promise<void> {
  await tx
    .update(timeEntries)
    .set({ flag: sql`coalesce(${timeEntries.flag}, ${flag})` })
    .where(eq(timeEntries.id, id));
}

// ---------------------------------------------------------------- shifts of their own

export async function employeeShiftsOf(
  db: Database,
  people: PeopleOf,
): Promise<Map<string, { shiftStart: string; shiftEnd: string }>> {
  const whose = peopleCondition(employeeShifts.employeeId, employees.companyId, people);
  if (!whose) return new Map();
  const rows = await db
    .select({
      employeeId: employeeShifts.employeeId,
      shiftStart: employeeShifts.shiftStart,
      shiftEnd: employeeShifts.shiftEnd,
    })
    .from(employeeShifts)
    .innerJoin(employees, eq(employees.id, employeeShifts.employeeId))
    .where(whose);
  return new Map(
    rows.map((r) => [
      r.employeeId,
      { shiftStart: r.shiftStart.slice(0, 5), shiftEnd: r.shiftEnd.slice(0, 5) },
    ]),
  );
}

export async function setEmployeeShift(
  tx: Database,
  employeeId: string,
  shift: { shiftStart: string; shiftEnd: string } | null,
  updatedBy: string,
  at: Date,
): Promise<void> {
  if (!shift) {
    await tx.delete(employeeShifts).where(eq(employeeShifts.employeeId, employeeId));
    return;
  }
  await tx
    .insert(employeeShifts)
    .values({ employeeId, ...shift, updatedBy, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: employeeShifts.employeeId,
      set: { ...shift, updatedBy, updatedAt: at },
    });
}

/** The open entries of these people: who is in now. */
export async function openEntriesOf(db: Database, people: PeopleOf): Promise<EntryWithBreaks[]> {
  const whose = peopleCondition(timeEntries.employeeId, timeEntries.companyId, people);
  if (!whose) return [];
  const rows = await db
    .select()
    .from(timeEntries)
    .where(and(whose, isNull(timeEntries.clockOut)));
  return withBreaks(db, rows);
}

/** The person's entries that overlap `from`–`to` (an open one overlaps anything after its start). */
export async function overlappingEntries(
  db: Database,
  employeeId: string,
  from: Date,
  to: Date,
): Promise<TimeEntryRow[]> {
  return db
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.employeeId, employeeId),
        sql`${timeEntries.clockIn} < ${to}`,
        or(isNull(timeEntries.clockOut), sql`${timeEntries.clockOut} > ${from}`),
      ),
    )
    .orderBy(asc(timeEntries.clockIn));
}

/**
 * Entries in the period and those waiting for review: a company's summed from `time_entry_counts`
 * (kept by the database, decision 021), a department's, an office's, a line's or a person's counted.
 */
export async function entryCounts(
  db: Database,
  reach: Reach,
  filter: PeriodFilter,
): Promise<{ entries: number; flagged: number }> {
  const counted = reach.kind === 'company' && !filter.employeeId && !filter.departmentId && !filter.officeId;
  const [row] = counted
    ? await db
        .select({
          entries: sql<number>`coalesce(sum(${timeEntryCounts.entries}), 0)::int`,
          flagged: sql<number>`coalesce(sum(${timeEntryCounts.entries}) filter (where ${timeEntryCounts.flagged}), 0)::int`,
        })
        .from(timeEntryCounts)
        .where(
          and(
            eq(timeEntryCounts.companyId, reach.companyId),
            gte(timeEntryCounts.workDate, filter.from),
            lte(timeEntryCounts.workDate, filter.to),
          ),
        )
    : await db
        .select({
          entries: sql<number>`count(*)::int`,
          flagged: sql<number>`(count(*) filter (where ${timeEntries.flag} is not null))::int`,
        })
        .from(timeEntries)
        .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
        .where(
          and(
            whoseRows(timeEntries, reach, filter),
            gte(timeEntries.workDate, filter.from),
            lte(timeEntries.workDate, filter.to),
          ),
        );
  return { entries: row?.entries ?? 0, flagged: row?.flagged ?? 0 };
}

/** Folds the running entry counts (see `foldKeptCounts`); answers how many rows were folded. */
export function compactEntryCounts(db: Database): Promise<number> {
  return foldKeptCounts(db, {
    table: 'time_entry_counts',
    keys: ['company_id', 'work_date', 'flagged'],
    sums: ['entries'],
  });
}
