/** The permission matrix of the attendance routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
  UNKNOWN_ID,
} from '../../test/access-matrix';

// The clock stands at Tuesday 09:30 IST.
const suite = matrixSuite({ at: '2026-03-03T04:00:00Z', employeeReportsToManager: true });
const { call } = suite;
let employeeDay: string;
let adminDay: string;

beforeAll(async () => {
  for (const caller of ['employee', 'admin'] as const) {
    expect((await call(caller, 'POST', '/api/time-tracking/clock-in')).statusCode).toBe(200);
  }
  const day = async (caller: 'employee' | 'admin') =>
    (await call(caller, 'GET', '/api/attendance/my-attendance')).json().items[0].id as string;
  employeeDay = await day('employee');
  adminDay = await day('admin');
});

describe('declared access', () => {
  it('declares every attendance route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/attendance/my-attendance': 'attendance:self',
      'GET /api/attendance/calendar/:year/:month': 'attendance:self',
      'GET /api/attendance/calendar-data': 'attendance:self',
      'GET /api/attendance/stats': 'attendance:self',
      'GET /api/attendance/monthly-stats': 'attendance:self',
      'GET /api/attendance/weekly-overview': 'attendance:self',
      'GET /api/attendance/all': 'attendance:manage',
      'GET /api/attendance/export': 'attendance:manage',
      'GET /api/attendance/generate/:date': 'attendance:manage',
      'POST /api/attendance/bulk-mark': 'attendance:manage',
      'POST /api/attendance/bulk-update': 'attendance:manage',
      'PATCH /api/attendance/:id': 'attendance:manage',
      'POST /api/attendance/regularizations': 'attendance:self',
      'GET /api/attendance/regularizations': 'attendance:self',
      'PATCH /api/attendance/regularizations/:id': 'attendance:manage',
      'PATCH /api/attendance/regularizations/:id/cancel': 'attendance:self',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/attendance']);
  });
});

describe('every attendance route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const employee = suite.matrix.people.employee.employee.id;
    const admin = suite.matrix.people.admin.employee.id;
    const rows: MatrixRow[] = [
      [
        'GET my-attendance',
        (c) => call(c, 'GET', '/api/attendance/my-attendance'),
        [200, 200, 200, 200, 401],
      ],
      ['GET calendar', (c) => call(c, 'GET', '/api/attendance/calendar/2026/3'), [200, 200, 200, 200, 401]],
      [
        'GET calendar (the employee’s)',
        (c) => call(c, 'GET', `/api/attendance/calendar/2026/3?employeeId=${employee}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET calendar (admin’s)',
        (c) => call(c, 'GET', `/api/attendance/calendar/2026/3?employeeId=${admin}`),
        [200, 200, 404, 403, 401],
      ],
      [
        'GET calendar-data',
        (c) => call(c, 'GET', '/api/attendance/calendar-data?from=2026-03-01&to=2026-03-31'),
        [200, 200, 200, 200, 401],
      ],
      ['GET stats', (c) => call(c, 'GET', '/api/attendance/stats'), [200, 200, 200, 200, 401]],
      [
        'GET stats (team)',
        (c) => call(c, 'GET', '/api/attendance/stats?scope=team'),
        [200, 200, 200, 403, 401],
      ],
      [
        'GET monthly-stats',
        (c) => call(c, 'GET', '/api/attendance/monthly-stats'),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET weekly-overview',
        (c) => call(c, 'GET', '/api/attendance/weekly-overview'),
        [200, 200, 200, 200, 401],
      ],
      ['GET all', (c) => call(c, 'GET', '/api/attendance/all'), [200, 200, 200, 403, 401]],
      [
        'GET all (admin’s)',
        (c) => call(c, 'GET', `/api/attendance/all?employeeId=${admin}`),
        [200, 200, 404, 403, 401],
      ],
      ['GET export', (c) => call(c, 'GET', '/api/attendance/export'), [200, 200, 200, 403, 401]],
      [
        'GET generate',
        (c) => call(c, 'GET', '/api/attendance/generate/2026-03-03'),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST bulk-mark (the employee)',
        (c) =>
          call(c, 'POST', '/api/attendance/bulk-mark', {
            employeeIds: [employee],
            date: '2026-03-02',
            status: 'present',
            reason: 'Working from the client site',
          }),
        [200, 200, 200, 403, 401],
      ],
      [
        'POST bulk-update (the employee’s day)',
        (c) =>
          call(c, 'POST', '/api/attendance/bulk-update', {
            items: [{ id: employeeDay, status: 'present' }],
            reason: 'Checked with the team',
          }),
        [200, 200, 200, 403, 401],
      ],
      [
        'PATCH the employee’s day',
        (c) => call(c, 'PATCH', `/api/attendance/${employeeDay}`, { status: 'late', reason: 'Came in late' }),
        [200, 200, 200, 403, 401],
      ],
      [
        'PATCH admin’s day',
        (c) => call(c, 'PATCH', `/api/attendance/${adminDay}`, { status: 'late', reason: 'Came in late' }),
        [403, 200, 404, 403, 401],
      ],
      [
        'PATCH an unknown day',
        (c) => call(c, 'PATCH', `/api/attendance/${UNKNOWN_ID}`, { status: 'late', reason: 'Came in late' }),
        [404, 404, 404, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });

  it('answers each caller on correction requests as the matrix says', async () => {
    // Each a request of the employee's, on a day of its own (one waits a day at a time).
    let day = 0;
    const ask = async () => {
      day += 1;
      const res = await call('employee', 'POST', '/api/attendance/regularizations', {
        date: `2026-02-${String(day + 1).padStart(2, '0')}`,
        clockIn: '09:30',
        clockOut: '18:00',
        reason: 'Forgot to punch',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const toDecide: Record<string, string> = {};
    const toCancel: Record<string, string> = {};
    for (const c of ['admin', 'hr', 'manager', 'employee', 'anonymous']) {
      toDecide[c] = await ask();
      toCancel[c] = await ask();
    }
    const rows: MatrixRow[] = [
      [
        'POST regularizations',
        (c) =>
          call(c, 'POST', '/api/attendance/regularizations', {
            date: '2026-03-02',
            clockIn: '09:30',
            clockOut: '18:00',
            reason: 'Forgot to punch',
          }),
        [201, 201, 201, 201, 401],
      ],
      [
        'GET regularizations (mine)',
        (c) => call(c, 'GET', '/api/attendance/regularizations'),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET regularizations (to decide)',
        (c) => call(c, 'GET', '/api/attendance/regularizations?scope=to-decide'),
        [200, 200, 200, 403, 401],
      ],
      [
        'PATCH a regularization (the employee’s)',
        (c) =>
          call(c, 'PATCH', `/api/attendance/regularizations/${toDecide[c]}`, {
            status: 'rejected',
            comment: 'No record',
          }),
        [200, 200, 200, 403, 401],
      ],
      [
        'PATCH a regularization cancel (the employee’s)',
        (c) => call(c, 'PATCH', `/api/attendance/regularizations/${toCancel[c]}/cancel`),
        [404, 404, 404, 200, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
