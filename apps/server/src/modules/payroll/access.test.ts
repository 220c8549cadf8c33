/** The permission matrix of the payroll routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  type MatrixRow,
  matrixFor,
  UNKNOWN_ID,
} from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-06-10T04:00:00Z');
  matrix = await matrixFor(ctx, (await ctx.factories.company()).id, { employeeReportsToManager: true });
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);

describe('declared access', () => {
  it('declares every payroll route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/payroll/config/default/template': 'payroll:manage',
      'POST /api/payroll/config': 'payroll:manage',
      'GET /api/payroll/config/:employeeId': 'payroll:manage',
      'PATCH /api/payroll/config/:employeeId': 'payroll:manage',
      'DELETE /api/payroll/config/:employeeId': 'payroll:manage',
      'GET /api/payroll/statutory-rules': 'payroll:manage',
      'POST /api/payroll/statutory-rules': 'payroll:manage',
      'GET /api/settings/payroll': 'settings:read',
      'PATCH /api/settings/payroll': 'settings:write',
    };
    expectDeclaredAccess(ctx, expected, ['/api/payroll', '/api/settings/payroll']);
  });
});

describe('every payroll route × every role', () => {
  it('answers each caller as the matrix says: money is admin’s and hr’s', async () => {
    const employee = matrix.people.employee.employee.id;
    const salary = (c: Parameters<Matrix['call']>[0], effectiveFrom: string) =>
      call(c, 'POST', '/api/payroll/config', {
        employeeId: employee,
        effectiveFrom,
        annualCtc: 12_00_000_00,
      });
    // Each caller that may gives a salary from a date of their own, so each succeeds once.
    const dates = { admin: '2026-04-01', hr: '2026-05-01' } as Record<string, string>;
    const rows: MatrixRow[] = [
      [
        'GET default template',
        (c) => call(c, 'GET', '/api/payroll/config/default/template'),
        [200, 200, 403, 403, 401],
      ],
      ['POST config', (c) => salary(c, dates[c] ?? '2026-06-01'), [201, 201, 403, 403, 401]],
      ['GET config', (c) => call(c, 'GET', `/api/payroll/config/${employee}`), [200, 200, 403, 403, 401]],
      [
        'GET config (unknown person)',
        (c) => call(c, 'GET', `/api/payroll/config/${UNKNOWN_ID}`),
        [404, 404, 403, 403, 401],
      ],
      [
        'PATCH config',
        (c) => call(c, 'PATCH', `/api/payroll/config/${employee}`, { taxRegime: 'old' }),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET statutory rules',
        (c) => call(c, 'GET', '/api/payroll/statutory-rules?kind=epf'),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST statutory rule',
        (c) =>
          call(c, 'POST', '/api/payroll/statutory-rules', {
            kind: 'esi',
            key: 'default',
            effectiveFrom: '2027-04-01',
            params: { wageLimit: 2_100_000, employeeRateBp: 75, employerRateBp: 325 },
          }),
        [201, 403, 403, 403, 401],
      ],
      ['GET settings', (c) => call(c, 'GET', '/api/settings/payroll'), [200, 200, 403, 403, 401]],
      [
        'PATCH settings',
        (c) => call(c, 'PATCH', '/api/settings/payroll', { payableDaysBasis: 'fixed_30' }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE config',
        (c) => call(c, 'DELETE', `/api/payroll/config/${employee}`),
        // Admin removes it; hr finds nothing left to remove.
        [200, 404, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
