/**
 * The hire: the next employee code and a work email proposed from the company's patterns; a hire
 * before the panel is done asks for confirmation naming what is missing; once hired, the
 * candidate's email and phone are for hr and admin only; the offer letter ends a sentence with the
 * company's name once.
 */
import type { Application, ApplicationDetail, HirePreview, Opening } from '@hrms/contracts/recruitment';
import type { Role } from '@hrms/contracts/roles';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import type { Person } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { pdfText } from '../../test/poppler';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Name = 'admin' | 'hr' | 'manager' | 'interviewer' | 'late' | 'other';
let people: Record<Name, Person>;
let departmentId: string;

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';
const CANDIDATE = { name: 'Nisha Verma', email: 'nisha.personal@example.com', phone: '+91 99000 11111' };

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T05:00:00Z');
  const company = await ctx.factories.company({ name: 'Acme Technologies Pvt. Ltd.' });
  departmentId = (await ctx.factories.department(company.id)).id;
  let n = 55;
  const make = (role: Role, firstName: string, lastName: string, workEmail?: string) =>
    ctx.factories.person(company.id, {
      role,
      employee: {
        departmentId,
        joinDate: '2024-01-01',
        employeeCode: `ACME-${String(++n).padStart(4, '0')}`,
        firstName,
        lastName,
        workEmail: workEmail ?? `${firstName}.${lastName}@acme.example`.toLowerCase(),
      },
    });
  people = {
    // A role mailbox and another code shape are outvoted by the company's usual ones.
    admin: await make('admin', 'Anil', 'Kumar', 'admin@acme.example'),
    hr: await make('hr', 'Hema', 'Rao', 'hr@acme.example'),
    manager: await make('manager', 'Meera', 'Iyer'),
    interviewer: await make('employee', 'Ishaan', 'Kapoor'),
    late: await make('employee', 'Lata', 'Menon'),
    other: await make('employee', 'Omar', 'Sheikh'),
  };
  await ctx.factories.employee(company.id, {
    employeeCode: 'CONTRACT-9',
    workEmail: 'vendor-desk@agency.example',
  });
  // Someone already has the plain address the candidate would get.
  await ctx.factories.employee(company.id, {
    employeeCode: 'ACME-0020',
    firstName: 'Nisha',
    lastName: 'Verma',
    workEmail: 'nisha.verma@acme.example',
  });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
async function api(who: Name | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? ctx.bearer((await ctx.factories.session(people[who].user.id)).token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let ip = 0;
function apply(openingId: string, fields: Record<string, string>) {
  const form = multipart([
    ...Object.entries({ answers: '{}', ...fields }).map(([name, value]) => ({ name, value })),
    { name: 'resume', fileName: 'cv.pdf', content: PDF, contentType: 'application/pdf' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/careers/openings/${openingId}/apply`,
    remoteAddress: `10.1.0.${++ip}`,
    ...form,
  });
}

async function stageId(kind: string): Promise<string> {
  const stages = (await api('hr', 'GET', '/api/recruitment/stages')).json().items as {
    id: string;
    kind: string;
  }[];
  return stages.find((s) => s.kind === kind)!.id;
}

describe('hiring a candidate', () => {
  let opening: Opening;
  let applicationId: string;
  let twinId: string;

  beforeAll(async () => {
    const res = await api('hr', 'POST', '/api/recruitment/openings', {
      title: 'Site reliability engineer',
      departmentId,
      hiringManagerId: people.manager.employee.id,
      status: 'open',
      description: 'Keep things running.',
      criteria: ['Skills'],
    });
    expect(res.statusCode, res.body).toBe(201);
    opening = res.json();
    expect((await apply(opening.id, CANDIDATE)).statusCode).toBe(201);
    // The same phone under a second address: a possible duplicate.
    expect(
      (await apply(opening.id, { name: 'N Verma', email: 'nv.other@example.com', phone: CANDIDATE.phone }))
        .statusCode,
    ).toBe(201);
    const items = (await api('hr', 'GET', `/api/recruitment/applications?openingId=${opening.id}`)).json()
      .items as Application[];
    applicationId = items.find((a) => a.candidate.name === CANDIDATE.name)!.id;
    twinId = items.find((a) => a.candidate.name === 'N Verma')!.id;
  });

  it('proposes the next code and an address in the company’s patterns, and asks to confirm a hire before the panel is done', async () => {
    const move = (kind: string) =>
      api('hr', 'POST', `/api/recruitment/applications/${applicationId}/move`, { stageId: kind });
    expect((await move(await stageId('interview'))).statusCode).toBe(200);
    const scheduled = await api('hr', 'POST', `/api/recruitment/applications/${applicationId}/interviews`, {
      startsAt: '2026-03-05T06:30:00Z',
      durationMinutes: 45,
      location: 'Room 4',
      interviewerIds: [people.interviewer.employee.id, people.late.employee.id],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interviewId = scheduled.json().id as string;
    expect((await move(await stageId('offer'))).statusCode).toBe(200);
    const offer = { annualCtc: 1_800_000_00, joinDate: '2026-04-01', expiresOn: '2026-03-15' };
    expect(
      (await api('hr', 'PUT', `/api/recruitment/applications/${applicationId}/offer`, offer)).statusCode,
    ).toBe(200);
    for (const status of ['sent', 'accepted']) {
      const decided = await api(
        'hr',
        'POST',
        `/api/recruitment/applications/${applicationId}/offer/decision`,
        {
          status,
        },
      );
      expect(decided.statusCode, decided.body).toBe(200);
    }

    const preview = async () => {
      const res = await api('hr', 'GET', `/api/recruitment/applications/${applicationId}/hire-preview`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as HirePreview;
    };
    const before = await preview();
    expect(before).toEqual({
      employeeCode: 'ACME-0062',
      workEmail: 'nisha.verma2@acme.example',
      missing: ['the interview on 5 Mar 2026, 12:00 pm IST (Room 4) has not happened yet'],
    });
    const body = { employeeCode: before.employeeCode, workEmail: before.workEmail };
    const early = await api('hr', 'POST', `/api/recruitment/applications/${applicationId}/hire`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Confirm hiring Nisha Verma before the panel is done: the interview on 5 Mar 2026, 12:00 pm IST (Room 4) has not happened yet.',
    );

    // The interview happens; one of the two interviewers sends a card.
    ctx.clock.set('2026-03-06T05:00:00Z');
    const card = await api('interviewer', 'PUT', `/api/recruitment/interviews/${interviewId}/scorecard`, {
      ratings: [{ criterion: 'Skills', rating: 4 }],
      recommendation: 'yes',
    });
    expect(card.statusCode, card.body).toBe(200);
    const after = await preview();
    expect(after.missing).toEqual([
      'Lata Menon has not sent a scorecard for the interview on 5 Mar 2026, 12:00 pm IST (Room 4)',
    ]);
    const missingCard = await api('hr', 'POST', `/api/recruitment/applications/${applicationId}/hire`, body);
    expect(missingCard.statusCode).toBe(409);
    expect(missingCard.json().message).toMatch(/Lata Menon has not sent a scorecard/);

    // Confirmed: hired with what was proposed.
    const hired = await api('hr', 'POST', `/api/recruitment/applications/${applicationId}/hire`, {
      ...body,
      confirmMissing: true,
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const employee = (await api('hr', 'GET', `/api/employees/${hired.json().employeeId}`)).json();
    expect(employee).toMatchObject({ employeeCode: 'ACME-0062', workEmail: 'nisha.verma2@acme.example' });
  });

  it('shows a hired candidate’s email and phone to hr and admin only, in the application, the list and the search', async () => {
    const detail = async (who: Name, id = applicationId) => {
      const res = await api(who, 'GET', `/api/recruitment/applications/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ApplicationDetail;
    };
    for (const who of ['hr', 'admin'] as const) {
      expect((await detail(who)).candidate).toMatchObject({ email: CANDIDATE.email, phone: CANDIDATE.phone });
      expect((await detail(who, twinId)).candidate.possibleDuplicates.map((d) => d.email)).toEqual([
        CANDIDATE.email,
      ]);
    }
    // The interviewers see this application through their panel; the hiring manager sees both.
    for (const who of ['manager', 'interviewer', 'late'] as const) {
      const seen = await detail(who);
      expect(seen.hiredEmployeeId).not.toBeNull();
      expect(seen.candidate).toMatchObject({ email: null, phone: null, possibleDuplicates: [] });
      expect(JSON.stringify(seen)).not.toContain('nisha.personal');
      expect(JSON.stringify(seen)).not.toContain('11111');
    }
    const list = await api('manager', 'GET', `/api/recruitment/applications?openingId=${opening.id}`);
    const items = list.json().items as Application[];
    expect(items.find((a) => a.id === applicationId)!.candidate).toMatchObject({ email: null, phone: null });
    // The candidate not hired keeps their own contacts, but no longer points at the hired one's.
    const twin = items.find((a) => a.id === twinId)!;
    expect(twin.candidate).toMatchObject({ email: 'nv.other@example.com', possibleDuplicates: [] });

    const search = async (who: Name, text: string) =>
      (
        (await api(who, 'GET', `/api/recruitment/applications?search=${encodeURIComponent(text)}`)).json()
          .items as Application[]
      ).map((a) => a.id);
    expect(await search('manager', 'nisha.personal')).toEqual([]);
    expect(await search('manager', '99000 11111')).toEqual([twinId]);
    expect(await search('manager', 'Nisha Verma')).toEqual([applicationId]);
    expect(await search('hr', 'nisha.personal')).toEqual([applicationId]);

    // Nothing told to the people involved carries them either.
    const told = await ctx.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        inArray(notifications.userId, [
          people.manager.user.id,
          people.interviewer.user.id,
          people.late.user.id,
        ]),
      );
    expect(told.length).toBeGreaterThan(0);
    expect(JSON.stringify(told)).not.toMatch(/nisha\.personal|99000/);
  });

  it('ends the letter’s sentence with the company’s name once, whose own full stop ends it', async () => {
    const letter = await api('hr', 'GET', `/api/recruitment/applications/${applicationId}/offer/letter.pdf`);
    expect(letter.statusCode).toBe(200);
    const text = (await pdfText(letter.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Site reliability engineer at Acme Technologies Pvt. Ltd. Your annual');
    expect(text).not.toContain('Ltd..');
  });
});
