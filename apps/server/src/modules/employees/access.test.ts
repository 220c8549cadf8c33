/**
 * The permission matrix of the employees routes: every route × admin, hr, manager, employee and
 * anonymous, with the status each gets (not only "through or stopped").
 */
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
import type { Person } from '../../test/factories';
import { pngImage } from '../../test/images';
import { formWithFile } from '../../test/multipart';

const suite = matrixSuite();
const { call } = suite;
/** Reports to the manager of the matrix; the matrix's employee is not in that team. */
let report: Person;

beforeAll(async () => {
  report = await suite.ctx.factories.person(suite.companyId, {
    employee: { managerId: suite.matrix.people.manager.employee.id },
  });
});

const headersOf = (caller: Caller) => suite.matrix.headersOf(caller);
const PNG = pngImage();

async function upload(caller: Caller, url: string, fields: Record<string, string>, content: string | Buffer) {
  const form = formWithFile(fields, { fileName: 'f', content });
  return suite.ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(await headersOf(caller)), ...form.headers },
    payload: form.payload,
  });
}

let n = 0;
const next = () => `${process.pid}x${++n}`;
const newPerson = () => suite.ctx.factories.person(suite.companyId);
const ownId = (caller: Caller) =>
  caller === 'anonymous' ? UNKNOWN_ID : suite.matrix.people[caller].employee.id;

describe('declared access', () => {
  it('declares every employees route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/employees': 'employees:directory',
      'GET /api/employees/export': 'employees:write',
      'GET /api/employees/import-template': 'employees:write',
      'POST /api/employees/upload-csv': 'employees:write',
      'GET /api/employees/stats': 'employees:read',
      'GET /api/employees/departments': 'employees:read',
      'POST /api/employees/bulk-deactivate': 'employees:write',
      'POST /api/employees/bulk-update': 'employees:write',
      'DELETE /api/employees/bulk-delete': 'employees:write',
      'GET /api/employees/photos/:key': 'public',
      'POST /api/employees': 'employees:write',
      'GET /api/employees/:id': 'employees:directory',
      'PATCH /api/employees/:id': 'employees:write',
      'DELETE /api/employees/:id': 'employees:write',
      'POST /api/employees/:id/deactivate': 'employees:write',
      'POST /api/employees/:id/resend-invitation': 'employees:write',
      'GET /api/employees/:id/dashboard-stats': 'employees:directory',
      'GET /api/employees/:id/recent-activity': 'employees:directory',
      'GET /api/employees/:id/leave-requests': 'employees:directory',
      'PATCH /api/employees/:id/profile': 'profile:self',
      'POST /api/employees/:id/photo': 'profile:self',
      'DELETE /api/employees/:id/photo': 'profile:self',
    };
    // The documents and org chart modules also live under /api/employees; their tests hold theirs.
    expectDeclaredAccess(suite.ctx, expected, ['/api/employees'], /\/(documents|org-chart)/);
    // The documents and org chart modules also live under /api/employees; their tests hold theirs.
    const ours = suite.ctx.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/employees') && !/\/(documents|org-chart)/.test(r.url) && r.method !== 'HEAD',
    );
    expect(ours.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('every employees route × every role', () => {
  /** Status per caller, in the order admin, hr, manager, employee, anonymous. */
  type Row = [string, (caller: Caller) => Promise<{ statusCode: number; body: string }>, number[]];

  it('answers each caller as the matrix says', async () => {
    const outsider = await newPerson();
    const photoOwner = await newPerson();
    const photo = await upload('admin', `/api/employees/${photoOwner.employee.id}/photo`, {}, PNG);
    expect(photo.statusCode, photo.body).toBe(200);
    const photoUrl: string = photo.json().photoUrl;
    const invited = async () => {
      const res = await call('admin', 'POST', '/api/employees', createBody());
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const createBody = () => ({
      employeeCode: `M-${next()}`,
      firstName: 'Matrix',
      lastName: 'Person',
      workEmail: `matrix.${next()}@work.test`,
      joinDate: '2025-01-06',
      sendInvitation: false,
    });
    const csv = () =>
      `employee_code,first_name,last_name,work_email,join_date\r\nC-${next()},Csv,Row,csv.${next()}@work.test,2025-02-03\r\n`;

    const rows: MatrixRow[] = [
      ['GET /api/employees', (c) => call(c, 'GET', '/api/employees'), [200, 200, 200, 200, 401]],
      [
        'GET /api/employees/export',
        (c) => call(c, 'GET', '/api/employees/export'),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /api/employees/import-template',
        (c) => call(c, 'GET', '/api/employees/import-template'),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/employees/upload-csv',
        (c) => upload(c, '/api/employees/upload-csv', { mode: 'dry-run' }, csv()),
        [200, 200, 403, 403, 401],
      ],
      ['GET /api/employees/stats', (c) => call(c, 'GET', '/api/employees/stats'), [200, 200, 200, 403, 401]],
      [
        'GET /api/employees/departments',
        (c) => call(c, 'GET', '/api/employees/departments'),
        [200, 200, 200, 403, 401],
      ],
      [
        'POST /api/employees/bulk-deactivate',
        (c) =>
          call(c, 'POST', '/api/employees/bulk-deactivate', {
            employeeIds: [UNKNOWN_ID],
            exitDate: '2025-06-30',
            exitReason: 'Resigned',
          }),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/employees/bulk-update',
        (c) =>
          call(c, 'POST', '/api/employees/bulk-update', {
            employeeIds: [UNKNOWN_ID],
            updates: { employmentType: 'contract' },
          }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/employees/bulk-delete',
        (c) => call(c, 'DELETE', '/api/employees/bulk-delete', { employeeIds: [UNKNOWN_ID] }),
        [200, 200, 403, 403, 401],
      ],
      ['GET /api/employees/photos/:key', (c) => call(c, 'GET', photoUrl), [200, 200, 200, 200, 200]],
      [
        'POST /api/employees',
        (c) => call(c, 'POST', '/api/employees', createBody()),
        [201, 201, 403, 403, 401],
      ],
      [
        'GET /api/employees/:id',
        (c) => call(c, 'GET', `/api/employees/${report.employee.id}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/employees/:id (unknown)',
        (c) => call(c, 'GET', `/api/employees/${UNKNOWN_ID}`),
        [404, 404, 404, 404, 401],
      ],
      [
        'PATCH /api/employees/:id',
        (c) => call(c, 'PATCH', `/api/employees/${report.employee.id}`, { phone: '98450 00001' }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/employees/:id',
        async (c) => call(c, 'DELETE', `/api/employees/${(await newPerson()).employee.id}`),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/employees/:id/deactivate',
        async (c) =>
          call(c, 'POST', `/api/employees/${(await newPerson()).employee.id}/deactivate`, {
            exitDate: '2025-06-30',
            exitReason: 'Resigned',
          }),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/employees/:id/resend-invitation',
        async (c) => call(c, 'POST', `/api/employees/${await invited()}/resend-invitation`),
        [200, 200, 403, 403, 401],
      ],
      // The report's manager sees it; a colleague with no line to them is told it does not exist.
      [
        'GET /api/employees/:id/dashboard-stats',
        (c) => call(c, 'GET', `/api/employees/${report.employee.id}/dashboard-stats`),
        [200, 200, 200, 404, 401],
      ],
      [
        'GET /api/employees/:id/recent-activity',
        (c) => call(c, 'GET', `/api/employees/${report.employee.id}/recent-activity`),
        [200, 200, 200, 404, 401],
      ],
      [
        'GET /api/employees/:id/leave-requests',
        (c) => call(c, 'GET', `/api/employees/${report.employee.id}/leave-requests`),
        [200, 200, 200, 404, 401],
      ],
      // Someone outside the manager's line: the manager gets what any colleague gets.
      ...(['dashboard-stats', 'recent-activity', 'leave-requests'] as const).map(
        (view): Row => [
          `GET /api/employees/:id/${view} (outside the team)`,
          (c) => call(c, 'GET', `/api/employees/${outsider.employee.id}/${view}`),
          [200, 200, 404, 404, 401],
        ],
      ),
      [
        'PATCH /api/employees/:id/profile (own)',
        (c) => call(c, 'PATCH', `/api/employees/${ownId(c)}/profile`, { phone: '98450 00002' }),
        [200, 200, 200, 200, 401],
      ],
      [
        "PATCH /api/employees/:id/profile (someone else's)",
        (c) => call(c, 'PATCH', `/api/employees/${report.employee.id}/profile`, { phone: '98450 00003' }),
        [403, 403, 403, 403, 401],
      ],
      [
        'POST /api/employees/:id/photo (own)',
        (c) => upload(c, `/api/employees/${ownId(c)}/photo`, {}, PNG),
        [200, 200, 200, 200, 401],
      ],
      [
        "POST /api/employees/:id/photo (someone else's)",
        (c) => upload(c, `/api/employees/${report.employee.id}/photo`, {}, PNG),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/employees/:id/photo (own)',
        (c) => call(c, 'DELETE', `/api/employees/${ownId(c)}/photo`),
        [200, 200, 200, 200, 401],
      ],
      [
        "DELETE /api/employees/:id/photo (someone else's)",
        (c) => call(c, 'DELETE', `/api/employees/${report.employee.id}/photo`),
        [200, 200, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
