/** The permission matrix of the time-tracking routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
} from '../../test/access-matrix';

const suite = matrixSuite({ at: '2026-03-03T04:00:00Z', employeeReportsToManager: true });
const { call } = suite;

describe('declared access', () => {
  it('declares every time-tracking route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'POST /api/time-tracking/clock-in': 'time-tracking:self',
      'POST /api/time-tracking/clock-out': 'time-tracking:self',
      'POST /api/time-tracking/break/start': 'time-tracking:self',
      'POST /api/time-tracking/break/end': 'time-tracking:self',
      'GET /api/time-tracking/status': 'time-tracking:self',
      'GET /api/time-tracking/entries': 'time-tracking:self',
      'GET /api/time-tracking/team': 'attendance:manage',
      'GET /api/time-tracking/report/daily/:date': 'time-tracking:self',
      'GET /api/time-tracking/report/weekly/:date': 'time-tracking:self',
      'GET /api/time-tracking/report/monthly/:year/:month': 'time-tracking:self',
      'GET /api/time-tracking/configuration': 'time-tracking:self',
      'POST /api/time-tracking/configuration': 'settings:write',
      'GET /api/settings/time-tracking': 'settings:read',
      'PATCH /api/settings/time-tracking': 'settings:write',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/time-tracking', '/api/settings/time-tracking']);
  });
});

describe('every time-tracking route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const employee = () => suite.matrix.people.employee.employee.id;
    const admin = () => suite.matrix.people.admin.employee.id;
    const rows: MatrixRow[] = [
      ['GET status', (c) => call(c, 'GET', '/api/time-tracking/status'), [200, 200, 200, 200, 401]],
      ['POST clock-in', (c) => call(c, 'POST', '/api/time-tracking/clock-in'), [200, 200, 200, 200, 401]],
      [
        'POST break/start',
        (c) => call(c, 'POST', '/api/time-tracking/break/start'),
        [200, 200, 200, 200, 401],
      ],
      ['POST break/end', (c) => call(c, 'POST', '/api/time-tracking/break/end'), [200, 200, 200, 200, 401]],
      ['POST clock-out', (c) => call(c, 'POST', '/api/time-tracking/clock-out'), [200, 200, 200, 200, 401]],
      ['GET entries (own)', (c) => call(c, 'GET', '/api/time-tracking/entries'), [200, 200, 200, 200, 401]],
      [
        'GET entries (team)',
        (c) => call(c, 'GET', '/api/time-tracking/entries?scope=team'),
        [200, 200, 200, 403, 401],
      ],
      [
        'GET entries (the employee’s)',
        (c) => call(c, 'GET', `/api/time-tracking/entries?employeeId=${employee()}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET entries (admin’s)',
        (c) => call(c, 'GET', `/api/time-tracking/entries?employeeId=${admin()}`),
        [200, 200, 404, 403, 401],
      ],
      ['GET team', (c) => call(c, 'GET', '/api/time-tracking/team'), [200, 200, 200, 403, 401]],
      [
        'GET report daily',
        (c) => call(c, 'GET', '/api/time-tracking/report/daily/2026-03-03'),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET report weekly (the employee’s)',
        (c) => call(c, 'GET', `/api/time-tracking/report/weekly/2026-03-03?employeeId=${employee()}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET report monthly (admin’s)',
        (c) => call(c, 'GET', `/api/time-tracking/report/monthly/2026/3?employeeId=${admin()}`),
        [200, 200, 404, 403, 401],
      ],
      [
        'GET configuration',
        (c) => call(c, 'GET', '/api/time-tracking/configuration'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST configuration',
        (c) =>
          call(c, 'POST', '/api/time-tracking/configuration', {
            employeeId: employee(),
            shiftStart: '10:00',
            shiftEnd: '19:00',
          }),
        [200, 200, 403, 403, 401],
      ],
      ['GET settings', (c) => call(c, 'GET', '/api/settings/time-tracking'), [200, 200, 403, 403, 401]],
      [
        'PATCH settings',
        (c: Caller) => call(c, 'PATCH', '/api/settings/time-tracking', { graceMinutes: 10 }),
        [200, 200, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
    expect((await call('hr', 'GET', '/api/settings/time-tracking')).json().graceMinutes).toBe(10);
  });
});
