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
import { selectRows } from '../../db/raw';
import { createTestContext, type TestContext } from '../../test/test-app';

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

async function daysOn(date: string): Promise<Record<string, number>> {
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
    expect(await daysOn('2026-03-02')).toEqual({ absent: PEOPLE });

    // Decided days are not derived again: the pass asks about everyone and writes nothing.
    expect(await ctx.app.services.attendanceDays.revisit()).toBe(0);

    // A bulk read of everyone's days (what a bulk mark corrects) answers them all.
    const ids = await selectRows<{ id: string }>(
      ctx.db,
      sql`select employee_id as id from attendance_days where company_id = ${companyId} and date = '2026-03-02'`,
    );
    const { daysOn: daysOfPeople } = await import('./attendance.repository');
    const rows = await daysOfPeople(
      ctx.db,
      ids.map((r) => r.id),
      '2026-03-02',
    );
    expect(rows).toHaveLength(PEOPLE);
  },
  180_000,
);
