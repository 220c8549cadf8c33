/**
 * The clock's pass over a company of 70,000 people on PostgreSQL: a list of everyone once went into
 * one statement as a parameter per person, past the 65,535 parameters PostgreSQL takes, and the pass
 * failed every time ("bind message has … parameter formats but 0 parameters"). Lists now travel as
 * one parameter (db/chunked.ts).
 *
 * Run by the PostgreSQL suite (`npm run test:pg`). Skipped on PGlite: deriving 70,000 days on the
 * embedded database takes minutes on a shared machine, and PGlite has no parameter limit to prove.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { daysOn, keptDays } from '../modules/attendance/attendance-days.repository';
import { latestOfCategories } from '../modules/documents/documents.repository';
import { insertLedger } from '../modules/leave/leave-requests.repository';
import { bankDetailsOf, slipDocuments, yearToDate } from '../modules/payroll/payroll-files.repository';
import { employeeShiftsOf, openEntriesOf } from '../modules/time-tracking/time-tracking.repository';
import {
  chainUserIds,
  findFaces,
  findPeople,
  findWorkers,
  userDisplayNames,
} from '../people/people.repository';
import { createTestContext, type TestContext } from '../test/test-app';
import { withTransaction } from './client';
import { selectRows } from './raw';

const PEOPLE = 70_000;
const onPostgres = inject('testDatabase').kind === 'postgres';

let ctx: TestContext;
let companyId: string;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestContext({ webBuilt: false });
  // Monday 2 March 2026, 13:30 in Bengaluru: everyone's shift has begun and nobody has punched.
  ctx.clock.set('2026-03-02T08:00:00Z');
  companyId = (await ctx.factories.company({ timezone: 'Asia/Kolkata' })).id;
  const office = (await ctx.factories.office(companyId, { name: 'Bengaluru', timezone: 'Asia/Kolkata' })).id;
  // The people in one statement, not through factories (one insert each would take minutes).
  await ctx.db.execute(sql`
    insert into employees (company_id, office_id, employee_code, first_name, last_name, work_email, join_date)
    select ${companyId}, ${office}, 'SCALE-' || g, 'Scale', 'Person ' || g, 'scale' || g || '@work.test', '2025-01-01'
      from generate_series(1, ${PEOPLE}) g`);
  await ctx.db.execute(sql`analyze employees`);
}, 120_000);
afterAll(() => ctx?.close());

async function statusesOn(date: string): Promise<Record<string, number>> {
  const rows = await selectRows<{ status: string; days: number }>(
    ctx.db,
    sql`select status, count(*)::int as days from attendance_days
         where company_id = ${companyId} and date = ${date} group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.days]));
}

it.skipIf(!onPostgres)(
  'marks 70,000 people absent in one pass, and a second pass finds nothing left to decide',
  async () => {
    const first = await ctx.app.services.attendanceDays.revisit();
    expect(first).toBe(PEOPLE);
    expect(await statusesOn('2026-03-02')).toEqual({ absent: PEOPLE });

    // Decided days are not derived again: the pass asks about everyone and writes nothing.
    expect(await ctx.app.services.attendanceDays.revisit()).toBe(0);
  },
  180_000,
);

it.skipIf(!onPostgres)(
  'reads and writes of 70,000 named people each take them in one call',
  async () => {
    const ids = (
      await selectRows<{ id: string }>(ctx.db, sql`select id from employees where company_id = ${companyId}`)
    ).map((r) => r.id);
    expect(ids).toHaveLength(PEOPLE);
    const none: string[] = [];

    expect(await findWorkers(ctx.db, companyId, ids)).toHaveLength(PEOPLE);
    expect((await findPeople(ctx.db, ids)).size).toBe(PEOPLE);
    expect((await findFaces(ctx.db, ids)).size).toBe(PEOPLE);
    expect(await chainUserIds(ctx.db, ids)).toEqual(none);
    expect((await userDisplayNames(ctx.db, ids)).size).toBe(0);
    expect(await daysOn(ctx.db, ids, '2026-03-02')).toHaveLength(PEOPLE);
    expect((await keptDays(ctx.db, ids, '2026-03-02', '2026-03-02')).size).toBe(PEOPLE);
    expect((await employeeShiftsOf(ctx.db, ids)).size).toBe(0);
    expect(await openEntriesOf(ctx.db, ids)).toEqual([]);
    expect((await bankDetailsOf(ctx.db, ids)).size).toBe(0);
    expect((await yearToDate(ctx.db, ids, { year: 2025, month: 4 }, { year: 2026, month: 3 })).size).toBe(0);
    expect(await slipDocuments(ctx.db, { ids })).toEqual([]);
    expect(await latestOfCategories(ctx.db, ids, ['id_proof'])).toEqual([]);

    // A year's close writes an entry a person (and more): bounded batches, one transaction. Ten
    // thousand entries of eight values are 80,000 parameters, past the limit for one statement.
    const [type] = await selectRows<{ id: string }>(
      ctx.db,
      sql`insert into leave_types (company_id, code, name) values (${companyId}, 'CL', 'Casual leave') returning id`,
    );
    const at = ctx.clock.now();
    const entries = ids.slice(0, 10_000).map((employeeId) => ({
      companyId,
      employeeId,
      leaveTypeId: type!.id,
      leaveYear: 2025,
      kind: 'lapse' as const,
      centidays: 0,
      period: '2025',
      createdAt: at,
    }));
    expect(await withTransaction(ctx.db, (tx) => insertLedger(tx, entries))).toBe(10_000);
  },
  180_000,
);
