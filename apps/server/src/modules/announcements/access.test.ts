/**
 * The permission matrix of the notifications and announcements routes: every route × admin, hr,
 * manager, employee and anonymous, with the status each gets (not only "through or stopped").
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

const suite = matrixSuite();
const { call } = suite;

async function announcement(body: object): Promise<string> {
  const res = await call('hr', 'POST', '/api/announcements', {
    title: 'Matrix announcement',
    body: 'Body',
    audience: { everyone: true },
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('declared access', () => {
  it('declares every new route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/notifications': 'authenticated',
      'PATCH /api/notifications/read-all': 'authenticated',
      'PATCH /api/notifications/:id/read': 'authenticated',
      'DELETE /api/notifications/:id': 'authenticated',
      'DELETE /api/notifications': 'authenticated',
      'GET /api/announcements': 'announcements:write',
      'POST /api/announcements': 'announcements:write',
      'GET /api/announcements/published': 'announcements:read',
      'GET /api/announcements/:id': 'announcements:read',
      'PATCH /api/announcements/:id': 'announcements:write',
      'DELETE /api/announcements/:id': 'announcements:write',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/notifications', '/api/announcements']);
  });
});

describe('every new route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const published = await announcement({ action: 'publish' });
    const draft = await announcement({});
    const rows: MatrixRow[] = [
      ['GET /api/notifications', (c) => call(c, 'GET', '/api/notifications'), [200, 200, 200, 200, 401]],
      [
        'PATCH /api/notifications/read-all',
        (c) => call(c, 'PATCH', '/api/notifications/read-all'),
        [200, 200, 200, 200, 401],
      ],
      [
        'PATCH /api/notifications/:id/read',
        (c) => call(c, 'PATCH', `/api/notifications/${UNKNOWN_ID}/read`),
        [404, 404, 404, 404, 401],
      ],
      [
        'DELETE /api/notifications/:id',
        (c) => call(c, 'DELETE', `/api/notifications/${UNKNOWN_ID}`),
        [404, 404, 404, 404, 401],
      ],
      [
        'DELETE /api/notifications',
        (c) => call(c, 'DELETE', '/api/notifications'),
        [200, 200, 200, 200, 401],
      ],
      // Readers are refused the writers' list outright; they use /published.
      ['GET /api/announcements', (c) => call(c, 'GET', '/api/announcements'), [200, 200, 403, 403, 401]],
      [
        'POST /api/announcements',
        (c) =>
          call(c, 'POST', '/api/announcements', {
            title: 'By anyone',
            body: 'x',
            audience: { everyone: true },
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'GET /api/announcements/published',
        (c) => call(c, 'GET', '/api/announcements/published'),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/announcements/:id (published to all)',
        (c) => call(c, 'GET', `/api/announcements/${published}`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/announcements/:id (draft)',
        (c) => call(c, 'GET', `/api/announcements/${draft}`),
        [200, 200, 404, 404, 401],
      ],
      [
        'PATCH /api/announcements/:id',
        (c) => call(c, 'PATCH', `/api/announcements/${draft}`, { pinned: true }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/announcements/:id',
        async (c) => call(c, 'DELETE', `/api/announcements/${await announcement({})}`),
        [200, 200, 403, 403, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
