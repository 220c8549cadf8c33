/**
 * The permission matrix of the onboarding routes: every route × admin, hr, manager, employee and
 * anonymous, with the status each gets. The employee reports to the manager and has a checklist of
 * their own; hr has one nobody else in the matrix may see.
 */
import type { Access } from '@hrms/contracts/roles';
import { describe, expect, it } from 'vitest';
import {
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
  UNKNOWN_ID,
} from '../../test/access-matrix';

const suite = matrixSuite({ at: '2026-03-02T05:00:00Z', employeeReportsToManager: true });
const { call } = suite;

const TASKS = [
  { title: 'Welcome lunch', assigneeRole: 'manager', dueOffsetDays: 0 },
  { title: 'Read the handbook', assigneeRole: 'employee', dueOffsetDays: 2 },
  { title: 'Payroll set-up', assigneeRole: 'hr', dueOffsetDays: 5 },
];

async function template(name = 'Matrix template'): Promise<string> {
  const res = await call('hr', 'POST', '/api/onboarding/templates', {
    name,
    kind: 'onboarding',
    tasks: TASKS,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function checklistOf(employeeId: string) {
  const res = await call('admin', 'POST', '/api/onboarding/checklists', { employeeId, kind: 'onboarding' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; tasks: { id: string; title: string }[] };
}

describe('declared access', () => {
  it('declares every onboarding route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/onboarding/templates': 'onboarding:manage',
      'POST /api/onboarding/templates': 'onboarding:manage',
      'PATCH /api/onboarding/templates/:id': 'onboarding:manage',
      'DELETE /api/onboarding/templates/:id': 'onboarding:manage',
      'GET /api/onboarding/checklists': 'onboarding:read',
      'POST /api/onboarding/checklists': 'onboarding:manage',
      'GET /api/onboarding/checklists/:id': 'authenticated',
      'PATCH /api/onboarding/checklists/:id': 'onboarding:manage',
      'GET /api/onboarding/tasks': 'authenticated',
      'PATCH /api/onboarding/tasks/:id': 'authenticated',
      'GET /api/onboarding/tasks/:id/comments': 'authenticated',
      'POST /api/onboarding/tasks/:id/comments': 'authenticated',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/onboarding']);
  });
});

describe('every onboarding route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const tpl = await template();
    const own = await checklistOf(suite.matrix.people.employee.employee.id);
    const other = await checklistOf(suite.matrix.people.hr.employee.id);
    const task = (c: typeof own, title: string) => c.tasks.find((t) => t.title === title)!.id;
    const handbook = task(own, 'Read the handbook');
    const lunch = task(own, 'Welcome lunch');
    const hrTask = task(other, 'Payroll set-up');
    // Each caller finds the handbook open again before marking it done.
    const reopen = () => call('admin', 'PATCH', `/api/onboarding/tasks/${handbook}`, { status: 'open' });
    const rows: MatrixRow[] = [
      [
        'GET /api/onboarding/templates',
        (c) => call(c, 'GET', '/api/onboarding/templates'),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/onboarding/templates',
        (c) =>
          call(c, 'POST', '/api/onboarding/templates', {
            name: 'By anyone',
            kind: 'offboarding',
            tasks: TASKS,
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/onboarding/templates/:id',
        (c) => call(c, 'PATCH', `/api/onboarding/templates/${tpl}`, { name: 'Matrix template, renamed' }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/onboarding/templates/:id',
        async (c) => call(c, 'DELETE', `/api/onboarding/templates/${await template('To delete')}`),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/onboarding/templates/:id (unknown)',
        (c) => call(c, 'DELETE', `/api/onboarding/templates/${UNKNOWN_ID}`),
        [404, 404, 403, 403, 401],
      ],
      [
        'GET /api/onboarding/checklists',
        (c) => call(c, 'GET', '/api/onboarding/checklists'),
        [200, 200, 200, 403, 401],
      ],
      [
        'POST /api/onboarding/checklists (already under way)',
        (c) =>
          call(c, 'POST', '/api/onboarding/checklists', {
            employeeId: suite.matrix.people.employee.employee.id,
            kind: 'onboarding',
          }),
        [409, 409, 403, 403, 401],
      ],
      [
        'GET /api/onboarding/checklists/:id (the employee’s)',
        (c) => call(c, 'GET', `/api/onboarding/checklists/${own.id}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/onboarding/checklists/:id (hr’s)',
        (c) => call(c, 'GET', `/api/onboarding/checklists/${other.id}`),
        [200, 200, 404, 404, 401],
      ],
      [
        'PATCH /api/onboarding/checklists/:id (unknown)',
        (c) => call(c, 'PATCH', `/api/onboarding/checklists/${UNKNOWN_ID}`, { status: 'cancelled' }),
        [404, 404, 403, 403, 401],
      ],
      [
        'GET /api/onboarding/tasks',
        (c) => call(c, 'GET', '/api/onboarding/tasks'),
        [200, 200, 200, 200, 401],
      ],
      [
        'PATCH /api/onboarding/tasks/:id (the employee’s own task)',
        async (c) => {
          await reopen();
          return call(c, 'PATCH', `/api/onboarding/tasks/${handbook}`, { status: 'done' });
        },
        // The manager sees it but it is not theirs to do.
        [200, 200, 403, 200, 401],
      ],
      [
        'PATCH /api/onboarding/tasks/:id (re-date)',
        (c) => call(c, 'PATCH', `/api/onboarding/tasks/${lunch}`, { dueDate: '2026-03-10' }),
        [200, 200, 403, 403, 401],
      ],
      [
        'PATCH /api/onboarding/tasks/:id (hr’s checklist)',
        (c) => call(c, 'PATCH', `/api/onboarding/tasks/${hrTask}`, { dueDate: '2026-03-11' }),
        [200, 200, 404, 404, 401],
      ],
      [
        'GET /api/onboarding/tasks/:id/comments',
        (c) => call(c, 'GET', `/api/onboarding/tasks/${lunch}/comments`),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/onboarding/tasks/:id/comments',
        (c) => call(c, 'POST', `/api/onboarding/tasks/${lunch}/comments`, { body: 'Noted.' }),
        [201, 201, 201, 201, 401],
      ],
      [
        'POST /api/onboarding/tasks/:id/comments (hr’s checklist)',
        (c) => call(c, 'POST', `/api/onboarding/tasks/${hrTask}/comments`, { body: 'Noted.' }),
        [201, 201, 404, 404, 401],
      ],
      [
        'PATCH /api/onboarding/checklists/:id (cancel)',
        async (c) => {
          const fresh = await checklistOf(suite.matrix.people.admin.employee.id);
          const res = await call(c, 'PATCH', `/api/onboarding/checklists/${fresh.id}`, {
            status: 'cancelled',
          });
          if (res.statusCode !== 200)
            await call('admin', 'PATCH', `/api/onboarding/checklists/${fresh.id}`, { status: 'cancelled' });
          return res;
        },
        [200, 200, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
