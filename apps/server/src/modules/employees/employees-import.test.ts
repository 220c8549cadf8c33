/**
 * CSV import: every row checked before anything is written; a commit is all or nothing; managers
 * may be named by code or email, already here or anywhere in the file.
 */
import { EMPLOYEE_IMPORT_COLUMNS, ImportResultSchema } from '@hrms/contracts/employees';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { designations, employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';
import { readOutbox } from '../../test/account';
import type { Person } from '../../test/factories';
import { formWithFile, multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let hr: Person;
let admin: Person;
let boss: Person;
let department: { code: string; name: string };
let officeName: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company()).id;
  const d = await ctx.factories.department(companyId);
  department = { code: d.code, name: d.name };
  officeName = (await ctx.factories.office(companyId)).name;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  admin = await ctx.factories.person(companyId, { role: 'admin' });
  boss = await ctx.factories.person(companyId, { role: 'manager' });
  await ctx.factories.designation(companyId, 'Analyst');
});
afterAll(() => ctx.close());

async function upload(content: string | Buffer, fields: Record<string, string> = {}, who: Person = hr) {
  const form = formWithFile(fields, { fileName: 'people.csv', content, contentType: 'text/csv' });
  const { token } = await ctx.factories.session(who.user.id);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/employees/upload-csv',
    headers: { ...ctx.bearer(token), ...form.headers },
    payload: form.payload,
  });
}

async function result(content: string | Buffer, fields: Record<string, string> = {}, who: Person = hr) {
  const res = await upload(content, fields, who);
  expect(res.statusCode, res.body).toBe(200);
  return ImportResultSchema.parse(res.json());
}

let batch = 0;
/** Unique codes and emails per call: `c(1)` is the first person of this batch. */
function people() {
  batch++;
  const c = (i: number) => `IMP-${process.pid}-${batch}-${i}`;
  const e = (i: number) => `imp.${process.pid}.${batch}.${i}@work.test`;
  return { c, e };
}
const HEADER =
  'employee_code,first_name,last_name,work_email,join_date,department_code,designation,manager,office,employment_type,phone,gender,role';

async function countOf(codes: string[]) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(employees)
    .where(inArray(employees.employeeCode, codes));
  return row!.n;
}

describe('POST /api/employees/upload-csv', () => {
  it('checks a file (BOM, quotes, CRLF) without writing, then imports it all with managers from later rows', async () => {
    const { c, e } = people();
    const csv =
      '\uFEFF' +
      [
        HEADER,
        `${c(1)},Asha,"Rao, Jr.",${e(1)},2025-04-01,${department.code},Analyst,${c(3)},${officeName},full_time,98450 10001,female,employee`,
        `${c(2)},Bala,"Iyer ""BI""",${e(2).toUpperCase()},2025-04-02,${department.name.toLowerCase()},Data Wrangler,${boss.email},,Part time,,,manager`,
        `${c(3)},Chitra,Nair,${e(3)},2025-04-03,,,${c(2).toLowerCase()},,,,,`,
        '',
      ].join('\r\n');
    const dry = await result(csv, { mode: 'dry-run' });
    expect(dry).toMatchObject({
      mode: 'dry-run',
      totalRows: 3,
      validRows: 3,
      errors: [],
      committed: false,
      created: 0,
    });
    expect(dry.newDesignations).toEqual(['Data Wrangler']);
    expect(dry.preview[0]).toMatchObject({
      row: 2,
      name: 'Asha Rao, Jr.',
      department: department.name,
      manager: 'Chitra Nair',
    });
    expect(dry.preview[1]).toMatchObject({
      workEmail: e(2),
      manager: `${boss.employee.firstName} ${boss.employee.lastName}`,
    });
    expect(await countOf([c(1), c(2), c(3)])).toBe(0);

    const done = await result(csv, { mode: 'commit', sendInvitations: 'false' });
    expect(done).toMatchObject({ mode: 'commit', committed: true, created: 3, errors: [] });
    const rows = await ctx.db
      .select()
      .from(employees)
      .where(inArray(employees.employeeCode, [c(1), c(2), c(3)]));
    const byCode = new Map(rows.map((r) => [r.employeeCode, r]));
    expect(byCode.get(c(1))!.managerId).toBe(byCode.get(c(3))!.id);
    expect(byCode.get(c(3))!.managerId).toBe(byCode.get(c(2))!.id);
    expect(byCode.get(c(2))).toMatchObject({
      managerId: boss.employee.id,
      employmentType: 'part_time',
      lastName: 'Iyer "BI"',
    });
    expect(byCode.get(c(1))).toMatchObject({ phone: '9845010001', gender: 'female', lastName: 'Rao, Jr.' });
    const [wrangler] = await ctx.db.select().from(designations).where(eq(designations.name, 'Data Wrangler'));
    expect(byCode.get(c(2))!.designationId).toBe(wrangler!.id);
    const accounts = await ctx.db
      .select()
      .from(users)
      .where(
        inArray(
          users.employeeId,
          rows.map((r) => r.id),
        ),
      );
    expect(accounts.map((a) => [a.email, a.role, a.invitationPending]).sort()).toEqual(
      [
        [e(1), 'employee', true],
        [e(2), 'manager', true],
        [e(3), 'employee', true],
      ].sort(),
    );
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          rows.map((r) => r.id),
        ),
      );
    expect(audits.map((a) => a.action)).toEqual(['employee.create', 'employee.create', 'employee.create']);
    const c2Audit = audits.find((a) => a.entityId === byCode.get(c(2))!.id)!;
    expect(c2Audit).toMatchObject({
      actorUserId: hr.user.id,
      before: null,
      reason: 'Imported from CSV',
      after: { employeeCode: c(2), role: 'manager', designation: { name: 'Data Wrangler' } },
    });
    expect((await readOutbox(ctx)).filter((m) => m.to.includes(e(1)))).toHaveLength(0);

    // Importing the same file again: every row is a duplicate of someone already here.
    const again = await result(csv, { mode: 'dry-run' });
    expect(again.validRows).toBe(0);
    expect(again.errors.filter((x) => x.column === 'employee_code')).toHaveLength(3);
    expect(again.errors.filter((x) => x.column === 'work_email')).toHaveLength(3);
  });

  it('commits nothing when one row is bad, and names each problem by row and column', async () => {
    const { c, e } = people();
    const csv = [
      HEADER,
      `${c(1)},Good,Row,${e(1)},2025-04-01,,,,,,,,`,
      `${c(2)},Good,Row,${e(2)},2025-04-01,,,,,,,,`,
      `bad code!,,Row,not-an-email,2025-02-30,NOPE,,ghost@nowhere.test,Atlantis,weekly,12,robot,boss`,
    ].join('\n');
    const res = await result(csv, { mode: 'commit' });
    expect(res).toMatchObject({ committed: false, created: 0, totalRows: 3, validRows: 2 });
    const on4 = res.errors.filter((x) => x.row === 4).map((x) => x.column);
    expect(on4.sort()).toEqual(
      [
        'department_code',
        'employee_code',
        'employment_type',
        'first_name',
        'gender',
        'join_date',
        'manager',
        'office',
        'phone',
        'role',
        'work_email',
      ].sort(),
    );
    expect(res.errors.find((x) => x.column === 'first_name')?.message).toBe('First name is required');
    expect(await countOf([c(1), c(2)])).toBe(0);
  });

  it('finds duplicates inside the file and against people already here', async () => {
    const { c, e } = people();
    const existing = await ctx.factories.person(companyId);
    const csv = [
      HEADER,
      `${c(1)},A,One,${e(1)},2025-04-01,,,,,,,,`,
      `${c(1).toLowerCase()},B,Two,${e(1)},2025-04-01,,,,,,,,`,
      `${existing.employee.employeeCode},C,Three,${existing.email},2025-04-01,,,,,,,,`,
    ].join('\n');
    const res = await result(csv);
    expect(res.errors).toEqual([
      { row: 3, column: 'employee_code', message: expect.stringMatching(/also on row 2/) },
      { row: 3, column: 'work_email', message: expect.stringMatching(/also on row 2/) },
      { row: 4, column: 'employee_code', message: expect.stringMatching(/already in use/) },
      { row: 4, column: 'work_email', message: expect.stringMatching(/already in use/) },
    ]);
  });

  it('refuses managers that go round in a loop, and a self-manager', async () => {
    const { c, e } = people();
    const csv = [
      HEADER,
      `${c(1)},A,One,${e(1)},2025-04-01,,,${c(2)},,,,,`,
      `${c(2)},B,Two,${e(2)},2025-04-01,,,${e(1)},,,,,`,
      `${c(3)},C,Three,${e(3)},2025-04-01,,,${c(3)},,,,,`,
      `${c(4)},D,Four,${e(4)},2025-04-01,,,${c(1)},,,,,`,
    ].join('\n');
    const res = await result(csv);
    expect(res.errors.map((x) => [x.row, x.column])).toEqual([
      [2, 'manager'],
      [3, 'manager'],
      [4, 'manager'],
    ]);
    expect(res.errors[0]!.message).toMatch(/loop \(rows 2 → 3 → 2\)/);
    expect(res.validRows).toBe(1);
  });

  it('lets only an admin import admins, and mails invitations when asked', async () => {
    const { c, e } = people();
    const csv = `${HEADER}\n${c(1)},A,One,${e(1)},2025-04-01,,,,,,,,admin\n`;
    const byHr = await result(csv);
    expect(byHr.errors).toEqual([
      { row: 2, column: 'role', message: 'Only an admin can give the admin role' },
    ]);
    const byAdmin = await result(csv, { mode: 'commit', sendInvitations: 'true' }, admin);
    expect(byAdmin.created).toBe(1);
    const mails = (await readOutbox(ctx)).filter((m) => m.to.includes(e(1)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]+/);
  });

  it('reports a header without the required columns on line 1, and reads labels as headers', async () => {
    const res = await result('first_name,last_name\nA,B\n');
    expect(res.errors.map((x) => [x.row, x.column])).toEqual([
      [1, 'employee_code'],
      [1, 'work_email'],
      [1, 'join_date'],
    ]);
    const { c, e } = people();
    const labels = EMPLOYEE_IMPORT_COLUMNS.slice(0, 5)
      .map((col) => col.label)
      .join(',');
    expect((await result(`${labels}\n${c(1)},A,B,${e(1)},2025-04-01\n`)).errors).toEqual([]);
  });

  it('refuses what is not CSV (415), too many rows or bytes (413), no file (400), never 5xx', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    expect((await upload(png)).statusCode).toBe(415);
    expect((await upload('<html><body>x</body></html>')).statusCode).toBe(415);
    const many = `${HEADER}\n${'X,A,B,x@y.test,2025-01-01,,,,,,,,\n'.repeat(20_001)}`;
    const tooMany = await upload(many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toMatch(/at most 20,000/);
    expect((await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41))).statusCode).toBe(413);
    const broken = await upload(`${HEADER}\n"unclosed,quote\n`);
    expect(broken.statusCode).toBe(400);
    const form = multipart([{ name: 'mode', value: 'dry-run' }]);
    const { token } = await ctx.factories.session(hr.user.id);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/employees/upload-csv',
      headers: { ...ctx.bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/employees/upload-csv',
      headers: ctx.bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('a,b\n', { mode: 'maybe' })).statusCode).toBe(400);
  });

  it('reads dates as the company writes them (dd/mm/yyyy, d/m/yyyy) or as ISO, and sums up the import', async () => {
    const { c, e } = people();
    const header = `${HEADER},date_of_birth`;
    const csv = [
      header,
      `${c(1)},Asha,Rao,${e(1)},01/04/2025,,,,,,,,,15/08/1994`,
      `${c(2)},Bala,Iyer,${e(2)},5/4/2025,,,,,,,,,3.1.1990`,
      `${c(3)},Chitra,Nair,${e(3)},2025-04-03,,,,,,,,,`,
    ].join('\n');
    const checked = await result(csv);
    expect(checked.errors).toEqual([]);
    expect(checked.summary).toBeNull();
    expect(checked.preview.map((p) => p.joinDate)).toEqual(['2025-04-01', '2025-04-05', '2025-04-03']);

    const done = await result(csv, { mode: 'commit', sendInvitations: 'true' });
    expect(done).toMatchObject({ committed: true, created: 3 });
    expect(done.summary).toEqual({ imported: 3, invited: 3, skipped: 0, reasons: [] });
    const rows = await ctx.db
      .select({ code: employees.employeeCode, joinDate: employees.joinDate, born: employees.dateOfBirth })
      .from(employees)
      .where(inArray(employees.employeeCode, [c(1), c(2), c(3)]))
      .orderBy(employees.employeeCode);
    expect(rows).toEqual([
      { code: c(1), joinDate: '2025-04-01', born: '1994-08-15' },
      { code: c(2), joinDate: '2025-04-05', born: '1990-01-03' },
      { code: c(3), joinDate: '2025-04-03', born: null },
    ]);

    const quiet = people();
    const uninvited = await result(`${HEADER}\n${quiet.c(1)},Dev,Das,${quiet.e(1)},01/04/2025,,,,,,,,\n`, {
      mode: 'commit',
      sendInvitations: 'false',
    });
    expect(uninvited.summary).toEqual({ imported: 1, invited: 0, skipped: 0, reasons: [] });
  });

  it('refuses invalid and ambiguous dates by row, and a refused commit says why each row was skipped', async () => {
    const { c, e } = people();
    const csv = [
      HEADER,
      `${c(1)},A,One,${e(1)},03/25/2025,,,,,,,,`,
      `${c(2)},B,Two,${e(2)},04/05/2025,,,,,,,,`,
      `${c(3)},C,Three,${e(3)},31/02/2025,,,,,,,,`,
      `${c(4)},D,Four,${e(4)},03/04/25,,,,,,,,`,
      `${c(5)},E,Five,${e(5)},25/03/2025,,,,,,,,`,
      `${c(6)},F,Six,${e(6)},1st April,,,,,,,,`,
    ].join('\n');
    const res = await result(csv, { mode: 'commit' });
    expect(res.errors).toEqual([
      {
        row: 2,
        column: 'join_date',
        message: '03/25/2025 is not a date read day first (dd/mm/yyyy): for 25 March 2025 write 25/03/2025',
      },
      {
        row: 3,
        column: 'join_date',
        message:
          '04/05/2025 could be 4 May 2025 or 5 April 2025, as row 2 writes the month first: write it as yyyy-mm-dd or correct that row',
      },
      { row: 4, column: 'join_date', message: '31/02/2025 is not a date of the calendar' },
      {
        row: 5,
        column: 'join_date',
        message: '03/04/25 has a two-digit year: write the year in full (dd/mm/yyyy)',
      },
      {
        row: 7,
        column: 'join_date',
        message: '1st April is not a date: write it as dd/mm/yyyy (for example 01/04/2025) or yyyy-mm-dd',
      },
    ]);
    expect(res.summary).toEqual({
      imported: 0,
      invited: 0,
      skipped: 6,
      reasons: [
        { row: 2, reason: expect.stringMatching(/^03\/25\/2025 is not a date/) },
        { row: 3, reason: expect.stringMatching(/^04\/05\/2025 could be/) },
        { row: 4, reason: expect.stringMatching(/^31\/02\/2025/) },
        { row: 5, reason: expect.stringMatching(/two-digit year/) },
        { row: 7, reason: expect.stringMatching(/^1st April/) },
        {
          row: null,
          reason: '1 row without problems was held back: a file is imported only when every row is right',
        },
      ],
    });
    expect(await countOf([c(5)])).toBe(0);
  });

  it('serves a template whose header is the import columns', async () => {
    const { token } = await ctx.factories.session(hr.user.id);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/employees/import-template',
      headers: ctx.bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',')).toEqual(EMPLOYEE_IMPORT_COLUMNS.map((col) => col.key));
    expect(example!.split(',')).toHaveLength(EMPLOYEE_IMPORT_COLUMNS.length);
  });
});
