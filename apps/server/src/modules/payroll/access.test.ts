/** The permission matrix of the payroll routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { describe, expect, it } from 'vitest';
import { employeeStatutory } from '../../db/schema/organization';
import {
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  type MatrixRow,
  matrixSuite,
  UNKNOWN_ID,
} from '../../test/access-matrix';

const suite = matrixSuite({ at: '2026-06-10T04:00:00Z', employeeReportsToManager: true });
const { call } = suite;

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
      'POST /api/payroll/generate/:employeeId/:month/:year': 'payroll:manage',
      'POST /api/payroll/calculate/:employeeId/:month/:year': 'payroll:manage',
      'GET /api/payroll/salary-slips': 'payroll:manage',
      'GET /api/payroll/salary-slips/:id': 'payroll:self',
      'PATCH /api/payroll/salary-slips/:id': 'payroll:manage',
      'DELETE /api/payroll/salary-slips/:id': 'payroll:manage',
      'PATCH /api/payroll/salary-slips/:id/finalize': 'payroll:manage',
      'POST /api/payroll/bulk-generate/:month/:year': 'payroll:manage',
      'GET /api/payroll/runs/:id': 'payroll:manage',
      'GET /api/payroll/summary/:month/:year': 'payroll:manage',
      'PATCH /api/payroll/finalize/:month/:year': 'payroll:manage',
      'GET /api/payroll/my-salary-slips': 'payroll:self',
      'GET /api/payroll/analytics': 'payroll:manage',
      'GET /api/payroll/open-month': 'payroll:manage',
      'POST /api/payroll/calculators/gratuity': 'payroll:manage',
      'POST /api/payroll/calculators/bonus': 'payroll:manage',
      'GET /api/payroll/full-and-final/:employeeId': 'payroll:manage',
      'GET /api/payroll/salary-slips/:id/pdf': 'payroll:self',
      'GET /api/payroll/exports/:month/:year/:kind': 'payroll:manage',
      'GET /api/payroll/declarations/me': 'payroll:self',
      'PUT /api/payroll/declarations/me': 'payroll:self',
      'GET /api/payroll/declarations': 'payroll:manage',
      'POST /api/payroll/declarations/:id/decision': 'payroll:manage',
      'GET /api/settings/payroll': 'settings:read',
      'PATCH /api/settings/payroll': 'settings:write',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/payroll', '/api/settings/payroll']);
  });
});

describe('every payroll route × every role', () => {
  it('answers each caller as the matrix says: money is admin’s and hr’s', async () => {
    const employee = suite.matrix.people.employee.employee.id;
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

  it('slips: admin and hr make and finalise them; the person reads their own finalised slip only', async () => {
    const employee = suite.matrix.people.employee.employee.id;
    await suite.ctx.db
      .insert(employeeStatutory)
      .values({ employeeId: employee, bankAccountNumber: '001234567890', bankIfsc: 'HDFC0001234' });
    expect(
      (
        await call('hr', 'POST', '/api/payroll/config', {
          employeeId: employee,
          effectiveFrom: '2026-04-01',
          annualCtc: 12_00_000_00,
        })
      ).statusCode,
    ).toBe(201);
    // A slip of the employee's to read, adjust and finalise; another (a draft) each caller deletes.
    const may = (await call('hr', 'POST', `/api/payroll/calculate/${employee}/5/2026`)).json().id as string;
    const drafts: Record<string, string> = {};
    for (const [caller, month] of [
      ['admin', 1],
      ['hr', 2],
    ] as const) {
      drafts[caller] = (
        await call('hr', 'POST', `/api/payroll/generate/${employee}/${month}/2026`)
      ).json().id;
    }
    const draftOf = (c: string) => drafts[c] ?? drafts.admin!;
    const rows: MatrixRow[] = [
      [
        'POST generate',
        (c) => call(c, 'POST', `/api/payroll/generate/${employee}/6/2026`),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST calculate',
        (c) => call(c, 'POST', `/api/payroll/calculate/${employee}/6/2026`),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET salary-slips',
        (c) => call(c, 'GET', '/api/payroll/salary-slips?month=5&year=2026'),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET salary slip (a calculated one: not yet the person’s to read)',
        (c) => call(c, 'GET', `/api/payroll/salary-slips/${may}`),
        [200, 200, 403, 404, 401],
      ],
      [
        'PATCH salary slip',
        (c) =>
          call(c, 'PATCH', `/api/payroll/salary-slips/${may}`, {
            adjustments: [{ kind: 'earning', label: 'Bonus', amount: 100_00, reason: 'Festival bonus' }],
          }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE salary slip (a draft)',
        (c) => call(c, 'DELETE', `/api/payroll/salary-slips/${draftOf(c)}`),
        [200, 200, 403, 403, 401],
      ],
      [
        'PATCH finalize',
        (c) => call(c, 'PATCH', `/api/payroll/salary-slips/${may}/finalize`),
        // Admin finalises it; after that it never changes, for hr too.
        [200, 409, 403, 403, 401],
      ],
      [
        'GET salary slip (finalised: now the person’s too)',
        (c) => call(c, 'GET', `/api/payroll/salary-slips/${may}`),
        [200, 200, 403, 200, 401],
      ],
      [
        'GET my-salary-slips',
        (c) => call(c, 'GET', '/api/payroll/my-salary-slips'),
        [200, 200, 200, 200, 401],
      ],
      ['GET summary', (c) => call(c, 'GET', '/api/payroll/summary/5/2026'), [200, 200, 403, 403, 401]],
      ['GET analytics', (c) => call(c, 'GET', '/api/payroll/analytics'), [200, 200, 403, 403, 401]],
      ['GET open month', (c) => call(c, 'GET', '/api/payroll/open-month'), [200, 200, 403, 403, 401]],
      [
        'POST gratuity',
        (c) => call(c, 'POST', '/api/payroll/calculators/gratuity', { employeeId: employee }),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST bonus',
        (c) =>
          call(c, 'POST', '/api/payroll/calculators/bonus', {
            employeeId: employee,
            financialYear: 2026,
            rateBp: 833,
          }),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET full and final',
        (c) => call(c, 'GET', `/api/payroll/full-and-final/${employee}?lastDay=2026-07-10`),
        [200, 200, 403, 403, 401],
      ],
      [
        'PATCH finalize month (nothing left to finalise in May)',
        (c) => call(c, 'PATCH', '/api/payroll/finalize/5/2026'),
        [409, 409, 403, 403, 401],
      ],
      [
        'POST bulk-generate',
        // One run of a month at a time: each caller's run ends before the next asks.
        async (c) => {
          const res = await call(c, 'POST', '/api/payroll/bulk-generate/6/2026');
          await suite.ctx.app.services.jobs.settled();
          return res;
        },
        [202, 202, 403, 403, 401],
      ],
      [
        'GET run (unknown)',
        (c) => call(c, 'GET', `/api/payroll/runs/${UNKNOWN_ID}`),
        [404, 404, 403, 403, 401],
      ],
      [
        'GET salary slip (unknown)',
        (c) => call(c, 'GET', `/api/payroll/salary-slips/${UNKNOWN_ID}`),
        [404, 404, 404, 404, 401],
      ],
    ];
    await expectMatrix(rows);
    await suite.ctx.app.services.jobs.settled();
  });

  it('tax declarations: everyone declares their own; admin and hr decide, none their own', async () => {
    const employee = suite.matrix.people.employee;
    expect(
      (
        await call('hr', 'POST', '/api/payroll/config', {
          employeeId: employee.employee.id,
          effectiveFrom: '2026-06-01',
          annualCtc: 9_00_000_00,
        })
      ).statusCode,
    ).toBe(201);
    const declared = await call('employee', 'PUT', '/api/payroll/declarations/me', {
      regime: 'old',
      section80C: 1_00_000_00,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const id = declared.json().id as string;
    const rows: MatrixRow[] = [
      [
        'GET my declaration',
        (c) => call(c, 'GET', '/api/payroll/declarations/me'),
        [200, 200, 200, 200, 401],
      ],
      [
        'PUT my declaration',
        (c) => call(c, 'PUT', '/api/payroll/declarations/me', { regime: 'new' }),
        [200, 200, 200, 200, 401],
      ],
      ['GET declarations', (c) => call(c, 'GET', '/api/payroll/declarations'), [200, 200, 403, 403, 401]],
      [
        'POST decision',
        (c) => call(c, 'POST', `/api/payroll/declarations/${id}/decision`, { status: 'approved' }),
        // Admin approves it; for hr it is decided already.
        [200, 409, 403, 403, 401],
      ],
      [
        'POST decision (unknown)',
        (c) => call(c, 'POST', `/api/payroll/declarations/${UNKNOWN_ID}/decision`, { status: 'approved' }),
        [404, 404, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
