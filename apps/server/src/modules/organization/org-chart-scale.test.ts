/**
 * The org chart of a 10,000-person company: one query and an in-memory tree, so the whole chart is
 * answered in well under the time a person waits for a page.
 */
import { OrgChartResponseSchema } from '@hrms/contracts/organization';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

const PEOPLE = 10_000;
/** Each manager has this many direct reports: a tree about six levels deep. */
const SPAN = 7;

let ctx: TestContext;
let hr: Person;
let top: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  hr = await ctx.factories.person(company.id, { role: 'hr' });
  top = await ctx.factories.person(company.id, { role: 'manager' });
  // Person i reports to person floor((i - 1) / SPAN); person 0 is `top`.
  await ctx.db.execute(sql`
    with s as (
      select i, case when i = 0 then ${top.employee.id}::uuid else gen_random_uuid() end as id
        from generate_series(0, ${PEOPLE - 1}) as i
    )
    insert into employees (id, company_id, employee_code, first_name, last_name, work_email, join_date, manager_id)
    select s.id, ${company.id}, 'SCALE-' || s.i, 'Person', s.i::text, 'scale' || s.i || '@work.test',
           '2024-01-01', m.id
      from s left join s m on m.i = (s.i - 1) / ${SPAN}
     where s.i > 0`);
});
afterAll(() => ctx.close());

async function timed(url: string, person: Person) {
  const headers = ctx.bearer((await ctx.factories.session(person.user.id)).token);
  const started = performance.now();
  const res = await ctx.app.inject({ url, headers });
  return { res, ms: performance.now() - started };
}

describe('org chart at 10,000 people', () => {
  it('answers with the whole tree quickly', async () => {
    await timed('/api/employees/org-chart', hr); // warm up
    const { res, ms } = await timed('/api/employees/org-chart', hr);
    expect(res.statusCode).toBe(200);
    const chart = OrgChartResponseSchema.parse(res.json());
    expect(chart.total).toBe(PEOPLE + 1);
    const root = chart.roots.find((r) => r.id === top.employee.id)!;
    expect(root).toMatchObject({ directReports: SPAN, totalReports: PEOPLE - 1 });
    expect(ms).toBeLessThan(3_000);
  });

  it("answers a manager's subtree and the CSV export quickly", async () => {
    const mine = await timed('/api/employees/org-chart', top);
    expect(mine.res.statusCode).toBe(200);
    expect(mine.res.json().total).toBe(PEOPLE);
    expect(mine.ms).toBeLessThan(3_000);
    const csv = await timed('/api/employees/org-chart/export?format=csv', hr);
    expect(csv.res.statusCode, csv.res.body.slice(0, 500)).toBe(200);
    expect(csv.res.body.trimEnd().split('\r\n')).toHaveLength(PEOPLE + 2);
    expect(csv.ms).toBeLessThan(3_000);
  });
});
