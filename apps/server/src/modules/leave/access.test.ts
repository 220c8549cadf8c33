/** The permission matrix of the leave routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
  UNKNOWN_ID,
} from '../../test/access-matrix';

const suite = matrixSuite({ employeeReportsToManager: true });
const { call } = suite;
let typeId: string;

beforeAll(async () => {
  typeId = await leaveType();
  const run = await call('hr', 'POST', '/api/leave/accrual/run', {});
  expect(run.statusCode, run.body).toBe(200);
});

let made = 0;
async function leaveType(): Promise<string> {
  made += 1;
  const res = await call('hr', 'POST', '/api/leave/types', {
    code: `T${made}`,
    name: `Type ${made}`,
    annualDays: 300,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A pending request of the employee (the manager's report), one working day in February. */
let day = 0;
async function pending(who: Caller = 'employee'): Promise<string> {
  day += 1;
  // Mondays to Fridays of Feb–Mar 2026, a new one each time.
  const date = new Date(Date.UTC(2026, 1, 2 + Math.floor(day / 5) * 7 + (day % 5)));
  const iso = date.toISOString().slice(0, 10);
  const res = await call(who, 'POST', '/api/leave/request', {
    leaveTypeId: typeId,
    startDate: iso,
    endDate: iso,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('declared access', () => {
  it('declares every leave route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/leave/types': 'leave:self',
      'POST /api/leave/types': 'settings:write',
      'PATCH /api/leave/types/:id': 'settings:write',
      'GET /api/leave/settings': 'leave:self',
      'PATCH /api/leave/settings': 'settings:write',
      'GET /api/leave/delegations': 'leave:approve',
      'POST /api/leave/delegations': 'leave:approve',
      'DELETE /api/leave/delegations/:id': 'leave:approve',
      'GET /api/leave/my-requests': 'leave:self',
      'POST /api/leave/request': 'leave:self',
      'POST /api/leave/request/preview': 'leave:self',
      'GET /api/leave/balance': 'leave:self',
      'GET /api/leave/balance/report': 'leave:approve',
      'GET /api/leave/ledger': 'leave:self',
      'POST /api/leave/adjustments': 'employees:write',
      'POST /api/leave/comp-off': 'employees:write',
      'POST /api/leave/accrual/run': 'settings:write',
      'POST /api/leave/year-end/preview': 'settings:write',
      'POST /api/leave/year-end/run': 'settings:write',
      'GET /api/leave/calendar/:year/:month': 'leave:self',
      'GET /api/leave/stats': 'leave:self',
      'GET /api/leave/all': 'leave:approve',
      'GET /api/leave/pending-approvals': 'leave:approve',
      'GET /api/leave/:id': 'leave:self',
      'PATCH /api/leave/:id/approve': 'leave:approve',
      'PATCH /api/leave/:id/cancel': 'leave:self',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/leave']);
  });
});

describe('every leave route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const id = await leaveType();
    const employeeId = () => suite.matrix.people.employee.employee.id;
    const someoneElse = (await suite.ctx.factories.person(suite.matrix.people.employee.employee.companyId))
      .employee.id;
    const ofEmployee = await pending();
    // Each decision needs its own pending request; the employee's own are decided by those above.
    const toDecide: Record<Caller, string> = {
      admin: await pending(),
      hr: await pending(),
      manager: await pending(),
      employee: await pending(),
      anonymous: await pending(),
    };
    const toCancel: Record<Caller, string> = {
      admin: await pending(),
      hr: await pending(),
      manager: await pending(),
      employee: await pending(),
      anonymous: await pending(),
    };
    const rows: MatrixRow[] = [
      ['GET /api/leave/types', (c) => call(c, 'GET', '/api/leave/types'), [200, 200, 200, 200, 401]],
      [
        'GET /api/leave/types?scope=all',
        (c) => call(c, 'GET', '/api/leave/types?scope=all'),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/leave/types',
        (c) =>
          call(c, 'POST', '/api/leave/types', {
            code: `X${c.length}${made++}`,
            name: `By ${c}`,
            annualDays: 1,
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/leave/types/:id',
        (c) => call(c, 'PATCH', `/api/leave/types/${id}`, { description: `By ${c}` }),
        [200, 200, 403, 403, 401],
      ],
      [
        'PATCH /api/leave/types/:id (unknown)',
        (c) => call(c, 'PATCH', `/api/leave/types/${UNKNOWN_ID}`, { active: false }),
        [404, 404, 403, 403, 401],
      ],
      [
        'GET /api/leave/my-requests',
        (c) => call(c, 'GET', '/api/leave/my-requests'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/leave/request/preview',
        (c) =>
          call(c, 'POST', '/api/leave/request/preview', {
            leaveTypeId: typeId,
            startDate: '2026-04-06',
            endDate: '2026-04-07',
          }),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/leave/request',
        (c) => {
          const date = {
            admin: '2026-05-04',
            hr: '2026-05-05',
            manager: '2026-05-06',
            employee: '2026-05-07',
          }[c as 'admin'];
          return call(c, 'POST', '/api/leave/request', {
            leaveTypeId: typeId,
            startDate: date ?? '2026-05-08',
            endDate: date ?? '2026-05-08',
          });
        },
        [201, 201, 201, 201, 401],
      ],
      ['GET /api/leave/balance', (c) => call(c, 'GET', '/api/leave/balance'), [200, 200, 200, 200, 401]],
      [
        'GET /api/leave/balance (my report)',
        (c) => call(c, 'GET', `/api/leave/balance?employeeId=${employeeId()}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/leave/balance (someone out of reach)',
        (c) => call(c, 'GET', `/api/leave/balance?employeeId=${someoneElse}`),
        [200, 200, 404, 403, 401],
      ],
      [
        'GET /api/leave/balance/report',
        (c) => call(c, 'GET', '/api/leave/balance/report'),
        [200, 200, 200, 403, 401],
      ],
      [
        'GET /api/leave/ledger',
        (c) => call(c, 'GET', `/api/leave/ledger?employeeId=${employeeId()}&leaveTypeId=${typeId}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/leave/adjustments',
        (c) =>
          call(c, 'POST', '/api/leave/adjustments', {
            employeeId: employeeId(),
            leaveTypeId: typeId,
            days: 0.5,
            reason: `Correction by ${c}`,
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'POST /api/leave/comp-off (a weekday: refused)',
        (c) =>
          call(c, 'POST', '/api/leave/comp-off', {
            employeeId: employeeId(),
            leaveTypeId: typeId,
            workedOn: '2026-01-14',
            days: 1,
          }),
        [400, 400, 403, 403, 401],
      ],
      [
        'POST /api/leave/accrual/run',
        (c) => call(c, 'POST', '/api/leave/accrual/run', {}),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/leave/year-end/preview',
        (c) => call(c, 'POST', '/api/leave/year-end/preview', { year: 2025 }),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/leave/year-end/run',
        (c) => call(c, 'POST', '/api/leave/year-end/run', { year: 2025 }),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /api/leave/calendar/:year/:month',
        (c) => call(c, 'GET', '/api/leave/calendar/2026/2'),
        [200, 200, 200, 200, 401],
      ],
      ['GET /api/leave/stats', (c) => call(c, 'GET', '/api/leave/stats'), [200, 200, 200, 200, 401]],
      ['GET /api/leave/all', (c) => call(c, 'GET', '/api/leave/all'), [200, 200, 200, 403, 401]],
      [
        'GET /api/leave/pending-approvals',
        (c) => call(c, 'GET', '/api/leave/pending-approvals'),
        [200, 200, 200, 403, 401],
      ],
      ['GET /api/leave/:id', (c) => call(c, 'GET', `/api/leave/${ofEmployee}`), [200, 200, 200, 200, 401]],
      [
        'GET /api/leave/:id (unknown)',
        (c) => call(c, 'GET', `/api/leave/${UNKNOWN_ID}`),
        [404, 404, 404, 404, 401],
      ],
      [
        'PATCH /api/leave/:id/approve',
        (c) => call(c, 'PATCH', `/api/leave/${toDecide[c]}/approve`, { status: 'approved' }),
        [200, 200, 200, 403, 401],
      ],
      [
        'PATCH /api/leave/:id/cancel',
        (c) => call(c, 'PATCH', `/api/leave/${toCancel[c]}/cancel`, { reason: `By ${c}` }),
        [200, 200, 403, 200, 401],
      ],
    ];
    await expectMatrix(rows);
  });

  it('keeps the manager to their team and the employee to themselves', async () => {
    const other = await suite.ctx.factories.person(suite.matrix.people.employee.employee.companyId);
    const res = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/leave/types',
      headers: await suite.matrix.headersOf('hr'),
      payload: { code: 'ZZ', name: 'Everyone', annualDays: 10 },
    });
    expect(res.statusCode).toBe(201);
    const headers = suite.ctx.bearer((await suite.ctx.factories.session(other.user.id)).token);
    const asked = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/leave/request',
      headers,
      payload: { leaveTypeId: typeId, startDate: '2026-06-01', endDate: '2026-06-01' },
    });
    // No accrual has run for them: a balance of nothing.
    expect(asked.statusCode, asked.body).toBe(409);
    await call('hr', 'POST', '/api/leave/accrual/run', {});
    const again = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/leave/request',
      headers,
      payload: { leaveTypeId: typeId, startDate: '2026-06-01', endDate: '2026-06-01' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const theirs = again.json().id;
    // Not the manager's report: hidden from them; the employee cannot read or decide it.
    expect((await call('manager', 'GET', `/api/leave/${theirs}`)).statusCode).toBe(404);
    expect(
      (await call('manager', 'PATCH', `/api/leave/${theirs}/approve`, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect((await call('employee', 'GET', `/api/leave/${theirs}`)).statusCode).toBe(403);
    expect((await call('employee', 'PATCH', `/api/leave/${theirs}/cancel`, {})).statusCode).toBe(404);
    const all = (await call('manager', 'GET', '/api/leave/all?limit=100')).json();
    expect(
      all.items.every(
        (r: { employee: { id: string } }) => r.employee.id === suite.matrix.people.employee.employee.id,
      ),
    ).toBe(true);
    const calendar = (await call('employee', 'GET', '/api/leave/calendar/2026/6')).json();
    expect(calendar.items.map((i: { employee: { id: string } }) => i.employee.id)).not.toContain(
      other.employee.id,
    );
  });
});
