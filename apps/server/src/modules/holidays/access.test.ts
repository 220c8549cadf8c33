/**
 * The permission matrix of the holidays routes: every route × admin, hr, manager, employee and
 * anonymous, with the status each gets.
 */
import type { Access } from '@hrms/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
  UNKNOWN_ID,
} from '../../test/access-matrix';
import { formWithFile } from '../../test/multipart';

const suite = matrixSuite();
const { call } = suite;
let officeId: string;

beforeAll(async () => {
  officeId = (await suite.ctx.factories.office(suite.companyId, { region: 'Karnataka' })).id;
});

let day = 0;
/** A holiday on a date of its own, so every caller's create succeeds. */
async function holiday(): Promise<string> {
  day += 1;
  const res = await call('hr', 'POST', '/api/holidays', {
    date: `2030-01-${String(day).padStart(2, '0')}`,
    name: 'Matrix day',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('declared access', () => {
  it('declares every holidays route with the access the matrix below checks', () => {
    const read: Access = 'holidays:read';
    const manage: Access = 'holidays:manage';
    const expected: Record<string, Access> = {
      'GET /api/holidays': read,
      'POST /api/holidays': manage,
      'GET /api/holidays/types': read,
      'GET /api/holidays/offices': read,
      'GET /api/holidays/regions': read,
      'GET /api/holidays/upcoming': read,
      'GET /api/holidays/my-holidays': read,
      'GET /api/holidays/my-upcoming': read,
      'GET /api/holidays/calendar': read,
      'GET /api/holidays/calendar-data': read,
      'GET /api/holidays/stats': read,
      'GET /api/holidays/analytics': read,
      'GET /api/holidays/export': read,
      'POST /api/holidays/import': manage,
      'GET /api/holidays/templates': read,
      'POST /api/holidays/templates': manage,
      'POST /api/holidays/templates/:id/apply': manage,
      'POST /api/holidays/check-conflicts': manage,
      'GET /api/holidays/leave-impact': manage,
      'GET /api/holidays/utilization-report': manage,
      'POST /api/holidays/conflicts/:id/resolve': manage,
      'POST /api/holidays/bulk-create': manage,
      'PATCH /api/holidays/bulk-update': manage,
      'DELETE /api/holidays/bulk-delete': manage,
      'GET /api/holidays/feed': read,
      'POST /api/holidays/feed': read,
      'DELETE /api/holidays/feed': read,
      'GET /api/holidays/feed/:file': 'public',
      'GET /api/holidays/notification-settings': read,
      'PATCH /api/holidays/notification-settings': manage,
      'GET /api/holidays/weekend-config': read,
      'PATCH /api/holidays/weekend-config': manage,
      'GET /api/holidays/:id': read,
      'PATCH /api/holidays/:id': manage,
      'DELETE /api/holidays/:id': manage,
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/holidays']);
  });
});

describe('every holidays route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const id = await holiday();
    const everyone = [200, 200, 200, 200, 401];
    const managers = [200, 200, 403, 403, 401];
    const get =
      (path: string): MatrixRow[1] =>
      (c) =>
        call(c, 'GET', path);
    const rows: MatrixRow[] = [
      ['GET /api/holidays', get('/api/holidays?year=2030'), everyone],
      ['GET /api/holidays/types', get('/api/holidays/types'), everyone],
      ['GET /api/holidays/offices', get('/api/holidays/offices'), everyone],
      ['GET /api/holidays/regions', get('/api/holidays/regions'), everyone],
      ['GET /api/holidays/upcoming', get('/api/holidays/upcoming'), everyone],
      ['GET /api/holidays/my-holidays', get('/api/holidays/my-holidays?year=2030'), everyone],
      ['GET /api/holidays/my-upcoming', get('/api/holidays/my-upcoming'), everyone],
      ['GET /api/holidays/calendar', get('/api/holidays/calendar?year=2030'), everyone],
      [
        'GET /api/holidays/calendar-data',
        get(`/api/holidays/calendar-data?from=2030-01-01&to=2030-01-31&officeId=${officeId}`),
        everyone,
      ],
      ['GET /api/holidays/stats', get('/api/holidays/stats?year=2030'), everyone],
      ['GET /api/holidays/analytics', get('/api/holidays/analytics?year=2030'), everyone],
      ['GET /api/holidays/export', get('/api/holidays/export?year=2030&format=ics'), everyone],
      [
        'POST /api/holidays/import',
        async (c) => {
          const form = formWithFile(
            { mode: 'dry-run' },
            { fileName: 'h.csv', content: 'date,name\n2030-03-01,Import day\n' },
          );
          return suite.ctx.app.inject({
            method: 'POST',
            url: '/api/holidays/import',
            headers: { ...(await suite.matrix.headersOf(c)), ...form.headers },
            payload: form.payload,
          });
        },
        managers,
      ],
      [
        'POST /api/holidays/bulk-create',
        async (c) => {
          day += 1;
          return call(c, 'POST', '/api/holidays/bulk-create', {
            holidays: [{ date: `2030-03-${String((day % 28) + 1).padStart(2, '0')}`, name: `Bulk by ${c}` }],
          });
        },
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/holidays/bulk-update',
        (c) =>
          call(c, 'PATCH', '/api/holidays/bulk-update', { holidays: [{ id, description: `Bulk ${c}` }] }),
        managers,
      ],
      [
        'DELETE /api/holidays/bulk-delete',
        async (c) => call(c, 'DELETE', '/api/holidays/bulk-delete', { holidayIds: [await holiday()] }),
        managers,
      ],
      ['GET /api/holidays/templates', get('/api/holidays/templates'), everyone],
      [
        'POST /api/holidays/templates',
        (c) =>
          call(c, 'POST', '/api/holidays/templates', {
            name: `Template by ${c}`,
            holidays: [{ date: '2030-06-01', name: 'Template day' }],
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'POST /api/holidays/templates/:id/apply',
        (c) => call(c, 'POST', '/api/holidays/templates/in-2026/apply'),
        managers,
      ],
      [
        'POST /api/holidays/templates/:id/apply (unknown)',
        (c) => call(c, 'POST', `/api/holidays/templates/${UNKNOWN_ID}/apply`),
        [404, 404, 403, 403, 401],
      ],
      [
        'POST /api/holidays/check-conflicts',
        (c) => call(c, 'POST', '/api/holidays/check-conflicts', { date: '2030-01-05' }),
        managers,
      ],
      [
        'GET /api/holidays/leave-impact',
        (c) => call(c, 'GET', `/api/holidays/leave-impact?holidayId=${id}`),
        managers,
      ],
      [
        'GET /api/holidays/utilization-report',
        (c) => call(c, 'GET', '/api/holidays/utilization-report?year=2030'),
        managers,
      ],
      [
        'POST /api/holidays/conflicts/:id/resolve',
        async (c) =>
          call(c, 'POST', `/api/holidays/conflicts/${await holiday()}/resolve`, { action: 'keep' }),
        managers,
      ],
      ['GET /api/holidays/feed', get('/api/holidays/feed'), everyone],
      ['POST /api/holidays/feed', (c) => call(c, 'POST', '/api/holidays/feed'), everyone],
      ['DELETE /api/holidays/feed', (c) => call(c, 'DELETE', '/api/holidays/feed'), everyone],
      [
        'GET /api/holidays/feed/:file (unknown address)',
        get(`/api/holidays/feed/${'A'.repeat(43)}.ics`),
        [404, 404, 404, 404, 404],
      ],
      ['GET /api/holidays/notification-settings', get('/api/holidays/notification-settings'), everyone],
      [
        'PATCH /api/holidays/notification-settings',
        (c) => call(c, 'PATCH', '/api/holidays/notification-settings', { daysBefore: 3 }),
        managers,
      ],
      ['GET /api/holidays/weekend-config', get('/api/holidays/weekend-config'), everyone],
      [
        'PATCH /api/holidays/weekend-config',
        (c) => call(c, 'PATCH', '/api/holidays/weekend-config', { officeId, rules: [{ weekday: 0 }] }),
        managers,
      ],
      ['GET /api/holidays/:id', get(`/api/holidays/${id}`), everyone],
      ['GET /api/holidays/:id (unknown)', get(`/api/holidays/${UNKNOWN_ID}`), [404, 404, 404, 404, 401]],
      [
        'POST /api/holidays',
        async (c) => {
          day += 1;
          return call(c, 'POST', '/api/holidays', {
            date: `2030-02-${String((day % 28) + 1).padStart(2, '0')}`,
            name: `By ${c}`,
          });
        },
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/holidays/:id',
        (c) => call(c, 'PATCH', `/api/holidays/${id}`, { description: `Set by ${c}` }),
        managers,
      ],
      [
        'DELETE /api/holidays/:id',
        async (c) => call(c, 'DELETE', `/api/holidays/${await holiday()}`),
        managers,
      ],
    ];
    await expectMatrix(rows);
  });
});
