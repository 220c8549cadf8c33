/**
 * Attendance, on PGlite and PostgreSQL: a day's status is right the moment the change that affects
 * it commits (a punch, a leave decision or cancellation, a holiday), in each office's zone; time
 * alone turns "not yet" into absent and judges a day's hours once it is over; a correction wins,
 * is audited and tells the person; bulk changes are all or nothing; exports and the muster roll.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { listen, nextEvent, SocketPool } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';
import { companyWithTwoOffices } from '../../test/two-offices';
import { CLOCK_PASS } from '../time-tracking/time-tracking.schedules';

let ctx: TestContext;
let companyId: string;
let bengaluru: string;
let london: string;
let hr: Person;
let manager: Person;
let casual: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T04:00:00Z'); // Monday 2 March 2026, 09:30 in Bengaluru
  ({ companyId, bengaluru, london, hr, manager } = await companyWithTwoOffices(ctx));
  const type = await as(hr, 'POST', '/api/leave/types', { code: 'CL', name: 'Casual leave', annualDays: 12 });
  expect(type.statusCode, type.body).toBe(201);
  casual = type.json().id;
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

async function worker(officeId = bengaluru, employee: object = {}): Promise<Person> {
  const person = await ctx.factories.person(companyId, {
    employee: { officeId, managerId: manager.employee.id, joinDate: '2025-01-01', ...employee },
  });
  expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
  return person;
}

const at = (iso: string) => ctx.clock.set(iso);

async function dayOf(person: Person, date: string) {
  const res = await as(person, 'GET', `/api/attendance/my-attendance?from=${date}&to=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0];
}

describe('derived at the moment of the change', () => {
  it('a punch makes the day present or late at once, in the office’s zone', async () => {
    const early = await worker();
    const late = await worker();
    at('2026-03-03T04:10:00Z'); // 09:40 IST: within the grace
    await as(early, 'POST', '/api/time-tracking/clock-in');
    expect(await dayOf(early, '2026-03-03')).toMatchObject({ status: 'present', source: 'derived' });
    at('2026-03-03T05:00:00Z'); // 10:30 IST
    await as(late, 'POST', '/api/time-tracking/clock-in');
    expect(await dayOf(late, '2026-03-03')).toMatchObject({ status: 'late', lateMinutes: 60 });
  });

  it('cuts a London day in London time, on the day the clocks go forward', async () => {
    const londoner = await worker(london);
    // Monday 30 March 2026, the first working day of summer time: 09:40 BST is 08:40 UTC.
    at('2026-03-30T08:40:00Z');
    await as(londoner, 'POST', '/api/time-tracking/clock-in');
    expect(await dayOf(londoner, '2026-03-30')).toMatchObject({ status: 'present', lateMinutes: 0 });
    at('2026-03-30T17:45:00Z');
    await as(londoner, 'POST', '/api/time-tracking/clock-out');
    expect(await dayOf(londoner, '2026-03-30')).toMatchObject({ status: 'present', workedMinutes: 545 });
    // The same instant in Bengaluru is already Tuesday: a Bengaluru person's day is the 31st.
    const indian = await worker();
    at('2026-03-30T19:00:00Z'); // 00:30 IST on the 31st
    expect((await as(indian, 'GET', '/api/time-tracking/status')).json().today.date).toBe('2026-03-31');
  });

  it('an approved leave marks the day on leave in the approval’s transaction; a cancellation undoes it', async () => {
    const me = await worker();
    at('2026-03-05T03:00:00Z'); // Thursday 5 March, 08:30 IST
    const asked = await as(me, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-03-05',
      endDate: '2026-03-05',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await dayOf(me, '2026-03-05')).toBeUndefined();
    const approved = await as(manager, 'PATCH', `/api/leave/${asked.json().id}/approve`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await dayOf(me, '2026-03-05')).toMatchObject({
      status: 'on_leave',
      leaveDays: 1,
      leaveTypeCode: 'CL',
    });
    const cancelled = await as(hr, 'PATCH', `/api/leave/${asked.json().id}/cancel`, {
      reason: 'Came in after all',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await dayOf(me, '2026-03-05')).toMatchObject({ status: 'not_yet', leaveDays: 0 });
  });

  it('a holiday added for a day begun marks it a holiday for everyone', async () => {
    const me = await worker();
    at('2026-03-06T03:00:00Z'); // Friday 6 March, 08:30 IST
    await ctx.app.services.attendanceDays.regenerate(companyId, '2026-03-06');
    expect(await dayOf(me, '2026-03-06')).toMatchObject({ status: 'not_yet' });
    const holiday = await as(hr, 'POST', '/api/holidays', {
      date: '2026-03-06',
      name: 'Office closed',
      type: 'company',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect(await dayOf(me, '2026-03-06')).toMatchObject({ status: 'holiday', holidayName: 'Office closed' });
    expect((await as(hr, 'DELETE', `/api/holidays/${holiday.json().id}`)).statusCode).toBe(200);
    expect(await dayOf(me, '2026-03-06')).toMatchObject({ status: 'not_yet' });
  });

  it('an office’s new weekend reaches today’s days at once', async () => {
    const me = await worker();
    at('2026-03-10T03:00:00Z'); // Tuesday 10 March, 08:30 IST
    await ctx.app.services.attendanceDays.regenerate(companyId, '2026-03-10');
    expect(await dayOf(me, '2026-03-10')).toMatchObject({ status: 'not_yet' });
    const weekend = (rules: object[]) =>
      as(hr, 'PATCH', '/api/holidays/weekend-config', { officeId: bengaluru, rules });
    const tuesdaysOff = await weekend([{ weekday: 0 }, { weekday: 2 }, { weekday: 6 }]);
    expect(tuesdaysOff.statusCode, tuesdaysOff.body).toBe(200);
    expect(await dayOf(me, '2026-03-10')).toMatchObject({ status: 'weekend' });
    expect((await weekend([{ weekday: 0 }, { weekday: 6 }])).statusCode).toBe(200);
    expect(await dayOf(me, '2026-03-10')).toMatchObject({ status: 'not_yet' });
  });

  it('tells the person, their manager and hr the moment a punch lands', async () => {
    const me = await worker();
    const url = await listen(ctx.app);
    const pool = new SocketPool();
    try {
      const managerSocket = await pool.connect(url, (await ctx.factories.session(manager.user.id)).token);
      const hrSocket = await pool.connect(url, (await ctx.factories.session(hr.user.id)).token);
      at('2026-03-09T04:00:00Z');
      const seen = Promise.all([
        nextEvent(managerSocket, 'attendance-update'),
        nextEvent(managerSocket, 'time_tracking:status_updated'),
        nextEvent(hrSocket, 'attendance-update'),
      ]);
      expect((await as(me, 'POST', '/api/time-tracking/clock-in')).statusCode).toBe(200);
      const [update, status] = await seen;
      expect(update).toMatchObject({ type: 'update' });
      expect(status).toMatchObject({ employeeId: me.employee.id, state: 'working' });
    } finally {
      pool.closeAll();
    }
  });
});

describe('time alone', () => {
  it('turns today’s “not yet” absent once the shift has begun, and judges short hours when the day is over', async () => {
    const absent = await worker();
    const short = await worker();
    at('2026-03-10T03:30:00Z'); // Tuesday 10 March, 09:00 IST
    await ctx.app.services.jobs.runSchedule(CLOCK_PASS);
    expect(await dayOf(absent, '2026-03-10')).toMatchObject({ status: 'not_yet' });
    at('2026-03-10T04:30:00Z'); // 10:00 IST
    await as(short, 'POST', '/api/time-tracking/clock-in');
    await ctx.app.services.jobs.runSchedule(CLOCK_PASS);
    expect(await dayOf(absent, '2026-03-10')).toMatchObject({ status: 'absent' });
    at('2026-03-10T06:30:00Z'); // two hours later
    await as(short, 'POST', '/api/time-tracking/clock-out');
    expect(await dayOf(short, '2026-03-10')).toMatchObject({ status: 'late', workedMinutes: 120 });
    at('2026-03-10T19:00:00Z'); // 00:30 IST on the 11th: the day is over in Bengaluru
    await ctx.app.services.jobs.runSchedule(CLOCK_PASS);
    expect(await dayOf(short, '2026-03-10')).toMatchObject({ status: 'half_day' });
  });
});

describe('compensatory off', () => {
  it('a weekend worked credits compensatory off once the day is over, once however often derived', async () => {
    const co = await as(hr, 'POST', '/api/leave/types', {
      code: 'CO',
      name: 'Compensatory off',
      accrual: 'none',
      annualDays: null,
    });
    expect(co.statusCode, co.body).toBe(201);
    const me = await worker();
    at('2026-03-14T04:00:00Z'); // Saturday 14 March, 09:30 IST
    await as(me, 'POST', '/api/time-tracking/clock-in');
    at('2026-03-14T12:30:00Z'); // 18:00: eight and a half hours
    await as(me, 'POST', '/api/time-tracking/clock-out');
    expect(await dayOf(me, '2026-03-14')).toMatchObject({ status: 'weekend', workedMinutes: 510 });
    const balance = async () =>
      (await as(me, 'GET', '/api/leave/balance'))
        .json()
        .items.find((i: { leaveType: { code: string } }) => i.leaveType.code === 'CO');
    expect((await balance())?.available ?? 0).toBe(0);
    at('2026-03-14T19:00:00Z'); // 00:30 on Sunday in Bengaluru: the Saturday is over
    await ctx.app.services.jobs.runSchedule(CLOCK_PASS);
    expect((await balance()).available).toBe(1);
    await as(hr, 'GET', '/api/attendance/generate/2026-03-14');
    await ctx.app.services.jobs.runSchedule(CLOCK_PASS);
    expect((await balance()).available).toBe(1);
    // The person is told once, in the bell.
    const told = (await as(me, 'GET', '/api/notifications'))
      .json()
      .items.filter((n: { title: string }) => n.title === 'Compensatory off credited');
    expect(told).toHaveLength(1);
    expect(told[0].message).toBe(
      '1 day of compensatory off for working on 14 Mar 2026; use it by 12 Jun 2026.',
    );
  });
});

describe('corrections', () => {
  it('a correction wins over derivation, is audited, tells the person and can be removed', async () => {
    const me = await worker();
    at('2026-03-12T04:00:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-in');
    const day = await dayOf(me, '2026-03-12');
    const noReason = await as(manager, 'PATCH', `/api/attendance/${day.id}`, {
      status: 'absent',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('body.reason');
    const fixed = await as(manager, 'PATCH', `/api/attendance/${day.id}`, {
      status: 'on_leave',
      reason: 'Was at the client site on leave',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      status: 'on_leave',
      derivedStatus: 'present',
      source: 'corrected',
      correction: { reason: 'Was at the client site on leave' },
    });
    // A later punch derives again beneath the correction, which stands.
    at('2026-03-12T12:00:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-out');
    expect(await dayOf(me, '2026-03-12')).toMatchObject({ status: 'on_leave', source: 'corrected' });
    const bell = await as(me, 'GET', '/api/notifications');
    expect(JSON.stringify(bell.json())).toContain('Attendance corrected');
    const removed = await as(hr, 'PATCH', `/api/attendance/${day.id}`, {
      status: null,
      reason: 'Back to the clock',
    });
    expect(removed.json()).toMatchObject({ status: 'present', source: 'derived', correction: null });
    // Nobody corrects their own day; a manager only their line's.
    const own = await dayOf(manager, '2026-03-12');
    if (own) {
      expect(
        (await as(manager, 'PATCH', `/api/attendance/${own.id}`, { status: 'present', reason: 'Was here' }))
          .statusCode,
      ).toBe(403);
    }
    const stranger = await worker(bengaluru, { managerId: null });
    at('2026-03-12T12:30:00Z');
    await as(stranger, 'POST', '/api/time-tracking/clock-in');
    const theirs = await dayOf(stranger, '2026-03-12');
    expect(
      (await as(manager, 'PATCH', `/api/attendance/${theirs.id}`, { status: 'absent', reason: 'Not mine' }))
        .statusCode,
    ).toBe(404);
  });

  it('a correction made again as it stands changes nothing: one audit row, one notice', async () => {
    const me = await worker();
    at('2026-03-16T04:00:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-in');
    const day = await dayOf(me, '2026-03-16');
    const trail = async () =>
      (
        await selectRows<{ action: string }>(
          ctx.db,
          sql`select action from audit_log where entity_type = 'attendance_day' and entity_id = ${day.id}`,
        )
      ).length;
    const told = async () =>
      (
        await selectRows<{ id: string }>(
          ctx.db,
          sql`select n.id from notifications n where n.user_id = ${me.user.id} and n.title = 'Attendance corrected'`,
        )
      ).length;
    const mark = {
      employeeIds: [me.employee.id],
      date: '2026-03-16',
      status: 'absent',
      reason: 'Left at ten',
    };
    for (let i = 0; i < 2; i++) {
      const marked = await as(hr, 'POST', '/api/attendance/bulk-mark', mark);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ updated: 1, items: [{ id: day.id, status: 'absent' }] });
    }
    expect(await trail()).toBe(1);
    expect(await told()).toBe(1);
    // The same again by the one-day route: still nothing new. A new reason is a change.
    await as(hr, 'PATCH', `/api/attendance/${day.id}`, { status: 'absent', reason: 'Left at ten' });
    expect(await trail()).toBe(1);
    await as(hr, 'PATCH', `/api/attendance/${day.id}`, { status: 'absent', reason: 'Left at ten, unwell' });
    expect(await trail()).toBe(2);
    expect(await told()).toBe(2);
    // Removing a correction that is there is a change; removing it again is not.
    for (let i = 0; i < 2; i++) {
      const back = await as(hr, 'PATCH', `/api/attendance/${day.id}`, {
        status: null,
        reason: 'Back to the clock',
      });
      expect(back.json()).toMatchObject({ source: 'derived', correction: null });
    }
    expect(await trail()).toBe(3);
  });

  it('bulk-mark and bulk-update are all or nothing, and name the refused row', async () => {
    const a = await worker();
    const b = await worker(bengaluru, { joinDate: '2026-03-13' });
    at('2026-03-13T10:00:00Z');
    const ahead = await as(hr, 'POST', '/api/attendance/bulk-mark', {
      employeeIds: [a.employee.id],
      date: '2026-03-14',
      status: 'present',
      reason: 'Marked by hr',
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().details[0].field).toBe('body.date');
    const beforeJoin = await as(hr, 'POST', '/api/attendance/bulk-mark', {
      employeeIds: [a.employee.id, b.employee.id],
      date: '2026-03-12',
      status: 'present',
      reason: 'Marked by hr',
    });
    expect(beforeJoin.statusCode).toBe(400);
    expect(beforeJoin.json().details[0].field).toBe('body.employeeIds.1');
    expect((await dayOf(a, '2026-03-12'))?.source).not.toBe('corrected');
    const marked = await as(hr, 'POST', '/api/attendance/bulk-mark', {
      employeeIds: [a.employee.id, b.employee.id],
      date: '2026-03-13',
      status: 'present',
      reason: 'Offsite training',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().updated).toBe(2);
    const tooMany = await as(hr, 'POST', '/api/attendance/bulk-mark', {
      employeeIds: Array.from({ length: 1001 }, () => a.employee.id),
      date: '2026-03-13',
      status: 'present',
      reason: 'Too many',
    });
    expect(tooMany.statusCode).toBe(400);
    const ids = marked.json().items.map((d: { id: string }) => d.id);
    const unknown = await as(hr, 'POST', '/api/attendance/bulk-update', {
      items: [
        { id: ids[0], status: 'absent' },
        { id: '00000000-0000-4000-8000-000000000000', status: 'absent' },
      ],
      reason: 'Did not attend',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('body.items.1.id');
    expect(await dayOf(a, '2026-03-13')).toMatchObject({ status: 'present' });
    const status = await as(hr, 'POST', '/api/attendance/bulk-update', {
      items: [{ id: ids[0], status: 'on_duty' }],
      reason: 'x y z',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().details[0].field).toBe('body.items.0.status');
  });
});

describe('regularisation', () => {
  it('a forgotten punch asked for, approved by the manager, becomes an entry and the day is derived again', async () => {
    const me = await worker();
    at('2026-03-19T04:00:00Z'); // Thursday 19 March: the person forgot to clock in on Wednesday
    await ctx.app.services.attendanceDays.regenerate(companyId, '2026-03-18');
    expect(await dayOf(me, '2026-03-18')).toMatchObject({ status: 'absent' });
    const bad = await as(me, 'POST', '/api/attendance/regularizations', {
      date: '2026-03-18',
      clockIn: '18:00',
      clockOut: '09:30',
      reason: 'Forgot to clock in',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.clockOut');
    const ahead = await as(me, 'POST', '/api/attendance/regularizations', {
      date: '2026-03-20',
      clockIn: '09:30',
      clockOut: '18:00',
      reason: 'Forgot to clock in',
    });
    expect(ahead.json().details[0].field).toBe('body.date');
    const asked = await as(me, 'POST', '/api/attendance/regularizations', {
      date: '2026-03-18',
      clockIn: '09:35',
      clockOut: '18:40',
      reason: 'Forgot to clock in: phone battery',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'pending',
      clockIn: '09:35',
      canCancel: true,
      canDecide: false,
    });
    const twice = await as(me, 'POST', '/api/attendance/regularizations', {
      date: '2026-03-18',
      clockIn: '09:35',
      clockOut: '18:40',
      reason: 'Forgot to clock in again',
    });
    expect(twice.statusCode).toBe(409);
    const waiting = await as(manager, 'GET', '/api/attendance/regularizations?scope=to-decide');
    expect(waiting.json().items.map((r: { id: string }) => r.id)).toContain(asked.json().id);
    expect(
      (await as(me, 'PATCH', `/api/attendance/regularizations/${asked.json().id}`, { status: 'approved' }))
        .statusCode,
    ).toBe(403);
    const noReason = await as(manager, 'PATCH', `/api/attendance/regularizations/${asked.json().id}`, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    const approved = await as(manager, 'PATCH', `/api/attendance/regularizations/${asked.json().id}`, {
      status: 'approved',
      comment: 'Seen at the stand-up',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', canDecide: false });
    expect(await dayOf(me, '2026-03-18')).toMatchObject({ status: 'present', workedMinutes: 545 });
    const again = await as(hr, 'PATCH', `/api/attendance/regularizations/${asked.json().id}`, {
      status: 'approved',
    });
    expect(again.statusCode).toBe(409);
    const entries = (await as(me, 'GET', '/api/time-tracking/entries?from=2026-03-18&to=2026-03-18')).json();
    expect(entries.items[0]).toMatchObject({
      clockInDevice: 'Recorded on request',
      note: expect.stringContaining('phone battery'),
    });
  });

  it('times that overlap a punch are refused at approval, and nothing changes', async () => {
    const me = await worker();
    at('2026-03-20T04:00:00Z'); // Friday 09:30 IST
    await as(me, 'POST', '/api/time-tracking/clock-in');
    at('2026-03-20T06:00:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-out');
    at('2026-03-20T12:00:00Z');
    const asked = await as(me, 'POST', '/api/attendance/regularizations', {
      date: '2026-03-20',
      clockIn: '11:00',
      clockOut: '17:00',
      reason: 'Forgot to clock back in after lunch',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const refused = await as(hr, 'PATCH', `/api/attendance/regularizations/${asked.json().id}`, {
      status: 'approved',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/overlap a clock entry from 09:30 to 11:30/);
    expect((await as(me, 'GET', '/api/attendance/regularizations')).json().items[0]).toMatchObject({
      status: 'pending',
    });
    const cancelled = await as(me, 'PATCH', `/api/attendance/regularizations/${asked.json().id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false });
  });
});

describe('hr’s tools', () => {
  it('regenerates a day idempotently, never ahead, and corrections stand', async () => {
    at('2026-03-16T10:00:00Z');
    const first = await as(hr, 'GET', '/api/attendance/generate/2026-03-16');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().changed).toBeGreaterThan(0);
    const again = await as(hr, 'GET', '/api/attendance/generate/2026-03-16');
    expect(again.json().changed).toBe(0);
    expect((await as(hr, 'GET', '/api/attendance/generate/2026-03-18')).statusCode).toBe(400);
    expect((await as(manager, 'GET', '/api/attendance/generate/2026-03-16')).statusCode).toBe(403);
  });

  it('lists everyone’s days with filters, and exports them, or the muster roll, with neutralised cells', async () => {
    const tricky = await worker(bengaluru, { firstName: '=HYPERLINK("x")', lastName: 'Test' });
    at('2026-03-17T04:00:00Z');
    await as(tricky, 'POST', '/api/time-tracking/clock-in');
    const list = await as(
      hr,
      'GET',
      '/api/attendance/all?from=2026-03-17&to=2026-03-17&status=present&limit=5',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.every((d: { status: string }) => d.status === 'present')).toBe(true);
    const team = await as(manager, 'GET', '/api/attendance/all?from=2026-03-01&to=2026-03-17');
    expect(
      team.json().items.every((d: { employee: { id: string } }) => d.employee.id !== hr.employee.id),
    ).toBe(true);
    // A total over weeks, counted a week at a time, is the sum of its days' totals: the days at
    // the week's edges (7/8 and 14/15 March from the 1st) counted once each.
    for (const date of ['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15']) {
      expect((await as(hr, 'GET', `/api/attendance/generate/${date}`)).statusCode).toBe(200);
    }
    const range = await as(hr, 'GET', '/api/attendance/all?from=2026-03-01&to=2026-03-17&limit=1');
    let byDay = 0;
    for (let day = 1; day <= 17; day++) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      byDay += (await as(hr, 'GET', `/api/attendance/all?from=${date}&to=${date}&limit=1`)).json().total;
    }
    expect(byDay).toBeGreaterThan(4);
    expect(range.json().total).toBe(byDay);
    const csv = await as(hr, 'GET', '/api/attendance/export?from=2026-03-17&to=2026-03-17');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`'=HYPERLINK`);
    // Times as the day was lived: 04:00 UTC is 09:30 in Bengaluru.
    expect(csv.body.split('\n').find((line) => line.includes('HYPERLINK'))).toContain(',09:30,');
    const muster = await as(hr, 'GET', '/api/attendance/export?layout=muster&month=2026-03&format=xlsx');
    expect(muster.statusCode).toBe(200);
    expect(muster.headers['content-disposition']).toContain('muster-roll-2026-03.xlsx');
    expect(muster.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const noMonth = await as(hr, 'GET', '/api/attendance/export?layout=muster');
    expect(noMonth.statusCode).toBe(400);
    const wide = await as(hr, 'GET', '/api/attendance/all?from=2024-01-01&to=2026-03-17');
    expect(wide.statusCode).toBe(400);
  });

  it('keeps the company’s day counts equal to its days through every change, and folding them changes none', async () => {
    const counts = async () => {
      const kept = await selectRows(
        ctx.db,
        sql`
        select date::text as date, status::text as status, sum(days)::int as days
          from attendance_day_counts where company_id = ${companyId}
         group by 1, 2 having sum(days) <> 0 order by 1, 2`,
      );
      const real = await selectRows(
        ctx.db,
        sql`
        select date::text as date, status::text as status, count(*)::int as days
          from attendance_days where company_id = ${companyId} group by 1, 2 order by 1, 2`,
      );
      // The rollups, by the person's department and office as their record has it now.
      const rolled = await selectRows(
        ctx.db,
        sql`
        select date::text as date, department_id, office_id, status::text as status, clocked,
               sum(days)::int as days, sum(worked_minutes)::int as worked,
               sum(break_minutes)::int as breaks, sum(overtime_minutes)::int as overtime
          from attendance_rollups where company_id = ${companyId}
         group by 1, 2, 3, 4, 5 having sum(days) <> 0 or sum(worked_minutes) <> 0
         order by 1, 2, 3, 4, 5`,
      );
      const rolledReal = await selectRows(
        ctx.db,
        sql`
        select d.date::text as date, e.department_id, e.office_id, d.status::text as status,
               d.first_in is not null as clocked, count(*)::int as days,
               sum(d.worked_minutes)::int as worked, sum(d.break_minutes)::int as breaks,
               sum(d.overtime_minutes)::int as overtime
          from attendance_days d join employees e on e.id = d.employee_id
         where d.company_id = ${companyId}
         group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
      );
      const months = await selectRows(
        ctx.db,
        sql`
        select employee_id, month::text as month, sum(day_bits)::bigint::text as days,
               sum(clocked_bits)::bigint::text as clocked
          from attendance_person_months where company_id = ${companyId}
         group by 1, 2 having sum(day_bits) <> 0 order by 1, 2`,
      );
      const monthsReal = await selectRows(
        ctx.db,
        sql`
        select employee_id, date_trunc('month', date)::date::text as month,
               sum(1::bigint << (extract(day from date)::int - 1))::bigint::text as days,
               coalesce(sum(1::bigint << (extract(day from date)::int - 1))
                          filter (where first_in is not null), 0)::bigint::text as clocked
          from attendance_days where company_id = ${companyId} group by 1, 2 order by 1, 2`,
      );
      const entries = await selectRows(
        ctx.db,
        sql`
        select work_date::text as date, flagged, sum(entries)::int as entries
          from time_entry_counts where company_id = ${companyId}
         group by 1, 2 having sum(entries) <> 0 order by 1, 2`,
      );
      const entriesReal = await selectRows(
        ctx.db,
        sql`
        select work_date::text as date, flag is not null as flagged, count(*)::int as entries
          from time_entries where company_id = ${companyId} group by 1, 2 order by 1, 2`,
      );
      return { kept, real, rolled, rolledReal, months, monthsReal, entries, entriesReal };
    };
    const expectKept = (c: Awaited<ReturnType<typeof counts>>) => {
      expect(c.kept).toEqual(c.real);
      expect(c.rolled).toEqual(c.rolledReal);
      expect(c.months).toEqual(c.monthsReal);
      expect(c.entries).toEqual(c.entriesReal);
    };
    // Every test above wrote days: punches, leave, holidays, corrections, regeneration.
    const before = await counts();
    expect(before.real.length).toBeGreaterThan(5);
    expect(before.rolled.some((r) => (r as { clocked: boolean }).clocked)).toBe(true);
    // Entries left open were closed and flagged by the clock's pass above.
    expect(before.entries.some((r) => (r as { flagged: boolean }).flagged)).toBe(true);
    expectKept(before);

    // A correction moves a day between statuses, and the list's total follows at once.
    const person = await worker();
    at('2026-03-18T04:00:00Z');
    await as(person, 'POST', '/api/time-tracking/clock-in');
    const absent = async () =>
      (await as(hr, 'GET', '/api/attendance/all?from=2026-03-18&to=2026-03-18&status=absent&limit=1')).json()
        .total as number;
    const absentBefore = await absent();
    const day = await dayOf(person, '2026-03-18');
    const corrected = await as(hr, 'PATCH', `/api/attendance/${day.id}`, {
      status: 'absent',
      reason: 'Left at once',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await absent()).toBe(absentBefore + 1);

    // A person who moves office and department takes their days along in the rollups.
    const sales = await ctx.factories.department(companyId, { name: 'Sales' });
    const moved = await as(hr, 'PATCH', `/api/employees/${person.employee.id}`, {
      departmentId: sales.id,
      officeId: london,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [carried] = await selectRows<{ days: number }>(
      ctx.db,
      sql`select count(*)::int as days from attendance_days
           where employee_id = ${person.employee.id} and department_id = ${sales.id} and office_id = ${london}`,
    );
    expect(carried?.days).toBeGreaterThan(0);
    expectKept(await counts());

    // A day removed leaves the counts with it.
    await ctx.db.execute(sql`delete from attendance_days where id = ${day.id}`);
    expect(await absent()).toBe(absentBefore);
    const after = await counts();
    expectKept(after);

    const folded = await ctx.app.services.attendanceDays.compactCounts();
    expect(folded).toBeGreaterThan(0);
    expect(await ctx.app.services.time.compactCounts()).toBeGreaterThan(0);
    const [keys] = await selectRows<{ rows: number; keys: number }>(
      ctx.db,
      sql`select count(*)::int as rows, count(distinct (date, status))::int as keys
            from attendance_day_counts where company_id = ${companyId}`,
    );
    expect(keys?.rows).toBe(keys?.keys);
    const [rollupKeys] = await selectRows<{ rows: number; keys: number }>(
      ctx.db,
      sql`select count(*)::int as rows,
                 count(distinct (date, department_id, office_id, status, clocked))::int as keys
            from attendance_rollups where company_id = ${companyId}`,
    );
    expect(rollupKeys?.rows).toBe(rollupKeys?.keys);
    expectKept(await counts());
    expect(await ctx.app.services.attendanceDays.compactCounts()).toBe(0);
    expect(await ctx.app.services.time.compactCounts()).toBe(0);
  });

  it('gives a person their month calendar with totals, and figures over a range', async () => {
    const me = await worker();
    at('2026-03-18T04:00:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-in');
    const calendar = await as(me, 'GET', '/api/attendance/calendar/2026/3');
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().days).toHaveLength(31);
    expect(calendar.json().days.find((d: { date: string }) => d.date === '2026-03-18').day.status).toBe(
      'present',
    );
    expect(calendar.json().days.find((d: { date: string }) => d.date === '2026-03-19').day).toBeNull();
    const data = await as(me, 'GET', '/api/attendance/calendar-data?from=2026-03-18&to=2026-03-18');
    expect(data.json().days).toEqual({ '2026-03-18': 'present' });
    const stats = await as(me, 'GET', '/api/attendance/stats?from=2026-03-18&to=2026-03-18');
    expect(stats.json()).toMatchObject({ people: 1, totals: { present: 1 }, attendanceRate: 100 });
    const monthly = await as(manager, 'GET', '/api/attendance/monthly-stats?year=2026&scope=team');
    expect(monthly.json().months[2].totals.present).toBeGreaterThan(0);
    const weekly = await as(me, 'GET', '/api/attendance/weekly-overview?date=2026-03-18');
    expect(weekly.json()).toMatchObject({ from: '2026-03-16', to: '2026-03-22' });
    const hrOnMe = await as(hr, 'GET', `/api/attendance/calendar/2026/3?employeeId=${me.employee.id}`);
    expect(hrOnMe.statusCode).toBe(200);
    const colleague = await worker();
    expect(
      (await as(colleague, 'GET', `/api/attendance/calendar/2026/3?employeeId=${me.employee.id}`)).statusCode,
    ).toBe(403);
  });
});
