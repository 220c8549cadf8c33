/**
 * The permission matrix of the recruitment and careers routes: every route × admin, hr, manager,
 * employee and anonymous. The manager is the hiring manager of opening A; the employee is on the
 * interview panel of an application to opening B (whose hiring manager is hr), so each sees theirs
 * and nothing else. A visitor reaches the careers page and its form, and nothing behind sign-in.
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
import { multipart } from '../../test/multipart';

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

const suite = matrixSuite({ at: '2026-03-02T05:00:00Z', employeeReportsToManager: true });
const { call } = suite;
let sent = 0;

async function opening(title: string, hiringManagerId: string | null, status = 'open'): Promise<string> {
  const res = await call('hr', 'POST', '/api/recruitment/openings', {
    title,
    hiringManagerId,
    status,
    criteria: ['Skills'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A careers-form application, each from its own address (the form counts per address). */
async function apply(caller: Caller, openingId: string) {
  const n = ++sent;
  const form = multipart([
    { name: 'name', value: `Candidate ${n}` },
    { name: 'email', value: `candidate${n}@example.com` },
    { name: 'phone', value: `+91 90000 ${String(10000 + n)}` },
    { name: 'resume', fileName: 'cv.pdf', content: PDF, contentType: 'application/pdf' },
  ]);
  return suite.ctx.app.inject({
    method: 'POST',
    url: `/api/careers/openings/${openingId}/apply`,
    remoteAddress: `10.9.0.${n}`,
    payload: form.payload,
    headers: { ...(await suite.matrix.headersOf(caller)), ...form.headers },
  });
}

async function application(openingId: string): Promise<string> {
  const n = ++sent;
  const res = await call('hr', 'POST', '/api/recruitment/applications', {
    openingId,
    name: `Referred ${n}`,
    email: `referred${n}@example.com`,
    source: 'referral',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function stageId(kind: string): Promise<string> {
  const res = await call('hr', 'GET', '/api/recruitment/stages');
  return res.json().items.find((s: { kind: string }) => s.kind === kind).id;
}

describe('declared access', () => {
  it('declares every recruitment and careers route with the access the matrix below checks', () => {
    const expected: Record<string, Access> = {
      'GET /api/recruitment/stages': 'authenticated',
      'PUT /api/recruitment/stages': 'recruitment:manage',
      'GET /api/recruitment/openings': 'authenticated',
      'POST /api/recruitment/openings': 'recruitment:manage',
      'GET /api/recruitment/openings/:id': 'authenticated',
      'PATCH /api/recruitment/openings/:id': 'recruitment:manage',
      'DELETE /api/recruitment/openings/:id': 'recruitment:manage',
      'GET /api/recruitment/applications': 'authenticated',
      'POST /api/recruitment/applications': 'recruitment:manage',
      'GET /api/recruitment/applications/:id': 'authenticated',
      'POST /api/recruitment/applications/:id/move': 'authenticated',
      'POST /api/recruitment/applications/:id/notes': 'authenticated',
      'GET /api/recruitment/applications/:id/resume': 'authenticated',
      'GET /api/recruitment/interviews': 'authenticated',
      'POST /api/recruitment/applications/:id/interviews': 'recruitment:manage',
      'PATCH /api/recruitment/interviews/:id': 'recruitment:manage',
      'PUT /api/recruitment/interviews/:id/scorecard': 'authenticated',
      'PUT /api/recruitment/applications/:id/offer': 'recruitment:manage',
      'POST /api/recruitment/applications/:id/offer/decision': 'recruitment:manage',
      'GET /api/recruitment/applications/:id/offer/letter.pdf': 'recruitment:manage',
      'GET /api/recruitment/applications/:id/hire-preview': 'recruitment:manage',
      'POST /api/recruitment/applications/:id/hire': 'recruitment:manage',
      'GET /api/recruitment/report': 'recruitment:manage',
      'GET /api/careers/openings': 'public',
      'GET /api/careers/openings/:id': 'public',
      'POST /api/careers/openings/:id/apply': 'public',
    };
    expectDeclaredAccess(suite.ctx, expected, ['/api/recruitment', '/api/careers']);
  });
});

describe('every recruitment route × every role', () => {
  it('answers each caller as the matrix says', async () => {
    const { people } = suite.matrix;
    const openingA = await opening('Opening A', people.manager.employee.id);
    const openingB = await opening('Opening B', people.hr.employee.id);
    const draft = await opening('Draft opening', null, 'draft');
    expect((await apply('anonymous', openingA)).statusCode).toBe(201);
    const appA = (await call('hr', 'GET', `/api/recruitment/applications?openingId=${openingA}`)).json()
      .items[0].id;
    const appB = await application(openingB);
    const appC = await application(openingB);
    await call('hr', 'POST', `/api/recruitment/applications/${appB}/move`, {
      stageId: await stageId('interview'),
    });
    await call('hr', 'POST', `/api/recruitment/applications/${appC}/move`, {
      stageId: await stageId('offer'),
    });
    const offer = { annualCtc: 120_000_000, joinDate: '2026-05-01', expiresOn: '2026-04-01' };
    const interview = await call('hr', 'POST', `/api/recruitment/applications/${appB}/interviews`, {
      startsAt: '2026-03-10T05:00:00Z',
      location: 'Room 1',
      interviewerIds: [people.employee.employee.id],
    });
    expect(interview.statusCode, interview.body).toBe(201);
    const interviewId = interview.json().id;
    const screening = await stageId('screening');
    const interviewStage = await stageId('interview');
    const stages = (await call('hr', 'GET', '/api/recruitment/stages'))
      .json()
      .items.map(({ id, name, kind }: { id: string; name: string; kind: string }) => ({ id, name, kind }));
    const card = { ratings: [{ criterion: 'Skills', rating: 4 }], recommendation: 'yes' };

    const rows: MatrixRow[] = [
      ['GET /stages', (c) => call(c, 'GET', '/api/recruitment/stages'), [200, 200, 200, 200, 401]],
      [
        'PUT /stages',
        (c) => call(c, 'PUT', '/api/recruitment/stages', { stages }),
        [200, 200, 403, 403, 401],
      ],
      ['GET /openings', (c) => call(c, 'GET', '/api/recruitment/openings'), [200, 200, 200, 200, 401]],
      [
        'POST /openings',
        (c) => call(c, 'POST', '/api/recruitment/openings', { title: `By ${c}` }),
        [201, 201, 403, 403, 401],
      ],
      [
        'GET /openings/:id (A)',
        (c) => call(c, 'GET', `/api/recruitment/openings/${openingA}`),
        [200, 200, 200, 404, 401],
      ],
      [
        'GET /openings/:id (B)',
        (c) => call(c, 'GET', `/api/recruitment/openings/${openingB}`),
        [200, 200, 404, 404, 401],
      ],
      [
        'PATCH /openings/:id',
        (c) => call(c, 'PATCH', `/api/recruitment/openings/${openingA}`, { positions: 2 }),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /openings/:id',
        async (c) => call(c, 'DELETE', `/api/recruitment/openings/${await opening('To delete', null)}`),
        [200, 200, 403, 403, 401],
      ],
      [
        'DELETE /openings/:id (with applications)',
        (c) => call(c, 'DELETE', `/api/recruitment/openings/${openingA}`),
        [409, 409, 403, 403, 401],
      ],
      [
        'GET /applications',
        (c) => call(c, 'GET', '/api/recruitment/applications'),
        [200, 200, 200, 200, 401],
      ],
      [
        'POST /applications',
        (c) =>
          call(c, 'POST', '/api/recruitment/applications', {
            openingId: openingA,
            name: `Added by ${c}`,
            email: `added-${c}@example.com`,
            source: 'agency',
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'GET /applications/:id (A)',
        (c) => call(c, 'GET', `/api/recruitment/applications/${appA}`),
        [200, 200, 200, 404, 401],
      ],
      [
        'GET /applications/:id (B)',
        (c) => call(c, 'GET', `/api/recruitment/applications/${appB}`),
        [200, 200, 404, 200, 401],
      ],
      [
        'GET /applications/:id (unknown)',
        (c) => call(c, 'GET', `/api/recruitment/applications/${UNKNOWN_ID}`),
        [404, 404, 404, 404, 401],
      ],
      [
        'POST /applications/:id/move (A)',
        (c) => call(c, 'POST', `/api/recruitment/applications/${appA}/move`, { stageId: screening }),
        [200, 200, 200, 404, 401],
      ],
      [
        'POST /applications/:id/move (B, the interviewer may not)',
        (c) => call(c, 'POST', `/api/recruitment/applications/${appB}/move`, { stageId: interviewStage }),
        [200, 200, 404, 403, 401],
      ],
      [
        'POST /applications/:id/notes (A)',
        (c) => call(c, 'POST', `/api/recruitment/applications/${appA}/notes`, { body: `Note by ${c}` }),
        [201, 201, 201, 404, 401],
      ],
      [
        'GET /applications/:id/resume (A)',
        (c) => call(c, 'GET', `/api/recruitment/applications/${appA}/resume`),
        [200, 200, 200, 404, 401],
      ],
      ['GET /interviews', (c) => call(c, 'GET', '/api/recruitment/interviews'), [200, 200, 200, 200, 401]],
      [
        'POST /applications/:id/interviews',
        (c) =>
          call(c, 'POST', `/api/recruitment/applications/${appB}/interviews`, {
            startsAt: '2026-03-11T05:00:00Z',
            location: 'Video call',
            interviewerIds: [people.hr.employee.id],
          }),
        [201, 201, 403, 403, 401],
      ],
      [
        'PATCH /interviews/:id',
        (c) => call(c, 'PATCH', `/api/recruitment/interviews/${interviewId}`, { location: `Room of ${c}` }),
        [200, 200, 403, 403, 401],
      ],
      [
        'PUT /interviews/:id/scorecard (only the panel)',
        (c) => call(c, 'PUT', `/api/recruitment/interviews/${interviewId}/scorecard`, card),
        [403, 403, 404, 200, 401],
      ],
      [
        'PUT /applications/:id/offer',
        (c) => call(c, 'PUT', `/api/recruitment/applications/${appC}/offer`, offer),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /applications/:id/offer/decision',
        async (c) => {
          await call('hr', 'PUT', `/api/recruitment/applications/${appC}/offer`, offer);
          return call(c, 'POST', `/api/recruitment/applications/${appC}/offer/decision`, { status: 'sent' });
        },
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /applications/:id/offer/letter.pdf',
        (c) => call(c, 'GET', `/api/recruitment/applications/${appC}/offer/letter.pdf`),
        [200, 200, 403, 403, 401],
      ],
      [
        'GET /applications/:id/hire-preview',
        (c) => call(c, 'GET', `/api/recruitment/applications/${appC}/hire-preview`),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /applications/:id/hire (offer not accepted)',
        (c) =>
          call(c, 'POST', `/api/recruitment/applications/${appC}/hire`, {
            employeeCode: `H-${c}`,
            workEmail: `hire-${c}@acme.example`,
          }),
        [409, 409, 403, 403, 401],
      ],
      ['GET /report', (c) => call(c, 'GET', '/api/recruitment/report'), [200, 200, 403, 403, 401]],
      ['GET /careers/openings', (c) => call(c, 'GET', '/api/careers/openings'), [200, 200, 200, 200, 200]],
      [
        'GET /careers/openings/:id',
        (c) => call(c, 'GET', `/api/careers/openings/${openingA}`),
        [200, 200, 200, 200, 200],
      ],
      [
        'GET /careers/openings/:id (a draft)',
        (c) => call(c, 'GET', `/api/careers/openings/${draft}`),
        [404, 404, 404, 404, 404],
      ],
      ['POST /careers/openings/:id/apply', (c) => apply(c, openingB), [201, 201, 201, 201, 201]],
      ['POST /careers/openings/:id/apply (a draft)', (c) => apply(c, draft), [409, 409, 409, 409, 409]],
    ];
    await expectMatrix(rows);
  });
});
