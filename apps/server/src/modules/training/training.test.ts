/**
 * Training rules: the catalogue, enrolment with its waitlist under concurrent requests, attendance
 * and completion, who may do what to whose enrolment, compliance with mandatory courses, the
 * certificate, the audit trail and the `training-update` event.
 */
import type { UpdatePayload } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { companies } from '../../db/schema/organization';
import { HOUR_MS } from '../../lib/clock';

const DAY_MS = 24 * HOUR_MS;

import type { Person } from '../../test/factories';
import { pdfText } from '../../test/poppler';
import { listen, SocketPool } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();

type Name = 'admin' | 'hr' | 'manager' | 'e1' | 'e2' | 'e3' | 'trainer';
let people: Record<Name, Person>;
let companyId: string;
let departments: { sales: string; tech: string };

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  ctx.clock.set('2026-03-02T05:00:00Z');
  const company = await ctx.factories.company();
  companyId = company.id;
  departments = {
    sales: (await ctx.factories.department(company.id)).id,
    tech: (await ctx.factories.department(company.id)).id,
  };
  const make = (role: Role, departmentId: string, extra: object = {}) =>
    ctx.factories.person(company.id, { role, employee: { departmentId, joinDate: '2025-01-01', ...extra } });
  const manager = await make('manager', departments.sales);
  people = {
    admin: await make('admin', departments.tech),
    hr: await make('hr', departments.tech),
    manager,
    e1: await make('employee', departments.sales, { managerId: manager.employee.id }),
    e2: await make('employee', departments.sales, { managerId: manager.employee.id }),
    e3: await make('employee', departments.tech),
    trainer: await make('employee', departments.tech),
  };
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(who: Name | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? ctx.bearer((await ctx.factories.session(people[who].user.id)).token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let n = 0;
async function course(body: object = {}): Promise<string> {
  const res = await api('hr', 'POST', '/api/training/courses', {
    title: `Course ${++n}`,
    delivery: 'sessions',
    durationMinutes: 90,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function session(courseId: string, body: object = {}): Promise<string> {
  const startsAt = new Date(ctx.clock.now().getTime() + 7 * DAY_MS);
  const res = await api('hr', 'POST', `/api/training/courses/${courseId}/sessions`, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS).toISOString(),
    location: 'Room 4',
    seats: 2,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const enrol = (who: Name, body: object) => api(who, 'POST', '/api/training/enrolments', body);

describe('courses', () => {
  it('creates, lists and archives a course; an employee sees only active ones', async () => {
    const id = await course({
      title: 'Fire safety basics',
      delivery: 'self-paced',
      materials: [{ title: 'Guide', url: 'https://example.com/fire' }],
    });
    const list = await api('e1', 'GET', '/api/training/courses?search=fire%20safety');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await api('hr', 'PATCH', `/api/training/courses/${id}`, { status: 'archived' })).statusCode).toBe(
      200,
    );
    expect((await api('e1', 'GET', '/api/training/courses?search=fire%20safety')).json().total).toBe(0);
    expect((await api('e1', 'GET', `/api/training/courses/${id}`)).statusCode).toBe(404);
    expect(
      (await api('hr', 'GET', '/api/training/courses?search=fire%20safety&status=archived')).json().total,
    ).toBe(1);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['training.course.create', 'training.course.update']);
  });

  it('refuses bad input with clear messages', async () => {
    const bad = await api('hr', 'POST', '/api/training/courses', {
      title: 'x',
      delivery: 'sessions',
      durationMinutes: 0,
      materials: [{ title: 'Script', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.title', 'body.durationMinutes', 'body.materials.0.url']),
    );
    const unknownDepartment = await api('hr', 'POST', '/api/training/courses', {
      title: 'Mandatory somewhere',
      delivery: 'self-paced',
      durationMinutes: 30,
      mandatory: {
        departmentIds: ['00000000-0000-4000-8000-000000000000'],
        from: '2026-03-01',
        dueWithinDays: 30,
      },
    });
    expect(unknownDepartment.statusCode).toBe(400);
    expect(unknownDepartment.json().message).toMatch(/departments of the company/);
    const outOfRange = await api('hr', 'POST', '/api/training/courses', {
      title: 'Due too late',
      delivery: 'self-paced',
      durationMinutes: 30,
      mandatory: { from: '2026-03-01', dueWithinDays: 400 },
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('deletes a course nobody enrolled in, and refuses one with enrolments', async () => {
    const empty = await course();
    expect((await api('hr', 'DELETE', `/api/training/courses/${empty}`)).statusCode).toBe(200);
    const used = await course({ delivery: 'self-paced' });
    expect((await enrol('e3', { courseId: used })).statusCode).toBe(201);
    const refused = await api('hr', 'DELETE', `/api/training/courses/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Archive it instead/);
  });
});

describe('sessions and the waitlist', () => {
  it('waitlists past the seats, gives a cancelled seat to the first who waits, and tells them', async () => {
    const id = await course();
    const s = await session(id, { seats: 1 });
    const first = await enrol('e1', { courseId: id, sessionId: s });
    expect(first.json().status).toBe('enrolled');
    ctx.clock.advance(1000);
    const second = await enrol('e2', { courseId: id, sessionId: s });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    ctx.clock.advance(1000);
    const third = await enrol('e3', { courseId: id, sessionId: s });
    expect(third.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    const cancel = await api('e1', 'PATCH', `/api/training/enrolments/${first.json().id}`, {
      action: 'cancel',
    });
    expect(cancel.json().status).toBe('cancelled');
    const promoted = await api('e2', 'GET', `/api/training/enrolments?courseId=${id}`);
    expect(promoted.json().items[0]).toMatchObject({ status: 'enrolled', waitlistPosition: null });
    const stillWaiting = await api('e3', 'GET', `/api/training/enrolments?courseId=${id}`);
    expect(stillWaiting.json().items[0]).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const notices = await api('e2', 'GET', '/api/notifications');
    expect(notices.json().items.map((x: { title: string }) => x.title)).toContain('A seat is yours');

    // Seats added go to the waitlist too.
    const more = await api('hr', 'PATCH', `/api/training/sessions/${s}`, { seats: 3 });
    expect(more.json()).toMatchObject({ seats: 3, taken: 2, waitlisted: 0 });
    // Fewer seats than are taken is refused.
    const fewer = await api('hr', 'PATCH', `/api/training/sessions/${s}`, { seats: 1 });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().message).toMatch(/2 seats are taken/);
    // A session with people in it is not deleted.
    expect((await api('hr', 'DELETE', `/api/training/sessions/${s}`)).statusCode).toBe(409);
  });

  it('gives each seat once when many enrol at once, and one enrolment per person', async () => {
    const id = await course();
    const s = await session(id, { seats: 3 });
    const extra = await Promise.all(
      Array.from({ length: 9 }, () => ctx.factories.person(companyId, { role: 'employee' })),
    );
    const results = await Promise.all(
      extra.map(async (p) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/training/enrolments',
          headers: ctx.bearer((await ctx.factories.session(p.user.id)).token),
          payload: { courseId: id, sessionId: s },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(9).fill(201));
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((x) => x === 'enrolled')).toHaveLength(3);
    expect(statuses.filter((x) => x === 'waitlisted')).toHaveLength(6);
    // Each place on the waitlist is someone's, once every request is in.
    const waitlist = await api('hr', 'GET', `/api/training/enrolments?sessionId=${s}&status=waitlisted`);
    const positions = waitlist.json().items.map((e: { waitlistPosition: number }) => e.waitlistPosition);
    expect(positions.sort()).toEqual([1, 2, 3, 4, 5, 6]);

    const twice = await Promise.all(
      Array.from({ length: 5 }, () => enrol('e1', { courseId: id, sessionId: s })),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(
      'You are already enrolled in this course.',
    );
  });

  it('refuses a session that has started, one of another course, and no session for a taught course', async () => {
    const id = await course();
    const other = await course();
    const s = await session(id);
    expect((await enrol('e1', { courseId: id })).json().details[0].field).toBe('body.sessionId');
    expect((await enrol('e1', { courseId: other, sessionId: s })).statusCode).toBe(400);
    const past = await session(id, {
      startsAt: new Date(ctx.clock.now().getTime() - HOUR_MS).toISOString(),
      endsAt: new Date(ctx.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const started = await enrol('e1', { courseId: id, sessionId: past });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('This session has already started.');
    const backwards = await api('hr', 'POST', `/api/training/courses/${id}/sessions`, {
      startsAt: '2026-04-01T10:00:00Z',
      endsAt: '2026-04-01T09:00:00Z',
      seats: 5,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('body.endsAt');
  });
});

describe('the zone a session happens in', () => {
  it("keeps the zone it was set in, takes the company's without one, and refuses one that is not a zone", async () => {
    const id = await course();
    const url = `/api/training/courses/${id}/sessions`;
    const body = { startsAt: '2026-04-01T06:00:00Z', endsAt: '2026-04-01T08:00:00Z', seats: 5 };
    const dubai = await api('hr', 'POST', url, { ...body, timeZone: 'Asia/Dubai' });
    expect(dubai.statusCode, dubai.body).toBe(201);
    expect(dubai.json().timeZone).toBe('Asia/Dubai');
    const enrolled = await enrol('e1', { courseId: id, sessionId: dubai.json().id });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json()).toMatchObject({
      sessionStartsAt: '2026-04-01T06:00:00.000Z',
      sessionTimeZone: 'Asia/Dubai',
    });

    await ctx.db.update(companies).set({ timezone: 'Asia/Singapore' }).where(eq(companies.id, companyId));
    try {
      const plain = await api('hr', 'POST', url, body);
      expect(plain.statusCode, plain.body).toBe(201);
      expect(plain.json().timeZone).toBe('Asia/Singapore');
      const moved = await api('hr', 'PATCH', `/api/training/sessions/${plain.json().id}`, {
        timeZone: 'Europe/London',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().timeZone).toBe('Europe/London');
      const detail = (await api('e2', 'GET', `/api/training/courses/${id}`)).json();
      expect(detail.sessions.map((s: { timeZone: string }) => s.timeZone).sort()).toEqual([
        'Asia/Dubai',
        'Europe/London',
      ]);
    } finally {
      await ctx.db.update(companies).set({ timezone: 'Asia/Kolkata' }).where(eq(companies.id, companyId));
    }

    for (const timeZone of ['Mars/Olympus', '']) {
      const wrong = await api('hr', 'POST', url, { ...body, timeZone });
      expect(wrong.statusCode, timeZone).toBe(400);
      expect(wrong.json().details[0]).toMatchObject({
        field: 'body.timeZone',
        message: 'Must be a time zone like Asia/Kolkata',
      });
    }
  });
});

describe('who may enrol and change whom', () => {
  it('lets a manager enrol their team but not others, and an employee only themselves', async () => {
    const id = await course({ delivery: 'self-paced' });
    const byManager = await enrol('manager', { courseId: id, employeeId: people.e1.employee.id });
    expect(byManager.statusCode).toBe(201);
    expect(byManager.json().assignedBy).toBeTruthy();
    expect((await enrol('manager', { courseId: id, employeeId: people.e3.employee.id })).statusCode).toBe(
      400,
    );
    expect((await enrol('e2', { courseId: id, employeeId: people.e3.employee.id })).statusCode).toBe(400);
    expect((await enrol('hr', { courseId: id, employeeId: people.e3.employee.id })).statusCode).toBe(201);
    // e1 heard of it; the list each sees is their reach.
    const notices = await api('e1', 'GET', '/api/notifications');
    expect(notices.json().items.map((x: { title: string }) => x.title)).toContain('Enrolled in a course');
    const seenBy = async (who: Name) =>
      (await api(who, 'GET', `/api/training/enrolments?courseId=${id}`))
        .json()
        .items.map((e: { employee: { id: string } }) => e.employee.id);
    expect(await seenBy('e1')).toEqual([people.e1.employee.id]);
    expect(await seenBy('manager')).toEqual([people.e1.employee.id]);
    expect((await seenBy('hr')).sort()).toEqual([people.e1.employee.id, people.e3.employee.id].sort());
    // Another's enrolment is not found for an employee, and theirs to cancel for the manager.
    const e3Enrolment = (
      await api('hr', 'GET', `/api/training/enrolments?courseId=${id}&employeeId=${people.e3.employee.id}`)
    ).json().items[0].id;
    expect(
      (await api('e1', 'PATCH', `/api/training/enrolments/${e3Enrolment}`, { action: 'cancel' })).statusCode,
    ).toBe(404);
    expect(
      (
        await api('manager', 'PATCH', `/api/training/enrolments/${byManager.json().id}`, {
          action: 'complete',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api('manager', 'PATCH', `/api/training/enrolments/${byManager.json().id}`, { action: 'cancel' }))
        .statusCode,
    ).toBe(200);
  });

  it('marks attendance once the session starts, completes with a score, and issues a certificate', async () => {
    const id = await course({ title: 'Leading difficult conversations' });
    const s = await session(id, { trainerEmployeeId: people.trainer.employee.id });
    const enrolment = (await enrol('e3', { courseId: id, sessionId: s })).json().id;
    const url = `/api/training/enrolments/${enrolment}`;
    expect((await api('trainer', 'PATCH', url, { action: 'attended' })).json().message).toBe(
      'Attendance is marked once the session has started.',
    );
    ctx.clock.advance(7 * DAY_MS + HOUR_MS);
    try {
      expect((await api('e3', 'PATCH', url, { action: 'attended' })).statusCode).toBe(403);
      expect((await api('trainer', 'PATCH', url, { action: 'complete' })).statusCode).toBe(409);
      expect((await api('trainer', 'PATCH', url, { action: 'attended' })).json().status).toBe('attended');
      expect((await api('e3', 'GET', `${url}/certificate`)).statusCode).toBe(409);
      expect((await api('trainer', 'PATCH', url, { action: 'complete', score: 101 })).statusCode).toBe(400);
      const done = await api('trainer', 'PATCH', url, { action: 'complete', score: 88 });
      expect(done.json()).toMatchObject({ status: 'completed', score: 88 });
      expect((await api('e3', 'PATCH', url, { action: 'cancel' })).statusCode).toBe(409);

      const pdf = await api('e3', 'GET', `${url}/certificate`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Certificate of completion');
      expect(text).toContain('Leading difficult conversations');
      expect(text).toContain('score 88 / 100');
      expect((await api('e1', 'GET', `${url}/certificate`)).statusCode).toBe(404);
      expect((await api('hr', 'GET', `${url}/certificate`)).statusCode).toBe(200);
      const actions = await ctx.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'training_enrolment'), eq(auditLog.entityId, enrolment)));
      expect(actions.map((a) => a.action).sort()).toEqual([
        'training.enrolment.attended',
        'training.enrolment.complete',
        'training.enrolment.create',
      ]);
    } finally {
      ctx.clock.advance(-(7 * DAY_MS + HOUR_MS));
    }
  });
});

describe('what the review of the rules found', () => {
  it('refuses session times and rule dates outside 2000–2100, so no page is broken by them', async () => {
    const id = await course();
    const far = await api('hr', 'POST', `/api/training/courses/${id}/sessions`, {
      startsAt: '9999-12-31T22:00:00-05:00',
      endsAt: '9999-12-31T23:00:00-05:00',
      seats: 5,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().details[0].message).toMatch(/between the years 2000 and 2100/);
    const rule = await api('hr', 'PATCH', `/api/training/courses/${id}`, {
      mandatory: { from: '9999-12-01', dueWithinDays: 365 },
    });
    expect(rule.statusCode).toBe(400);
    expect((await api('hr', 'GET', `/api/training/courses/${id}`)).statusCode).toBe(200);
  });

  it('does not let a trainer mark their own attendance or completion', async () => {
    const id = await course();
    const s = await session(id, { trainerEmployeeId: people.trainer.employee.id });
    const own = (await enrol('trainer', { courseId: id, sessionId: s })).json().id;
    ctx.clock.advance(7 * DAY_MS + HOUR_MS);
    try {
      const res = await api('trainer', 'PATCH', `/api/training/enrolments/${own}`, { action: 'attended' });
      expect(res.statusCode).toBe(403);
    } finally {
      ctx.clock.advance(-(7 * DAY_MS + HOUR_MS));
    }
  });

  it('keeps a person with training records from being deleted', async () => {
    const person = await ctx.factories.person(companyId, { role: 'employee' });
    const id = await course({ delivery: 'self-paced' });
    expect(
      (await api('hr', 'POST', '/api/training/enrolments', { courseId: id, employeeId: person.employee.id }))
        .statusCode,
    ).toBe(201);
    const deleted = await api('admin', 'DELETE', `/api/employees/${person.employee.id}`);
    expect(deleted.statusCode).toBe(409);
  });
});

describe('compliance', () => {
  it('lists who must complete a mandatory course, due or overdue, and counts a completion', async () => {
    const id = await course({
      title: 'Sales code of conduct',
      delivery: 'self-paced',
      mandatory: { departmentIds: [departments.sales], roles: [], from: '2026-02-01', dueWithinDays: 14 },
    });
    const report = async (who: Name, query = '') =>
      (await api(who, 'GET', `/api/training/compliance?courseId=${id}${query}`)).json();
    const hr = await report('hr');
    // Everyone in sales: the manager and e1, e2; due 2026-02-15, so overdue on 2026-03-02.
    expect(hr.items.map((r: { employee: { id: string } }) => r.employee.id).sort()).toEqual(
      [people.manager.employee.id, people.e1.employee.id, people.e2.employee.id].sort(),
    );
    expect(hr.summary).toEqual({ completed: 0, due: 0, overdue: 3 });
    expect(hr.items[0]).toMatchObject({ dueOn: '2026-02-15', status: 'overdue' });
    expect((await report('e1')).items).toHaveLength(1);
    expect((await report('manager')).total).toBe(3);
    expect((await report('e3')).total).toBe(0);

    const enrolment = (await enrol('e1', { courseId: id })).json().id;
    expect(
      (await api('e1', 'PATCH', `/api/training/enrolments/${enrolment}`, { action: 'complete', score: 50 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api('e1', 'PATCH', `/api/training/enrolments/${enrolment}`, { action: 'complete' })).json()
        .status,
    ).toBe('completed');
    expect((await report('hr')).summary).toEqual({ completed: 1, due: 0, overdue: 2 });
    expect((await report('hr', '&status=overdue')).total).toBe(2);

    // A rule for a role: only managers; a later joiner is due from their joining.
    await api('hr', 'PATCH', `/api/training/courses/${id}`, {
      mandatory: { departmentIds: [], roles: ['manager'], from: '2026-02-01', dueWithinDays: 60 },
    });
    const managers = await report('hr');
    expect(managers.items.map((r: { employee: { id: string } }) => r.employee.id)).toEqual([
      people.manager.employee.id,
    ]);
    expect(managers.items[0]).toMatchObject({ status: 'due', dueOn: '2026-04-02' });
  });
});

describe('realtime', () => {
  it('tells the learner and hr of an enrolment', async () => {
    const id = await course({ delivery: 'self-paced' });
    const [learner, hr, other] = await Promise.all(
      (['e2', 'hr', 'e3'] as const).map(async (who) =>
        sockets.connect(baseUrl, (await ctx.factories.session(people[who].user.id)).token),
      ),
    );
    const heard = (socket: Socket | undefined) =>
      new Promise<UpdatePayload | null>((resolve) => {
        socket!.once('training-update', resolve);
        setTimeout(() => resolve(null), 1500);
      });
    const events = [heard(learner), heard(hr), heard(other)];
    const created = await enrol('hr', { courseId: id, employeeId: people.e2.employee.id });
    const [toLearner, toHr, toOther] = await Promise.all(events);
    expect(toLearner).toMatchObject({ id: created.json().id, type: 'create' });
    expect(toHr).toMatchObject({ id: created.json().id, type: 'create' });
    expect(toOther).toBeNull();
  });
});
