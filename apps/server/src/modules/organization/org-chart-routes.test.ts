import { type OrgChartNode, OrgChartResponseSchema } from '@hrms/contracts/organization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposition } from '../../test/downloads';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let ceo: Person;
let hr: Person;
let engManager: Person;
let salesManager: Person;
let dev: Person;
let lead: Person;
let intern: Person;
let seller: Person;
let orphan: Person;
let engId: string;
const PHOTO_KEY = `photo-${'ab'.repeat(16)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const company = await f.company({ name: 'Chart Co' });
  const eng = await f.department(company.id, { name: 'Engineering' });
  const sales = await f.department(company.id, { name: 'Sales' });
  engId = eng.id;
  const em = await f.designation(company.id, 'Engineering Manager');
  ceo = await f.person(company.id, { role: 'admin', employee: { firstName: 'Chitra', lastName: 'Ceo' } });
  const under = (manager: Person, extra: object = {}) => ({ managerId: manager.employee.id, ...extra });
  hr = await f.person(company.id, {
    role: 'hr',
    employee: under(ceo, { firstName: 'Hari', lastName: 'People' }),
  });
  engManager = await f.person(company.id, {
    role: 'manager',
    employee: under(ceo, { firstName: 'Esha', lastName: 'Lead', departmentId: eng.id, designationId: em.id }),
  });
  dev = await f.person(company.id, {
    employee: under(engManager, {
      firstName: 'Dev',
      lastName: 'One',
      departmentId: eng.id,
      photoKey: PHOTO_KEY,
    }),
  });
  lead = await f.person(company.id, {
    employee: under(engManager, { firstName: 'Arun', lastName: 'Senior', departmentId: eng.id }),
  });
  intern = await f.person(company.id, {
    employee: under(lead, { firstName: 'Ila', lastName: 'Intern', departmentId: eng.id }),
  });
  salesManager = await f.person(company.id, {
    role: 'manager',
    employee: under(ceo, { firstName: 'Sunil', lastName: 'Sales', departmentId: sales.id }),
  });
  seller = await f.person(company.id, {
    employee: under(salesManager, {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'Seller',
      departmentId: sales.id,
    }),
  });
  const leaver = await f.employee(company.id, { ...under(ceo), status: 'inactive', firstName: 'Left' });
  orphan = await f.person(company.id, {
    employee: { managerId: leaver.id, firstName: 'Olu', lastName: 'Orphan' },
  });
  // On notice is still here: in the chart.
  await f.employee(company.id, {
    ...under(salesManager),
    status: 'on_notice',
    firstName: 'Nita',
    lastName: 'Notice',
  });
});
afterAll(() => ctx.close());

async function get(person: Person, url: string) {
  return ctx.app.inject({ url, headers: ctx.bearer((await ctx.factories.session(person.user.id)).token) });
}

async function chart(person: Person, query = '') {
  const res = await get(person, `/api/employees/org-chart${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrgChartResponseSchema.parse(res.json());
}

function shape(nodes: readonly OrgChartNode[]): string {
  return nodes
    .map(
      (n) =>
        `${n.name}(${n.directReports}/${n.totalReports})${n.children.length ? `[${shape(n.children)}]` : ''}`,
    )
    .join(' ');
}

describe('GET /employees/org-chart', () => {
  it('gives admin and hr the whole company, with whoever reports to a leaver at the top', async () => {
    const whole = await chart(hr);
    expect(whole.total).toBe(10);
    expect(shape(whole.roots)).toBe(
      'Chitra Ceo(3/8)[Esha Lead(2/3)[Arun Senior(1/1)[Ila Intern(0/0)] Dev One(0/0)] Hari People(0/0) Sunil Sales(2/2)[=HYPERLINK("http://evil.test") Seller(0/0) Nita Notice(0/0)]] Olu Orphan(0/0)',
    );
    expect(shape((await chart(ceo)).roots)).toBe(shape(whole.roots));
  });

  it('describes each person: title, department, photo and code', async () => {
    const { roots } = await chart(ceo, `?rootId=${engManager.employee.id}`);
    expect(roots[0]).toMatchObject({
      id: engManager.employee.id,
      employeeCode: engManager.employee.employeeCode,
      designation: 'Engineering Manager',
      department: 'Engineering',
      photoUrl: null,
    });
    expect(roots[0]!.children.find((c) => c.id === dev.employee.id)?.photoUrl).toBe(
      `/api/employees/photos/${PHOTO_KEY}`,
    );
  });

  it('gives a manager only the tree below them', async () => {
    const mine = await chart(engManager);
    expect(mine.total).toBe(4);
    expect(shape(mine.roots)).toBe('Esha Lead(2/3)[Arun Senior(1/1)[Ila Intern(0/0)] Dev One(0/0)]');
    expect(shape((await chart(engManager, `?rootId=${lead.employee.id}`)).roots)).toBe(
      'Arun Senior(1/1)[Ila Intern(0/0)]',
    );
    for (const outside of [ceo, salesManager, seller, orphan]) {
      const res = await get(engManager, `/api/employees/org-chart?rootId=${outside.employee.id}`);
      expect(res.statusCode, outside.employee.firstName).toBe(404);
      for (const format of ['csv', 'pdf']) {
        const file = await get(
          engManager,
          `/api/employees/org-chart/export?format=${format}&rootId=${outside.employee.id}`,
        );
        expect(file.statusCode, `${format} of ${outside.employee.firstName}`).toBe(404);
      }
    }
    const csv = await get(engManager, '/api/employees/org-chart/export?format=csv');
    expect(csv.statusCode).toBe(200);
    // The team's four rows and the header; the root's own manager is named, nobody else outside.
    expect(csv.body.trim().split(/\r?\n/)).toHaveLength(5);
    for (const outside of [salesManager, seller, orphan]) {
      expect(csv.body).not.toContain(outside.employee.employeeCode);
    }
  });

  it('filters by department', async () => {
    const eng = await chart(hr, `?departmentId=${engId}`);
    expect(shape(eng.roots)).toBe('Esha Lead(2/3)[Arun Senior(1/1)[Ila Intern(0/0)] Dev One(0/0)]');
    expect(eng.total).toBe(4);
  });

  it("gives an employee the whole company as colleagues' cards, and refuses someone not signed in", async () => {
    const whole = await chart(intern);
    expect(whole).toEqual(await chart(hr));
    const keys = new Set<string>();
    const walk = (nodes: readonly OrgChartNode[]) => {
      for (const node of nodes) {
        for (const key of Object.keys(node)) keys.add(key);
        walk(node.children);
      }
    };
    walk(whole.roots);
    expect([...keys].sort()).toEqual(
      [
        'id',
        'name',
        'employeeCode',
        'designation',
        'department',
        'photoUrl',
        'joinsOn',
        'directReports',
        'totalReports',
        'children',
      ].sort(),
    );
    expect((await ctx.app.inject({ url: '/api/employees/org-chart' })).statusCode).toBe(401);
  });

  it('is not mistaken for an employee id by the employees routes', async () => {
    const res = await get(hr, '/api/employees/org-chart/export?format=csv');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /employees/org-chart/export', () => {
  it('writes a PDF a reader can open, as a dated attachment', async () => {
    const res = await get(hr, '/api/employees/org-chart/export?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(disposition(res.headers['content-disposition'])).toEqual({
      type: 'attachment',
      fileName: 'org-chart-2026-01-15.pdf',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });

  it('defaults to PDF', async () => {
    const res = await get(engManager, '/api/employees/org-chart/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('writes a CSV in outline order with managers, levels and counts, formulas neutralised', async () => {
    const res = await get(hr, '/api/employees/org-chart/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(disposition(res.headers['content-disposition'])).toEqual({
      type: 'attachment',
      fileName: 'org-chart-2026-01-15.csv',
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Employee code,Name,Designation,Department,Manager code,Manager name,Level,Direct reports,Total reports',
    );
    expect(lines).toHaveLength(11);
    const code = (p: Person) => p.employee.employeeCode;
    expect(lines[1]).toBe(`${code(ceo)},Chitra Ceo,,,,,1,3,8`);
    expect(lines[2]).toBe(
      `${code(engManager)},Esha Lead,Engineering Manager,Engineering,${code(ceo)},Chitra Ceo,2,2,3`,
    );
    expect(lines).toContain(`${code(intern)},Ila Intern,,Engineering,${code(lead)},Arun Senior,4,0,0`);
    const evil = lines.find((l) => l.startsWith(code(seller)))!;
    expect(evil).toBe(
      `${code(seller)},"'=HYPERLINK(""http://evil.test"") Seller",,Sales,${code(salesManager)},Sunil Sales,3,0,0`,
    );
    // Whose manager has left has no manager in the chart.
    expect(lines.at(-1)).toBe(`${code(orphan)},Olu Orphan,,,,,1,0,0`);
  });

  it("limits a manager's export to their tree", async () => {
    const res = await get(engManager, '/api/employees/org-chart/export?format=csv');
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(5);
  });
});
