/**
 * The permission matrix of the organization routes (departments, offices, designations, org chart):
 * every route × admin, hr, manager, employee and anonymous, with the status each gets.
 */
import type { Access } from '@hrms/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectDeclaredAccess, expectMatrix, type MatrixRow, matrixSuite } from '../../test/access-matrix';
import { unique } from '../../test/factories';

const suite = matrixSuite();
const { call } = suite;
let departmentId: string;

beforeAll(async () => {
  departmentId = (await suite.ctx.factories.department(suite.companyId)).id;
});

describe('declared access', () => {
  it('declares every organization route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/organization/departments': 'employees:directory',
      'POST /api/organization/departments': 'employees:write',
      'PATCH /api/organization/departments/:id': 'employees:write',
      'DELETE /api/organization/departments/:id': 'employees:write',
      'POST /api/organization/departments/:id/merge': 'employees:write',
      'GET /api/organization/offices': 'employees:directory',
      'GET /api/organization/designations': 'employees:directory',
      'POST /api/organization/designations': 'employees:write',
      'PATCH /api/organization/designations/:id': 'employees:write',
      'DELETE /api/organization/designations/:id': 'employees:write',
      'POST /api/organization/designations/:id/merge': 'employees:write',
      'GET /api/employees/org-chart': 'employees:directory',
      'GET /api/employees/org-chart/export': 'employees:directory',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/organization', '/api/employees/org-chart']);
  });

  it('keeps the API description buildable with the recursive org chart and the file routes', async () => {
    const res = await suite.ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/employees/org-chart',
        '/api/employees/org-chart/export',
        '/api/organization/designations',
        '/api/employees/{id}/documents',
        '/api/documents/search',
      ]),
    );
  });
});

describe('every organization route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const code = () => unique('M').toUpperCase().slice(0, 16);
    const rows: MatrixRow[] = [
      [
        'GET /api/organization/departments',
        (c) => call(c, 'GET', '/api/organization/departments'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/organization/departments',
        (c) => call(c, 'POST', '/api/organization/departments', { name: `Dept ${unique()}`, code: code() }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/organization/departments/:id',
        (c) =>
          call(c, 'PATCH', `/api/organization/departments/${departmentId}`, { name: `Dept ${unique()}` }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/organization/departments/:id',
        async (c) =>
          call(
            c,
            'DELETE',
            `/api/organization/departments/${(await suite.ctx.factories.department(suite.companyId)).id}`,
          ),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/organization/departments/:id/merge',
        async (c) =>
          call(
            c,
            'POST',
            `/api/organization/departments/${(await suite.ctx.factories.department(suite.companyId)).id}/merge`,
            {
              intoId: departmentId,
            },
          ),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /api/organization/offices',
        (c) => call(c, 'GET', '/api/organization/offices'),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/organization/designations',
        (c) => call(c, 'GET', '/api/organization/designations'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /api/organization/designations',
        (c) => call(c, 'POST', '/api/organization/designations', { name: `Title ${unique()}` }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /api/organization/designations/:id',
        async (c) =>
          call(
            c,
            'PATCH',
            `/api/organization/designations/${(await suite.ctx.factories.designation(suite.companyId)).id}`,
            {
              name: `Title ${unique()}`,
            },
          ),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /api/organization/designations/:id',
        async (c) =>
          call(
            c,
            'DELETE',
            `/api/organization/designations/${(await suite.ctx.factories.designation(suite.companyId)).id}`,
          ),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/organization/designations/:id/merge',
        async (c) =>
          call(
            c,
            'POST',
            `/api/organization/designations/${(await suite.ctx.factories.designation(suite.companyId)).id}/merge`,
            {
              intoId: (await suite.ctx.factories.designation(suite.companyId)).id,
            },
          ),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /api/employees/org-chart',
        (c) => call(c, 'GET', '/api/employees/org-chart'),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET /api/employees/org-chart/export',
        (c) => call(c, 'GET', '/api/employees/org-chart/export?format=csv'),
        [200, 200, 200, 200, 401],
      ],
    ];
    await expectMatrix(rows);
  });
});
