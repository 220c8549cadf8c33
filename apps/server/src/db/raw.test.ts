/** Raw statements read back as the query builder reads them, on PGlite and PostgreSQL. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { returningAll, selectRows, typedRow } from './raw';
import { attendanceDays } from './schema/attendance';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('answers a row of `returningAll` as the query builder answers it: dates, instants, enums, nulls', async () => {
  const companyId = (await ctx.factories.company()).id;
  const person = await ctx.factories.person(companyId);
  const [written] = await selectRows<Record<string, unknown>>(
    ctx.db,
    sql`insert into ${attendanceDays} (company_id, employee_id, date, status, derived_status, first_in, worked_minutes)
        values (${companyId}, ${person.employee.id}, '2026-03-02', 'late', 'late', '2026-03-02T04:35:12.345Z', 480)
        returning ${returningAll(attendanceDays)}`,
  );
  const [read] = await ctx.db
    .select()
    .from(attendanceDays)
    .where(eq(attendanceDays.employeeId, person.employee.id));
  const typed = typedRow(attendanceDays, written!);
  expect(typed).toEqual(read);
  expect(typed.firstIn).toEqual(new Date('2026-03-02T04:35:12.345Z'));
  expect(typed.lastOut).toBeNull();
  expect(typed.date).toBe('2026-03-02');
});
