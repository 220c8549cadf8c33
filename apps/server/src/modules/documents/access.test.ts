/**
 * The permission matrix of the documents routes: every route × admin, hr, manager, employee and
 * anonymous, with the status each gets. `employee` reports to `manager`; `colleague` reports to
 * nobody in the matrix, so for the manager and the employee their documents do not exist.
 */
import type { Access } from '@hrms/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type MatrixRow,
  matrixSuite,
} from '../../test/access-matrix';
import type { Person } from '../../test/factories';
import { formWithFile } from '../../test/multipart';

const suite = matrixSuite({ employeeReportsToManager: true });
const { call } = suite;
/** Reports to nobody in the matrix: for the manager and the employee, their documents do not exist. */
let colleague: Person;

beforeAll(async () => {
  colleague = await suite.ctx.factories.person(suite.companyId);
});

const headersOf = (caller: Caller) => suite.matrix.headersOf(caller);
const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

async function upload(caller: Caller, employeeId: string, category = 'education') {
  const form = formWithFile({ category, title: 'Matrix' }, { fileName: 'doc.pdf', content: PDF });
  return suite.ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/documents`,
    headers: { ...(await headersOf(caller)), ...form.headers },
    payload: form.payload,
  });
}

/** A fresh pending document of this person, uploaded by hr. */
async function documentOf(person: Person, category?: string): Promise<string> {
  const res = await upload('hr', person.employee.id, category);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('declared access', () => {
  it('declares every documents route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'POST /api/employees/:id/documents': 'documents:self',
      'GET /api/employees/:id/documents': 'documents:self',
      'GET /api/employees/:id/documents/:docId/download': 'documents:self',
      'DELETE /api/employees/:id/documents/:docId': 'documents:self',
      'PATCH /api/employees/:id/documents/:docId/status': 'documents:manage',
      'GET /api/documents/search': 'documents:manage',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/documents', '/api/employees/:id/documents']);
  });
});

describe('every documents route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const own = suite.matrix.people.employee;
    const ownDocument = await documentOf(own);
    const theirs = await documentOf(colleague);
    const idProof = await documentOf(own, 'id_proof');
    const rows: MatrixRow[] = [
      // A manager sees the team's documents but adds to nobody's record but their own.
      ['POST own record', (c) => upload(c, own.employee.id), [201, 201, 403, 201, 401]],
      ["POST a colleague's", (c) => upload(c, colleague.employee.id), [201, 201, 404, 404, 401]],
      [
        'GET list (team member)',
        (c) => call(c, 'GET', `/api/employees/${own.employee.id}/documents`),
        [200, 200, 200, 200, 401],
      ],
      [
        "GET list (a colleague's)",
        (c) => call(c, 'GET', `/api/employees/${colleague.employee.id}/documents`),
        [200, 200, 404, 404, 401],
      ],
      [
        'GET download (team member)',
        (c) => call(c, 'GET', `/api/employees/${own.employee.id}/documents/${ownDocument}/download`),
        [200, 200, 200, 200, 401],
      ],
      [
        'GET download (team member, ID proof)',
        async (c) => call(c, 'GET', `/api/employees/${own.employee.id}/documents/${idProof}/download`),
        [200, 200, 404, 200, 401],
      ],
      [
        "GET download (a colleague's)",
        (c) => call(c, 'GET', `/api/employees/${colleague.employee.id}/documents/${theirs}/download`),
        [200, 200, 404, 404, 401],
      ],
      [
        'DELETE (pending, team member)',
        async (c) =>
          call(c, 'DELETE', `/api/employees/${own.employee.id}/documents/${await documentOf(own)}`),
        [200, 200, 403, 200, 401],
      ],
      [
        "DELETE (a colleague's)",
        async (c) =>
          call(
            c,
            'DELETE',
            `/api/employees/${colleague.employee.id}/documents/${await documentOf(colleague)}`,
          ),
        [200, 200, 404, 404, 401],
      ],
      [
        'PATCH status',
        async (c) =>
          call(c, 'PATCH', `/api/employees/${own.employee.id}/documents/${await documentOf(own)}/status`, {
            status: 'verified',
          }),
        [200, 200, 403, 403, 401],
      ],
      ['GET search', (c) => call(c, 'GET', '/api/documents/search'), [200, 200, 403, 403, 401]],
    ];
    await expectMatrix(rows);
  });
});
