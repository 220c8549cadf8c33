/** The employee export: the list's filters and sort, chosen columns, CSV or XLSX, formulas neutralised. */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposition } from '../../test/downloads';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  const companyId = (await ctx.factories.company()).id;
  const departmentId = (await ctx.factories.department(companyId, { name: '+Sales' })).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  await ctx.factories.person(companyId, {
    employee: {
      firstName: '=HYPERLINK("http://evil.test","x")',
      lastName: '@Rao',
      departmentId,
      phone: '-1',
    },
  });
  await ctx.factories.person(companyId, {
    employee: { firstName: 'Gone', status: 'inactive', exitDate: '2025-01-31', exitReason: 'Left' },
  });
});
afterAll(() => ctx.close());

async function exportAs(query: string) {
  const { token } = await ctx.factories.session(hr.user.id);
  return ctx.app.inject({ method: 'GET', url: `/api/employees/export?${query}`, headers: ctx.bearer(token) });
}

describe('GET /api/employees/export', () => {
  it('writes CSV with every cell that could start a formula neutralised', async () => {
    const res = await exportAs('format=csv&columns=firstName,lastName,department,phone,status');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(disposition(res.headers['content-disposition'])).toEqual({
      type: 'attachment',
      fileName: expect.stringMatching(/^employees-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Department,Phone,Status');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",'@Rao,'+Sales,'-1,Active`);
    expect(lines).toHaveLength(4);
  });

  it('writes an XLSX workbook with the same neutralisation, filtered like the list', async () => {
    const res = await exportAs(`format=xlsx&status=active&search=${encodeURIComponent('rao')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(disposition(res.headers['content-disposition']).fileName).toMatch(/\.xlsx$/);
    const parts = unzipSync(new Uint8Array(res.rawPayload));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(`'=HYPERLINK(&quot;http://evil.test&quot;,&quot;x&quot;)`);
    expect(sheet).toContain(`'@Rao`);
    expect(sheet).not.toContain('Gone');
    expect(sheet.match(/<row /g)).toHaveLength(2);
  });

  it('refuses an unknown column with 400', async () => {
    const res = await exportAs('columns=firstName,salary');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'query.columns', message: 'Unknown column: salary' }]);
  });
});
