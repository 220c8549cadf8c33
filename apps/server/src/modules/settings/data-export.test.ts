/**
 * The export of all company data: one ZIP with a CSV per table (secrets and the server's own
 * workings left out) and the stored files records point at; audited; admin only.
 */
import path from 'node:path';
import type { Access } from '@hrms/contracts/roles';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { companies } from '../../db/schema/organization';
import { LocalFileStorage } from '../../lib/storage';
import { expectDeclaredAccess, expectMatrix, type Matrix, matrixFor } from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;
let logoKey: string;
const LOGO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company({ name: '=Formula Ltd' });
  matrix = await matrixFor(ctx, company.id);
  logoKey = await new LocalFileStorage(path.join(ctx.config.dataDir, 'files')).put('logo', LOGO);
  await ctx.db.update(companies).set({ logoKey }).where(eq(companies.id, company.id));
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const URL = '/api/settings/data-export';

describe('the export of all company data', () => {
  it('is one ZIP of a CSV per table and the stored files, without secrets, and is audited', async () => {
    const res = await call('admin', 'GET', URL);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('hrms-data-');
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files);

    expect(names).toContain('tables/employees.csv');
    expect(names).toContain('tables/leave_requests.csv');
    expect(names).toContain('tables/audit_log.csv');
    for (const internal of [
      'sessions',
      'password_reset_tokens',
      'login_challenges',
      'attendance_day_counts',
    ]) {
      expect(names, internal).not.toContain(`tables/${internal}.csv`);
    }
    const users = strFromU8(files['tables/users.csv']!);
    const header = users.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header.split(',')).toContain('email');
    expect(header).not.toMatch(/password_hash|two_factor_secret|two_factor_backup_codes/);
    expect(users).toContain(matrix.people.employee.user.email);

    const employees = strFromU8(files['tables/employees.csv']!);
    expect(employees).toContain(matrix.people.manager.employee.workEmail);
    // A value that would run as a formula in a spreadsheet is text.
    expect(strFromU8(files['tables/companies.csv']!)).toContain("'=Formula Ltd");
    expect(Buffer.from(files[`files/${logoKey}`]!)).toEqual(LOGO);

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'data.export'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: matrix.people.admin.user.id });
  });
});

describe('every data export route × every role', () => {
  it('declares its access', () => {
    const expected: Record<string, Access> = { 'GET /api/settings/data-export': 'data:export' };
    expectDeclaredAccess(ctx, expected, ['/api/settings/data-export']);
  });

  it('answers each caller as the matrix says: admin only', async () => {
    await expectMatrix([['GET', (c) => call(c, 'GET', URL), [200, 403, 403, 403, 401]]]);
  });
});
