/**
 * Recruitment rules: the careers form (résumé content, closed roles, duplicates, the honeypot and
 * the rate limit), duplicate candidates by phone, stage moves and their history, who sees what,
 * interviews with their invitation by mail and scorecards hidden until one's own is in, the offer
 * and its letter, the hire that makes an employee with an onboarding checklist (once, under
 * concurrency), the pipeline editor, the funnel report and the live event.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import type {
  Application,
  ApplicationDetail,
  Interview,
  Opening,
  RecruitmentReport,
  Stage,
} from '@hrms/contracts/recruitment';
import type { Role } from '@hrms/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { companies } from '../../db/schema/organization';
import { candidates, jobApplications } from '../../db/schema/recruitment';
import { readOutbox } from '../../test/account';
import type { Person } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { pdfText } from '../../test/poppler';
import { listen, nextEvent, SocketPool } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();

type Name = 'admin' | 'hr' | 'manager' | 'lead' | 'e1' | 'e2';
let people: Record<Name, Person>;
let departmentId: string;

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';
let ip = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  ctx.clock.set('2026-03-02T05:00:00Z');
  const company = await ctx.factories.company();
  departmentId = (await ctx.factories.department(company.id)).id;
  const make = (role: Role, extra: object = {}) =>
    ctx.factories.person(company.id, { role, employee: { departmentId, joinDate: '2024-01-01', ...extra } });
  const manager = await make('manager');
  people = {
    admin: await make('admin'),
    hr: await make('hr'),
    manager,
    lead: await make('employee', { managerId: manager.employee.id }),
    e1: await make('employee', { managerId: manager.employee.id }),
    e2: await make('employee'),
  };
  // The joining checklist a hire starts.
  const tpl = await api('hr', 'POST', '/api/onboarding/templates', {
    name: 'Joining',
    kind: 'onboarding',
    tasks: [
      {
        title: 'Upload your ID proof',
        assigneeRole: 'employee',
        dueOffsetDays: 1,
        documentCategory: 'id_proof',
      },
    ],
  });
  expect(tpl.statusCode, tpl.body).toBe(201);
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function api(who: Name | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? ctx.bearer((await ctx.factories.session(people[who].user.id)).token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function opening(body: object = {}): Promise<Opening> {
  const res = await api('hr', 'POST', '/api/recruitment/openings', {
    title: 'Backend engineer',
    departmentId,
    hiringManagerId: people.manager.employee.id,
    status: 'open',
    description: '# About the role\nBuild things.',
    questions: [{ text: 'Why us?', required: true }, { text: 'Notice period?' }],
    criteria: ['Skills', 'Communication'],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function apply(
  openingId: string,
  fields: Record<string, string> = {},
  file: { fileName: string; content: string | Uint8Array } | null = { fileName: 'cv.pdf', content: PDF },
  remoteAddress = `10.0.0.${++ip % 250}`,
) {
  const form = multipart([
    ...Object.entries({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98450 00001',
      answers: JSON.stringify({ q1: 'Your product' }),
      ...fields,
    }).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'resume', ...file, contentType: 'application/pdf' }] : []),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/careers/openings/${openingId}/apply`,
    remoteAddress,
    ...form,
  });
}

async function applicationsOf(openingId: string, who: Name = 'hr'): Promise<Application[]> {
  const res = await api(who, 'GET', `/api/recruitment/applications?openingId=${openingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

async function stages(): Promise<Stage[]> {
  return (await api('hr', 'GET', '/api/recruitment/stages')).json().items;
}
const stageOf = async (kind: Stage['kind']) => (await stages()).find((s) => s.kind === kind)!;

async function move(who: Name, applicationId: string, kind: Stage['kind'], reason?: string) {
  return api(who, 'POST', `/api/recruitment/applications/${applicationId}/move`, {
    stageId: (await stageOf(kind)).id,
    ...(reason ? { reason } : {}),
  });
}

describe('the careers page', () => {
  it('lists open roles to anyone and takes an application with a real résumé', async () => {
    const role = await opening();
    await opening({ title: 'Draft role', status: 'draft' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/careers/openings' });
    expect(list.statusCode).toBe(200);
    const titles = list.json().items.map((o: { title: string }) => o.title);
    expect(titles).toContain('Backend engineer');
    expect(titles).not.toContain('Draft role');

    const res = await apply(role.id);
    expect(res.statusCode, res.body).toBe(201);
    const [application] = await applicationsOf(role.id);
    expect(application).toMatchObject({
      candidate: { name: 'Asha Rao', email: 'asha@example.com' },
      stage: { kind: 'applied' },
      source: 'careers',
      hasResume: true,
    });
    const detail = (
      await api('hr', 'GET', `/api/recruitment/applications/${application!.id}`)
    ).json() as ApplicationDetail;
    expect(detail.answers).toEqual([{ question: 'Why us?', answer: 'Your product' }]);
    const resume = await api('hr', 'GET', `/api/recruitment/applications/${application!.id}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.body).toBe(PDF);
    // The hiring manager heard of it; a visitor's application is audited with no actor.
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, application!.id));
    expect(audit).toMatchObject({ action: 'recruitment.application.create', actorUserId: null });
  });

  it('refuses a second application, another file type, a missing answer and a role that is not open', async () => {
    const role = await opening({ title: 'Designer' });
    expect((await apply(role.id, { email: 'ravi@example.com' })).statusCode).toBe(201);
    const again = await apply(role.id, { email: 'RAVI@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already applied for this role with this email address.');

    const html = await apply(
      role.id,
      { email: 'html@example.com' },
      { fileName: 'cv.pdf', content: '<html><script>x</script></html>' },
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toMatch(/PDF or a Word/);
    const none = await apply(role.id, { email: 'none@example.com' }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toContainEqual({ field: 'body.resume', message: 'Attach your résumé' });
    const unanswered = await apply(role.id, { email: 'q@example.com', answers: '{}' });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().details).toContainEqual({
      field: 'body.answers.q1',
      message: 'Answer this question',
    });
    const badEmail = await apply(role.id, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);

    await api('hr', 'PATCH', `/api/recruitment/openings/${role.id}`, { status: 'closed' });
    const closed = await apply(role.id, { email: 'late@example.com' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This role is no longer open for applications.');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/careers/openings/${role.id}` })).statusCode,
    ).toBe(404);
    // Nothing half-done: one application, one candidate of these addresses.
    expect(await applicationsOf(role.id)).toHaveLength(1);
    const stored = await ctx.db.select().from(candidates).where(eq(candidates.email, 'html@example.com'));
    expect(stored).toHaveLength(0);
  });

  it('thanks and drops a robot that fills the honeypot, and slows one address down', async () => {
    const role = await opening({ title: 'Support lead' });
    const robot = await apply(role.id, { email: 'bot@example.com', website: 'http://spam.example' });
    expect(robot.statusCode).toBe(201);
    expect(await applicationsOf(role.id)).toHaveLength(0);

    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await apply(role.id, { email: `burst${i}@example.com` }, undefined, address)).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    ctx.clock.advance(60_000);
    expect((await apply(role.id, { email: 'later@example.com' }, undefined, address)).statusCode).toBe(201);
  });

  it('flags a candidate with the phone of another as a possible duplicate', async () => {
    const role = await opening({ title: 'Analyst' });
    await apply(role.id, { name: 'Meera Iyer', email: 'meera@example.com', phone: '98450 12345' });
    await apply(role.id, { name: 'Meera I.', email: 'meera.iyer@example.com', phone: '+9845012345' });
    const list = await applicationsOf(role.id);
    const second = list.find((a) => a.candidate.email === 'meera.iyer@example.com')!;
    expect(second.candidate.possibleDuplicates).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', email: 'meera@example.com' }),
    ]);
  });
});

describe('the pipeline', () => {
  it('moves an application, keeps its history, and refuses hired without an offer', async () => {
    const role = await opening({ title: 'QA engineer' });
    await apply(role.id, { email: 'qa@example.com' });
    const [application] = await applicationsOf(role.id);
    const id = application!.id;

    const hr = await sockets.connect(baseUrl, (await ctx.factories.session(people.hr.user.id)).token);
    const live = nextEvent<UpdatePayload>(hr, 'recruitment-update');
    // The hiring manager moves their opening's applications.
    const screened = await move('manager', id, 'screening');
    expect(screened.statusCode, screened.body).toBe(200);
    expect(screened.json().stage.kind).toBe('screening');
    expect((await live).id).toBe(id);

    const hired = await move('hr', id, 'hired');
    expect(hired.statusCode).toBe(409);
    expect(hired.json().message).toMatch(/only with an offer/);
    // Someone uninvolved does not see it at all.
    expect((await move('e2', id, 'interview')).statusCode).toBe(404);
    expect((await api('e2', 'GET', `/api/recruitment/applications/${id}`)).statusCode).toBe(404);
    expect(await applicationsOf(role.id, 'e2')).toHaveLength(0);
    expect((await api('e2', 'GET', '/api/recruitment/openings')).json().items).toHaveLength(0);

    const rejected = await move('hr', id, 'rejected', 'Not enough experience');
    expect(rejected.json()).toMatchObject({
      stage: { kind: 'rejected' },
      rejectionReason: 'Not enough experience',
    });
    const detail = (
      await api('hr', 'GET', `/api/recruitment/applications/${id}`)
    ).json() as ApplicationDetail;
    expect(detail.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'Applied'],
      ['Applied', 'Screening'],
      ['Screening', 'Rejected'],
    ]);
    const moves = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(moves.filter((a) => a.action === 'recruitment.application.move')).toHaveLength(2);
  });

  it('notes mention colleagues who see the application, and refuse those who do not', async () => {
    const role = await opening({ title: 'Data engineer' });
    await apply(role.id, { email: 'data@example.com' });
    const [application] = await applicationsOf(role.id);
    const refused = await api('hr', 'POST', `/api/recruitment/applications/${application!.id}/notes`, {
      body: 'Thoughts?',
      mentionIds: [people.e2.employee.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].message).toMatch(/cannot see this application/);
    const ok = await api('hr', 'POST', `/api/recruitment/applications/${application!.id}/notes`, {
      body: 'Strong profile, please look',
      mentionIds: [people.manager.employee.id],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().mentions).toEqual([{ id: people.manager.employee.id, name: expect.any(String) }]);
    const detail = (await api('manager', 'GET', `/api/recruitment/applications/${application!.id}`)).json();
    expect(detail.notes).toHaveLength(1);
  });

  it('keeps one stage of each single kind, in order, and refuses removing a stage in use', async () => {
    const current = await stages();
    const keep = current.map(({ id, name, kind }) => ({ id, name, kind }));
    const added = [...keep.slice(0, 3), { name: 'Technical round', kind: 'interview' }, ...keep.slice(3)];
    const res = await api('hr', 'PUT', '/api/recruitment/stages', { stages: added });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((s: Stage) => s.name)).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'Technical round',
      'Offer',
      'Hired',
      'Rejected',
    ]);
    const wrongOrder = await api('hr', 'PUT', '/api/recruitment/stages', { stages: [...keep].reverse() });
    expect(wrongOrder.statusCode).toBe(400);
    const noScreening = await api('hr', 'PUT', '/api/recruitment/stages', {
      stages: keep.filter((s) => s.kind !== 'screening'),
    });
    expect(noScreening.statusCode).toBe(400);
    // Replacing the applied stage by a new one would strand the applications in it.
    const withoutApplied = await api('hr', 'PUT', '/api/recruitment/stages', {
      stages: [{ name: 'New', kind: 'applied' }, ...keep.filter((s) => s.kind !== 'applied')],
    });
    expect(withoutApplied.statusCode).toBe(409);
    expect(withoutApplied.json().message).toMatch(/has applications in it/);
    // Back as it was, for the tests after this one.
    expect((await api('hr', 'PUT', '/api/recruitment/stages', { stages: keep })).statusCode).toBe(200);
    expect((await api('manager', 'PUT', '/api/recruitment/stages', { stages: keep })).statusCode).toBe(403);
  });
});

describe('interviews and scorecards', () => {
  it('mails the panel an invitation and hides cards from an interviewer until theirs is in', async () => {
    const role = await opening({ title: 'Platform engineer' });
    await apply(role.id, { email: 'panel@example.com', name: 'Kiran Shah' });
    const [application] = await applicationsOf(role.id);
    await move('hr', application!.id, 'interview');
    const scheduled = await api('hr', 'POST', `/api/recruitment/applications/${application!.id}/interviews`, {
      startsAt: '2026-03-05T06:30:00Z',
      durationMinutes: 45,
      location: 'Room 4',
      interviewerIds: [people.lead.employee.id, people.e1.employee.id],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interview = scheduled.json() as Interview;

    const mails = (await readOutbox(ctx)).filter(
      (m) => m.subject === 'Interview: Kiran Shah for Platform engineer',
    );
    expect(mails.map((m) => m.to).sort()).toEqual([people.e1.user.email, people.lead.user.email].sort());
    const raw = await readFile(path.join(ctx.config.dataDir, 'outbox', mails[0]!.file), 'utf8');
    expect(raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/);
    expect(mails[0]!.text).toMatch(/Room 4/);

    // Both interviewers now see the application; another colleague does not.
    expect((await api('lead', 'GET', `/api/recruitment/applications/${application!.id}`)).statusCode).toBe(
      200,
    );
    const card = {
      ratings: [
        { criterion: 'Skills', rating: 4 },
        { criterion: 'Communication', rating: 5 },
      ],
      recommendation: 'yes',
      comments: 'Good',
    };
    const half = await api('lead', 'PUT', `/api/recruitment/interviews/${interview.id}/scorecard`, {
      ...card,
      ratings: card.ratings.slice(0, 1),
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().details[0].message).toBe('Rate Communication');
    const lead = await api('lead', 'PUT', `/api/recruitment/interviews/${interview.id}/scorecard`, card);
    expect(lead.statusCode, lead.body).toBe(200);
    expect(
      (await api('lead', 'PUT', `/api/recruitment/interviews/${interview.id}/scorecard`, card)).statusCode,
    ).toBe(409);
    expect(
      (await api('e2', 'PUT', `/api/recruitment/interviews/${interview.id}/scorecard`, card)).statusCode,
    ).toBe(404);

    const seenBy = async (who: Name) =>
      (
        (await api(who, 'GET', `/api/recruitment/interviews?applicationId=${application!.id}`)).json()
          .items[0] as Interview
      ).scorecards.find((c) => c.interviewer.id === people.lead.employee.id)!;
    expect(await seenBy('e1')).toMatchObject({ hidden: true, ratings: null, recommendation: null });
    expect(await seenBy('hr')).toMatchObject({ hidden: false, recommendation: 'yes' });
    expect(await seenBy('manager')).toMatchObject({ hidden: false, recommendation: 'yes' });
    await api('e1', 'PUT', `/api/recruitment/interviews/${interview.id}/scorecard`, {
      ...card,
      recommendation: 'strong_yes',
    });
    expect(await seenBy('e1')).toMatchObject({ hidden: false, recommendation: 'yes' });

    const cancelled = await api('hr', 'PATCH', `/api/recruitment/interviews/${interview.id}`, {
      status: 'cancelled',
    });
    expect(cancelled.json().status).toBe('cancelled');
    const cancel = (await readOutbox(ctx)).filter((m) =>
      m.subject.startsWith('Cancelled: Interview: Kiran Shah'),
    );
    expect(cancel).toHaveLength(2);
  });
});

describe('the zone an interview happens in', () => {
  it("keeps the zone it was scheduled in, takes the company's without one, and refuses one that is not a zone", async () => {
    const role = await opening({ title: 'Field engineer, Dubai' });
    await apply(role.id, { email: 'zone@example.com', name: 'Omar Haddad' });
    const [application] = await applicationsOf(role.id);
    await move('hr', application!.id, 'interview');
    const url = `/api/recruitment/applications/${application!.id}/interviews`;
    const body = {
      startsAt: '2026-03-05T06:00:00Z',
      location: 'Dubai office',
      interviewerIds: [people.lead.employee.id],
    };

    const dubai = await api('hr', 'POST', url, { ...body, timeZone: 'Asia/Dubai' });
    expect(dubai.statusCode, dubai.body).toBe(201);
    expect(dubai.json()).toMatchObject({ timeZone: 'Asia/Dubai', startsAt: '2026-03-05T06:00:00.000Z' });
    // The panel's mail reads the time where the interview happens, named, as it is not theirs.
    const [mail] = (await readOutbox(ctx)).filter(
      (m) => m.subject === 'Interview: Omar Haddad for Field engineer, Dubai',
    );
    expect(mail!.text).toMatch(/When: Thursday, 5 March 2026 at 10:00 am GST/);
    const listed = (
      await api('lead', 'GET', `/api/recruitment/interviews?applicationId=${application!.id}`)
    ).json();
    expect(listed.items[0].timeZone).toBe('Asia/Dubai');

    // Without a zone, the company's: here the company sits in Singapore.
    const company = await ctx.db
      .update(companies)
      .set({ timezone: 'Asia/Singapore' })
      .where(eq(companies.id, people.hr.employee.companyId))
      .returning();
    expect(company).toHaveLength(1);
    try {
      const plain = await api('hr', 'POST', url, body);
      expect(plain.statusCode, plain.body).toBe(201);
      expect(plain.json().timeZone).toBe('Asia/Singapore');
      const moved = await api('hr', 'PATCH', `/api/recruitment/interviews/${plain.json().id}`, {
        timeZone: 'Europe/London',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().timeZone).toBe('Europe/London');
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityId, plain.json().id), eq(auditLog.action, 'recruitment.interview.update')),
        );
      expect(entry).toMatchObject({
        before: expect.objectContaining({ timeZone: 'Asia/Singapore' }),
        after: expect.objectContaining({ timeZone: 'Europe/London' }),
      });
    } finally {
      await ctx.db
        .update(companies)
        .set({ timezone: 'Asia/Kolkata' })
        .where(eq(companies.id, people.hr.employee.companyId));
    }

    for (const timeZone of ['Mars/Olympus', 'GMT+4 ', '']) {
      const wrong = await api('hr', 'POST', url, { ...body, timeZone });
      expect(wrong.statusCode, timeZone).toBe(400);
      expect(wrong.json().details[0]).toMatchObject({
        field: 'body.timeZone',
        message: 'Must be a time zone like Asia/Kolkata',
      });
    }
  });
});

describe('offer and hire', () => {
  it('makes an offer in the offer stage, writes its letter, and hires once into an employee with onboarding', async () => {
    const role = await opening({ title: 'Site reliability engineer', positions: 1 });
    await apply(role.id, { email: 'hire@example.com', name: 'Nisha Verma', phone: '+91 99000 11111' });
    const [application] = await applicationsOf(role.id);
    const id = application!.id;
    const offer = { annualCtc: 1_800_000_00, joinDate: '2026-04-01', expiresOn: '2026-03-15' };
    const early = await api('hr', 'PUT', `/api/recruitment/applications/${id}/offer`, offer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/offer stage/);
    await move('hr', id, 'offer');
    const saved = await api('hr', 'PUT', `/api/recruitment/applications/${id}/offer`, offer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', annualCtc: 180_000_000 });
    const badDates = await api('hr', 'PUT', `/api/recruitment/applications/${id}/offer`, {
      ...offer,
      expiresOn: '2026-05-01',
    });
    expect(badDates.statusCode).toBe(400);

    const hireBody = { employeeCode: 'NEW-101', workEmail: 'nisha.verma@acme.example' };
    const tooSoon = await api('hr', 'POST', `/api/recruitment/applications/${id}/hire`, hireBody);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/no accepted offer/);
    expect(
      (await api('hr', 'POST', `/api/recruitment/applications/${id}/offer/decision`, { status: 'accepted' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await api('hr', 'POST', `/api/recruitment/applications/${id}/offer/decision`, { status: 'sent' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await api('hr', 'POST', `/api/recruitment/applications/${id}/offer/decision`, { status: 'accepted' })
      ).json().status,
    ).toBe('accepted');

    const letter = await api('hr', 'GET', `/api/recruitment/applications/${id}/offer/letter.pdf`);
    expect(letter.statusCode).toBe(200);
    const text = await pdfText(letter.rawPayload);
    expect(text).toContain('Dear Nisha Verma');
    expect(text).toContain('₹18,00,000');
    expect(text).toContain('1 Apr 2026');

    // Two hires at once: one employee.
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => api('hr', 'POST', `/api/recruitment/applications/${id}/hire`, hireBody)),
    );
    const made = results.filter((r) => r.statusCode === 201);
    expect(made, results.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) expect(r.statusCode).toBe(409);
    const { employeeId, onboardingChecklistId } = made[0]!.json();
    expect(onboardingChecklistId).toEqual(expect.any(String));

    const employee = (await api('hr', 'GET', `/api/employees/${employeeId}`)).json();
    expect(employee).toMatchObject({
      firstName: 'Nisha',
      lastName: 'Verma',
      workEmail: 'nisha.verma@acme.example',
      joinDate: '2026-04-01',
    });
    const checklist = (await api('hr', 'GET', `/api/onboarding/checklists/${onboardingChecklistId}`)).json();
    expect(checklist.employee.id).toBe(employeeId);
    const invitation = (await readOutbox(ctx)).filter((m) => m.to.includes('nisha.verma@acme.example'));
    expect(invitation.length).toBeGreaterThan(0);

    const [row] = await ctx.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row!.hiredEmployeeId).toBe(employeeId);
    const after = (await api('hr', 'GET', `/api/recruitment/openings/${role.id}`)).json() as Opening;
    expect(after.status).toBe('closed');
    expect(after.counts.hired).toBe(1);
    // Hired is final.
    expect((await move('hr', id, 'screening')).statusCode).toBe(409);
  });

  it('answers the funnel: reached stages, rejections and time to hire, per opening and source', async () => {
    const res = await api('hr', 'GET', '/api/recruitment/report');
    expect(res.statusCode).toBe(200);
    const report = res.json() as RecruitmentReport;
    const sre = report.byOpening.find((o) => o.title === 'Site reliability engineer')!;
    expect(sre).toMatchObject({
      applications: 1,
      reached: { screening: 1, interview: 1, offer: 1, hired: 1 },
      rejected: 0,
    });
    expect(sre.medianDaysToHire).toBe(0);
    const qa = report.byOpening.find((o) => o.title === 'QA engineer')!;
    expect(qa).toMatchObject({
      applications: 1,
      reached: { screening: 1, interview: 0, offer: 0, hired: 0 },
      rejected: 1,
    });
    expect(report.bySource.map((s) => s.source)).toEqual(['careers']);
    expect(report.total.applications).toBe(report.stages.reduce((sum, s) => sum + s.applications, 0));
    expect((await api('manager', 'GET', '/api/recruitment/report')).statusCode).toBe(403);
  });
});
