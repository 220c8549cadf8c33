/** The permission matrix of the reports routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { describe, it } from 'vitest';
import { expectDeclaredAccess, expectMatrix, type MatrixRow, matrixSuite } from '../../test/access-matrix';

const suite = matrixSuite({ at: '2026-03-03T04:00:00Z', employeeReportsToManager: true });
const { call } = suite;

describe('declared access', () => {
  it('declares every reports route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/reports/dashboard': 'reports:read',
      'GET /api/reports/attendance': 'reports:read',
      'GET /api/reports/attendance-trends': 'reports:read',
      'GET /api/reports/leave': 'reports:read',
      'GET /api/reports/time-tracking': 'reports:read',
      'GET /api/reports/payroll': 'payroll:manage',
      'GET /api/reports/department-stats': 'reports:read',
      'GET /api/reports/recent-activities': 'reports:read',
      'GET /api/reports/export': 'reports:read',
      'GET /api/settings/reports': 'settings:read',
      'PATCH /api/settings/reports': 'settings:write',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/reports', '/api/settings/reports']);
  });
});

describe('every reports route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const employee = suite.matrix.people.employee.employee.id;
    const admin = suite.matrix.people.admin.employee.id;
    const everyoneAbove = [200, 200, 200, 403, 401] as const;
    const rows: MatrixRow[] = [
      ['GET dashboard', (c) => call(c, 'GET', '/api/reports/dashboard'), [...everyoneAbove]],
      ['GET attendance', (c) => call(c, 'GET', '/api/reports/attendance'), [...everyoneAbove]],
      [
        'GET attendance (the employee)',
        (c) => call(c, 'GET', `/api/reports/attendance?employeeId=${employee}`),
        [...everyoneAbove],
      ],
      [
        'GET attendance (admin)',
        (c) => call(c, 'GET', `/api/reports/attendance?employeeId=${admin}`),
        [200, 200, 404, 403, 401],
      ],
      [
        'GET attendance-trends',
        (c) => call(c, 'GET', '/api/reports/attendance-trends?months=3'),
        [...everyoneAbove],
      ],
      ['GET leave', (c) => call(c, 'GET', '/api/reports/leave'), [...everyoneAbove]],
      ['GET time-tracking', (c) => call(c, 'GET', '/api/reports/time-tracking'), [...everyoneAbove]],
      ['GET payroll', (c) => call(c, 'GET', '/api/reports/payroll'), [200, 200, 403, 403, 401]],
      ['GET department-stats', (c) => call(c, 'GET', '/api/reports/department-stats'), [...everyoneAbove]],
      ['GET recent-activities', (c) => call(c, 'GET', '/api/reports/recent-activities'), [...everyoneAbove]],
      [
        'GET export',
        (c) => call(c, 'GET', '/api/reports/export?report=attendance&format=xlsx'),
        [...everyoneAbove],
      ],
      [
        'GET export as PDF',
        (c) => call(c, 'GET', '/api/reports/export?report=leave&format=pdf'),
        [...everyoneAbove],
      ],
      ['GET settings', (c) => call(c, 'GET', '/api/settings/reports'), [200, 200, 403, 403, 401]],
      [
        'PATCH settings',
        (c) => call(c, 'PATCH', '/api/settings/reports', { monthlyMail: true }),
        [200, 200, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
