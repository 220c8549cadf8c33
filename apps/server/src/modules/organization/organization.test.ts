import { DepartmentListResponseSchema, OfficeListResponseSchema } from '@hrms/contracts/organization';
import type { Role } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let people: Record<Role, Person>;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const company = await f.company({ name: 'Org Co' });
  const office = await f.office(company.id, { name: 'Pune' });
  await f.office(company.id, { name: 'Chennai' });
  const eng = await f.department(company.id, { name: 'Engineering' });
  await f.department(company.id, { name: 'Audit' });
  const at = { officeId: office.id, departmentId: eng.id };
  people = {
    admin: await f.person(company.id, { role: 'admin', employee: at }),
    hr: await f.person(company.id, { role: 'hr', employee: at }),
    manager: await f.person(company.id, { role: 'manager', employee: at }),
    employee: await f.person(company.id, { role: 'employee', employee: at }),
  };
  await f.employee(company.id, { ...at, status: 'inactive' });
  const other = await f.company();
  await f.department(other.id, { name: 'Elsewhere' });
  await f.office(other.id, { name: 'Elsewhere' });
});
afterAll(() => ctx.close());

async function get(role: Role | 'anonymous', url: string) {
  const headers =
    role === 'anonymous' ? {} : ctx.bearer((await ctx.factories.session(people[role].user.id)).token);
  return ctx.app.inject({ url, headers });
}

describe('organization lists', () => {
  it("lists the company's departments with active headcount, and only its own", async () => {
    const res = await get('hr', '/api/organization/departments');
    expect(res.statusCode).toBe(200);
    const body = DepartmentListResponseSchema.parse(res.json());
    expect(body.items.map((d) => [d.name, d.headcount])).toEqual([
      ['Audit', 0],
      ['Engineering', 4],
    ]);
  });

  it("lists the company's offices, and only its own", async () => {
    const res = await get('admin', '/api/organization/offices');
    expect(res.statusCode).toBe(200);
    expect(OfficeListResponseSchema.parse(res.json()).items.map((o) => o.name)).toEqual(['Chennai', 'Pune']);
  });

  it.each([
    ['admin', 200],
    ['hr', 200],
    ['manager', 200],
    // The directory's filters and the org chart's: where colleagues sit.
    ['employee', 200],
    ['anonymous', 401],
  ] as const)('answers %s with %i', async (role, status) => {
    for (const url of ['/api/organization/departments', '/api/organization/offices']) {
      expect((await get(role, url)).statusCode, url).toBe(status);
    }
  });
});
