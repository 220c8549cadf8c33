/** The company most attendance and time-tracking tests start from. */
import type { Person } from './factories';
import type { TestContext } from './test-app';

/** A company with an office in Bengaluru and one in London, and hr and a manager in Bengaluru. */
export async function companyWithTwoOffices(ctx: TestContext): Promise<{
  companyId: string;
  bengaluru: string;
  london: string;
  hr: Person;
  manager: Person;
}> {
  const companyId = (await ctx.factories.company()).id;
  const bengaluru = (await ctx.factories.office(companyId, { name: 'Bengaluru', timezone: 'Asia/Kolkata' }))
    .id;
  const london = (await ctx.factories.office(companyId, { name: 'London', timezone: 'Europe/London' })).id;
  const hr = await ctx.factories.person(companyId, { role: 'hr', employee: { officeId: bengaluru } });
  const manager = await ctx.factories.person(companyId, {
    role: 'manager',
    employee: { officeId: bengaluru },
  });
  return { companyId, bengaluru, london, hr, manager };
}
