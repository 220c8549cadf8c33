/**
 * The permission matrix of the training routes: every route × admin, hr, manager, employee and
 * anonymous, with the status each gets. The employee reports to the manager, so "a report" exists.
 */
import type { Access } from '@hrms/contracts/roles';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
  UNKNOWN_ID,
} from '../../test/access-matrix';

const suite = matrixSuite({ at: '2026-03-02T05:00:00Z', employeeReportsToManager: true });
const { call } = suite;

async function course(body: object = {}): Promise<string> {
  const res = await call('hr', 'POST', '/api/training/courses', {
    title: 'Matrix course',
    delivery: 'sessions',
    durationMinutes: 60,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function session(courseId: string): Promise<string> {
  const res = await call('hr', 'POST', `/api/training/courses/${courseId}/sessions`, {
    startsAt: '2026-04-01T05:00:00Z',
    endsAt: '2026-04-01T07:00:00Z',
    seats: 50,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('declared access', () => {
  it('declares every training route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/training/courses': 'training:read',
      'POST /api/training/courses': 'training:manage',
      'GET /api/training/courses/:id': 'training:read',
      'PATCH /api/training/courses/:id': 'training:manage',
      'DELETE /api/training/courses/:id': 'training:manage',
      'POST /api/training/courses/:id/sessions': 'training:manage',
      'PATCH /api/training/sessions/:id': 'training:manage',
      'DELETE /api/training/sessions/:id': 'training:manage',
      'GET /api/training/enrolments': 'training:read',
      'POST /api/training/enrolments': 'training:read',
      'PATCH /api/training/enrolments/:id': 'training:read',
      'GET /api/training/enrolments/:id/certificate': 'training:read',
      'GET /api/training/compliance': 'training:read',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/training']);
  });
});

describe('every training route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const taught = await course();
    const selfPaced = await course({ delivery: 'self-paced' });
    const s = await session(taught);
    const employeeId = suite.matrix.people.employee.employee.id;
    // The employee's own enrolment in the self-paced course, made by hr.
    const own = await call('hr', 'POST', '/api/training/enrolments', { courseId: selfPaced, employeeId });
    expect(own.statusCode).toBe(201);
    // A fresh enrolment of the employee in the taught course for each call that changes one.
    let taughtEnrolment: string | null = null;
    const fresh = async () => {
      if (taughtEnrolment)
        await call('hr', 'PATCH', `/api/training/enrolments/${taughtEnrolment}`, { action: 'cancel' });
      const res = await call('hr', 'POST', '/api/training/enrolments', {
        courseId: taught,
        sessionId: s,
        employeeId,
      });
      expect(res.statusCode).toBe(201);
      taughtEnrolment = res.json().id as string;
      return taughtEnrolment;
    };
    const rows: MatrixRow[] = [
      [
        'GET /api/training/courses',
        (c) => call(c, 'GET', '/api/training/courses'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/training/courses',
        (c) =>
          call(c, 'POST', '/api/training/courses', {
            title: 'By anyone',
            delivery: 'self-paced',
            durationMinutes: 30,
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'GET /api/training/courses/:id',
        (c) => call(c, 'GET', `/api/training/courses/${taught}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/training/courses/:id (unknown)',
        (c) => call(c, 'GET', `/api/training/courses/${UNKNOWN_ID}`),
        [404, 404, 404, 404, 401],
      ],
      [
        'PATCH /api/training/courses/:id',
        (c) => call(c, 'PATCH', `/api/training/courses/${taught}`, { durationMinutes: 75 }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/training/courses/:id',
        async (c) => call(c, 'DELETE', `/api/training/courses/${await course()}`),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/training/courses/:id/sessions',
        (c) =>
          call(c, 'POST', `/api/training/courses/${taught}/sessions`, {
            startsAt: '2026-05-01T05:00:00Z',
            endsAt: '2026-05-01T06:00:00Z',
            seats: 5,
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/training/sessions/:id',
        (c) => call(c, 'PATCH', `/api/training/sessions/${s}`, { location: 'Hall B' }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/training/sessions/:id',
        async (c) => call(c, 'DELETE', `/api/training/sessions/${await session(taught)}`),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /api/training/enrolments',
        (c) => call(c, 'GET', '/api/training/enrolments'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/training/enrolments (the employee)',
        async (c: Caller) => {
          if (taughtEnrolment)
            await call('hr', 'PATCH', `/api/training/enrolments/${taughtEnrolment}`, { action: 'cancel' });
          const res = await call(c, 'POST', '/api/training/enrolments', {
            courseId: taught,
            sessionId: s,
            employeeId,
          });
          if (res.statusCode === 201) taughtEnrolment = res.json().id;
          return res;
        },
        // A manager enrols their report, the employee themselves; anonymous is stopped first.
        [201, 201, 201, 201, 401],
      ],
      [
        'PATCH /api/training/enrolments/:id (cancel the employee’s)',
        async (c) => call(c, 'PATCH', `/api/training/enrolments/${await fresh()}`, { action: 'cancel' }),
        [200, 200, 200, 200, 401],
      ],
      [
        'PATCH /api/training/enrolments/:id (mark attendance before the start)',
        async (c) => call(c, 'PATCH', `/api/training/enrolments/${await fresh()}`, { action: 'attended' }),
        [409, 409, 403, 403, 401],
      ],
      [
        'GET /api/training/enrolments/:id/certificate (not completed)',
        async (c) => call(c, 'GET', `/api/training/enrolments/${own.json().id}/certificate`),
        [409, 409, 409, 409, 401],
      ],
      [
        'GET /api/training/enrolments/:id/certificate (unknown)',
        (c) => call(c, 'GET', `/api/training/enrolments/${UNKNOWN_ID}/certificate`),
        [404, 404, 404, 404, 401],
      ],
      [
        'GET /api/training/compliance',
        (c) => call(c, 'GET', '/api/training/compliance'),
        [200, 200, 200, 200, 401],
      ],
    ];
    await expectMatrix(rows);
  });

  it('keeps an employee to their own records and a manager to their line', async () => {
    const selfPaced = await course({ delivery: 'self-paced' });
    const hrSelf = await call('hr', 'POST', '/api/training/enrolments', { courseId: selfPaced });
    expect(hrSelf.statusCode).toBe(201);
    for (const caller of ['manager', 'employee'] as const) {
      const list = await call(caller, 'GET', `/api/training/enrolments?courseId=${selfPaced}`);
      expect(list.json().total).toBe(0);
      expect(
        (await call(caller, 'PATCH', `/api/training/enrolments/${hrSelf.json().id}`, { action: 'cancel' }))
          .statusCode,
      ).toBe(404);
    }
    // An employee may not enrol their manager; a manager may not enrol hr.
    const up = await call('employee', 'POST', '/api/training/enrolments', {
      courseId: selfPaced,
      employeeId: suite.matrix.people.manager.employee.id,
    });
    expect(up.statusCode).toBe(400);
    const across = await call('manager', 'POST', '/api/training/enrolments', {
      courseId: selfPaced,
      employeeId: suite.matrix.people.hr.employee.id,
    });
    expect(across.statusCode).toBe(400);
  });
});
