/** The permission matrix of the leave routes: every route × admin, hr, manager, employee, anonymous. */
import type { Access } from '@hrms/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  type MatrixRow,
  matrixFor,
  UNKNOWN_ID,
} from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;

beforeAll(async () => {
  ctx = await createTestContext();
  matrix = await matrixFor(ctx, (await ctx.factories.company()).id);
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
let made = 0;
async function leaveType(): Promise<string> {
  made += 1;
  const res = await call('hr', 'POST', '/api/leave/types', {
    code: `T${made}`,
    name: `Type ${made}`,
    annualDays: 5,
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
    };
    expectDeclaredAccess(ctx, expected, ['/api/leave']);
  });
});

describe('every leave route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const id = await leaveType();
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
    ];
    await expectMatrix(rows);
  });
});
