/**
 * The rules of leave requests, on PGlite and PostgreSQL: days counted in the office calendar,
 * halves, refusals with a message, balances held and spent once, decisions and cancellations, and
 * the rules that must hold under concurrent requests.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let officeId: string;
let manager: Person;
let hr: Person;
let casual: string;
let noHalves: string;
let unpaid: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T04:30:00Z'); // Monday 2 March 2026, 10:00 in Bengaluru
  companyId = (await ctx.factories.company()).id;
  officeId = (await ctx.factories.office(companyId, { name: 'Pune', timezone: 'Asia/Kolkata' })).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  manager = await ctx.factories.person(companyId, { role: 'manager', employee: { officeId } });
  casual = await type({ code: 'CL', name: 'Casual leave', annualDays: 12, maxConsecutiveDays: 5 });
  noHalves = await type({ code: 'PL', name: 'Paternity leave', annualDays: 5, halfDayAllowed: false });
  unpaid = await type({
    code: 'LWP',
    name: 'Leave without pay',
    paid: false,
    tracksBalance: false,
    accrual: 'none',
  });
  // Pune: every Sunday, and the 2nd and 4th Saturday, off; Holi on Wednesday 4 March.
  expect(
    (
      await as(hr, 'PATCH', '/api/holidays/weekend-config', {
        officeId,
        rules: [
          { weekday: 0, weeks: [] },
          { weekday: 6, weeks: [2, 4] },
        ],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await as(hr, 'POST', '/api/holidays', { date: '2026-03-04', name: 'Holi', type: 'public' })).statusCode,
  ).toBe(201);
  expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

async function type(body: object): Promise<string> {
  const res = await as(hr, 'POST', '/api/leave/types', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A new report of the manager in Pune, with this year's accrual credited. */
async function report(employee: object = {}): Promise<Person> {
  const person = await ctx.factories.person(companyId, {
    employee: { officeId, managerId: manager.employee.id, gender: 'male', ...employee },
  });
  expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
  return person;
}

async function balanceOf(person: Person, typeId = casual) {
  const res = await as(person, 'GET', '/api/leave/balance');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((i: { leaveType: { id: string } }) => i.leaveType.id === typeId);
}

describe('counting days', () => {
  it('counts working days of the office calendar: not its weekends, 2nd Saturday or holidays', async () => {
    const person = await report();
    // Tue 3 … Mon 16 March: Holi (4th), Sundays 8 and 15, 2nd Saturday 14th off; Saturday 7th worked.
    const preview = await as(person, 'POST', '/api/leave/request/preview', {
      leaveTypeId: casual,
      startDate: '2026-03-03',
      endDate: '2026-03-06',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.days).toBe(3);
    expect(body.dates.find((d: { date: string }) => d.date === '2026-03-04')).toMatchObject({
      counted: 0,
      reason: 'holiday',
      holiday: 'Holi',
    });
    expect(body.balance).toEqual({ year: 2026, available: 12, after: 9 });
    expect(body.issues).toEqual([]);

    const weekend = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-03-13',
      endDate: '2026-03-16',
      reason: 'Family visit',
    });
    expect(weekend.statusCode, weekend.body).toBe(201);
    expect(weekend.json()).toMatchObject({
      days: 2,
      status: 'pending',
      reason: 'Family visit',
      canCancel: true,
    });
  });

  it('counts halves: a morning, an afternoon start and a morning end', async () => {
    const person = await report();
    const morning = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startHalf: 'first_half',
    });
    expect(morning.json().days).toBe(0.5);
    // The afternoon of the same day does not overlap the morning.
    const afternoon = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: unpaid,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startHalf: 'second_half',
    });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    const span = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-03-17',
      endDate: '2026-03-19',
      startHalf: 'second_half',
      endHalf: 'first_half',
    });
    expect(span.json().days).toBe(2);
    expect((await balanceOf(person)).pending).toBe(2.5);
  });

  it('refuses, naming the field: dates out of order, across the year, halves the type forbids, days off only', async () => {
    const person = await report();
    const refusals: [object, string, string][] = [
      [
        { startDate: '2026-03-10', endDate: '2026-03-09' },
        'body.endDate',
        'The last day must be on or after the first day',
      ],
      [
        { startDate: '2026-12-30', endDate: '2027-01-02' },
        'body.endDate',
        'A leave cannot run past 31 December',
      ],
      [
        { startDate: '2026-03-10', endDate: '2026-03-11', startHalf: 'first_half' },
        'body.startHalf',
        'can start in the afternoon',
      ],
      [
        { startDate: '2026-03-10', endDate: '2026-03-10', endHalf: 'first_half' },
        'body.endHalf',
        'choose the half with the first day',
      ],
      [
        { leaveTypeId: noHalves, startDate: '2026-03-10', endDate: '2026-03-10', startHalf: 'first_half' },
        'body.startHalf',
        'whole days only',
      ],
      [{ startDate: '2026-03-14', endDate: '2026-03-15' }, 'body.startDate', 'no working day'],
      [{ startDate: '2026-03-20', endDate: '2026-03-31' }, 'body.endDate', 'at most 5 days'],
      [{ startDate: '2026-13-01', endDate: '2026-13-01' }, 'body.startDate', 'YYYY-MM-DD'],
    ];
    for (const [body, field, message] of refusals) {
      const res = await as(person, 'POST', '/api/leave/request', { leaveTypeId: casual, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const issue = res.json().details.find((d: { field: string }) => d.field === field);
      expect(issue?.message, `${JSON.stringify(body)} ${res.body}`).toContain(message);
    }
    const female = await type({ code: 'ML', name: 'Maternity leave', annualDays: 182, genders: ['female'] });
    const notMine = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: female,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe('body.leaveTypeId: This leave type does not apply to you');
  });

  it('applies the sandwich rule when the type says so', async () => {
    const sandwich = await type({
      code: 'SW',
      name: 'Sandwich leave',
      annualDays: 20,
      countsWeekendsAndHolidays: true,
    });
    const person = await report();
    const res = await as(person, 'POST', '/api/leave/request/preview', {
      leaveTypeId: sandwich,
      startDate: '2026-03-13',
      endDate: '2026-03-16',
    });
    expect(res.json().days).toBe(4);
  });
});

describe('balances held and spent', () => {
  it('refuses an overlap, and a request the balance cannot hold because pending requests hold it', async () => {
    const person = await report();
    const first = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-04-06',
      endDate: '2026-04-10',
    });
    expect(first.statusCode).toBe(201);
    const overlap = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: unpaid,
      startDate: '2026-04-10',
      endDate: '2026-04-10',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'You already have pending leave 6 Apr 2026 to 10 Apr 2026 that overlaps these dates.',
    );
    for (const [start, end] of [
      ['2026-04-13', '2026-04-17'],
      ['2026-04-20', '2026-04-21'],
    ]) {
      expect(
        (
          await as(person, 'POST', '/api/leave/request', {
            leaveTypeId: casual,
            startDate: start,
            endDate: end,
          })
        ).statusCode,
      ).toBe(201);
    }
    const tooMuch = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-04-22',
      endDate: '2026-04-22',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Not enough casual leave: 0 days available, 1 day asked.');
    expect(await balanceOf(person)).toMatchObject({ credited: 12, pending: 12, used: 0, available: 0 });
  });

  it('deducts on approval once, gives back on cancel, and keeps each step in the ledger', async () => {
    const person = await report();
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-05-04',
        endDate: '2026-05-05',
      })
    ).json();
    const approved = await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, {
      status: 'approved',
      comment: 'Enjoy',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decisionComment: 'Enjoy', canDecide: false });
    const again = await as(hr, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is already approved.');
    expect(await balanceOf(person)).toMatchObject({ used: 2, pending: 0, available: 10 });

    const cancelled = await as(person, 'PATCH', `/api/leave/${asked.id}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Plans changed' });
    expect(await balanceOf(person)).toMatchObject({ used: 0, available: 12 });
    const ledger = (await as(person, 'GET', `/api/leave/ledger?leaveTypeId=${casual}`)).json();
    expect(
      ledger.items.map((i: { kind: string; days: number; balance: number }) => [i.kind, i.days, i.balance]),
    ).toEqual([
      ['accrual', 12, 12],
      ['deduction', -2, 10],
      ['restoration', 2, 12],
    ]);
  });

  it('asks a comment to reject, and lets nobody decide their own request', async () => {
    const person = await report();
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-05-11',
        endDate: '2026-05-11',
      })
    ).json();
    const bare = await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details[0]).toEqual({
      field: 'body.comment',
      message: 'Say why the leave is refused',
    });
    const rejected = await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, {
      status: 'rejected',
      comment: 'Release week',
    });
    expect(rejected.json().status).toBe('rejected');
    expect(await balanceOf(person)).toMatchObject({ pending: 0, available: 12 });

    const hrsOwn = (
      await as(hr, 'POST', '/api/leave/request', {
        leaveTypeId: unpaid,
        startDate: '2026-05-12',
        endDate: '2026-05-12',
      })
    ).json();
    const self = await as(hr, 'PATCH', `/api/leave/${hrsOwn.id}/approve`, { status: 'approved' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot decide your own leave request.');
    const pending = (await as(hr, 'GET', '/api/leave/pending-approvals?limit=100')).json();
    expect(pending.items.map((r: { id: string }) => r.id)).not.toContain(hrsOwn.id);
  });

  it('lets the requester cancel before the start only; hr cuts a started leave short and gives back the rest', async () => {
    const person = await report();
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-03-02',
        endDate: '2026-03-06',
      })
    ).json();
    expect(asked.days).toBe(4); // Holi on the 4th
    await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' });
    const late = await as(person, 'PATCH', `/api/leave/${asked.id}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This leave has started: ask hr to cut it short.');
    const notYours = await as(person, 'PATCH', `/api/leave/${asked.id}/cancel`, { endDate: '2026-03-03' });
    expect(notYours.statusCode).toBe(403);
    const badEnd = await as(hr, 'PATCH', `/api/leave/${asked.id}/cancel`, { endDate: '2026-03-06' });
    expect(badEnd.statusCode).toBe(400);
    const cut = await as(hr, 'PATCH', `/api/leave/${asked.id}/cancel`, {
      endDate: '2026-03-03',
      reason: 'Back early',
    });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json()).toMatchObject({ status: 'approved', endDate: '2026-03-03', days: 2 });
    expect(await balanceOf(person)).toMatchObject({ used: 2, available: 10 });
  });

  it('lets hr adjust a balance with a reason, audited, never below what requests hold', async () => {
    const person = await report();
    const added = await as(hr, 'POST', '/api/leave/adjustments', {
      employeeId: person.employee.id,
      leaveTypeId: casual,
      days: 1.5,
      reason: 'Worked the offsite weekend',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      added.json().items.find((i: { leaveType: { id: string } }) => i.leaveType.id === casual),
    ).toMatchObject({
      adjusted: 1.5,
      available: 13.5,
    });
    const tooMuch = await as(hr, 'POST', '/api/leave/adjustments', {
      employeeId: person.employee.id,
      leaveTypeId: casual,
      days: -14,
      reason: 'Mistake',
    });
    expect(tooMuch.statusCode).toBe(409);
    const noBalance = await as(hr, 'POST', '/api/leave/adjustments', {
      employeeId: person.employee.id,
      leaveTypeId: unpaid,
      days: 1,
      reason: 'Nothing to adjust',
    });
    expect(noBalance.statusCode).toBe(400);
    const notes = (await as(person, 'GET', '/api/notifications')).json();
    expect(notes.items[0]).toMatchObject({ title: 'Leave balance changed', link: '/leave-management' });
  });
});

describe('telling people', () => {
  it('tells the manager of a new request and the requester of the decision, each linking to it', async () => {
    const person = await report();
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-06-01',
        endDate: '2026-06-02',
      })
    ).json();
    const managerNotes = (await as(manager, 'GET', '/api/notifications?limit=100')).json();
    const note = managerNotes.items.find(
      (n: { link: string }) => n.link === `/leave-management?request=${asked.id}`,
    );
    expect(note).toMatchObject({ title: 'Leave request', read: false });
    expect(note.message).toContain('asks for 2 days of casual leave, 1 Jun 2026 to 2 Jun 2026');
    await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' });
    const mine = (await as(person, 'GET', '/api/notifications')).json();
    expect(mine.items).toEqual([
      expect.objectContaining({
        title: 'Leave approved',
        type: 'success',
        link: `/leave-management?request=${asked.id}`,
      }),
    ]);
    // The record's leave tab shows it.
    const tab = await as(manager, 'GET', `/api/employees/${person.employee.id}/leave-requests`);
    expect(tab.json().items[0]).toMatchObject({
      id: asked.id,
      leaveType: 'Casual leave',
      days: 2,
      status: 'approved',
    });
    const calendar = (await as(manager, 'GET', '/api/leave/calendar/2026/6')).json();
    expect(calendar.items.map((i: { id: string }) => i.id)).toContain(asked.id);
    const stats = (await as(person, 'GET', '/api/leave/stats')).json();
    expect(stats).toMatchObject({ year: 2026, approvals: null });
    expect(stats.mine).toMatchObject({ approved: 1, daysTaken: 2 });
  });
});

describe('two levels and delegation', () => {
  it('sends a manager’s approval on to hr when two levels are on; hr’s approval deducts', async () => {
    const person = await report();
    expect((await as(hr, 'PATCH', '/api/leave/settings', { twoLevelApproval: true })).json()).toMatchObject({
      twoLevelApproval: true,
    });
    try {
      const asked = (
        await as(person, 'POST', '/api/leave/request', {
          leaveTypeId: casual,
          startDate: '2026-07-06',
          endDate: '2026-07-06',
        })
      ).json();
      expect(asked.awaiting).toBe('manager');
      const first = await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, {
        status: 'approved',
        comment: 'Fine by me',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'pending',
        awaiting: 'hr',
        canDecide: false,
        managerApproval: { comment: 'Fine by me' },
      });
      expect(await balanceOf(person)).toMatchObject({ used: 0, pending: 1 });
      const again = await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' });
      expect(again.statusCode).toBe(409);
      const managersQueue = (await as(manager, 'GET', '/api/leave/pending-approvals?limit=100')).json();
      expect(managersQueue.items.map((r: { id: string }) => r.id)).not.toContain(asked.id);
      const hrQueue = (await as(hr, 'GET', '/api/leave/pending-approvals?limit=100')).json();
      expect(hrQueue.items.find((r: { id: string }) => r.id === asked.id)).toMatchObject({
        canDecide: true,
        awaiting: 'hr',
      });
      const final = await as(hr, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' });
      expect(final.json()).toMatchObject({ status: 'approved', awaiting: null });
      expect(await balanceOf(person)).toMatchObject({ used: 1, pending: 0 });
    } finally {
      await as(hr, 'PATCH', '/api/leave/settings', { twoLevelApproval: false });
    }
  });

  it('lets a delegate decide for the absent manager during the range only', async () => {
    const person = await report();
    const standIn = await ctx.factories.person(companyId, { role: 'manager', employee: { officeId } });
    const plain = await ctx.factories.person(companyId, { employee: { officeId } });
    const refused = await as(manager, 'POST', '/api/leave/delegations', {
      delegateId: plain.employee.id,
      startDate: '2026-03-02',
      endDate: '2026-03-06',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].message).toContain('cannot approve leave');
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-07-13',
        endDate: '2026-07-13',
      })
    ).json();
    // Before the delegation, the stand-in does not even see the request.
    expect(
      (await as(standIn, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' })).statusCode,
    ).toBe(404);
    const given = await as(manager, 'POST', '/api/leave/delegations', {
      delegateId: standIn.employee.id,
      startDate: '2026-03-02',
      endDate: '2026-03-06',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ active: true, to: { id: standIn.employee.id } });
    const overlapping = await as(manager, 'POST', '/api/leave/delegations', {
      delegateId: hr.employee.id,
      startDate: '2026-03-05',
      endDate: '2026-03-10',
    });
    expect(overlapping.statusCode).toBe(409);
    const queue = (await as(standIn, 'GET', '/api/leave/pending-approvals?limit=100')).json();
    expect(queue.items.find((r: { id: string }) => r.id === asked.id)).toMatchObject({ canDecide: true });
    expect(
      (await as(standIn, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' })).statusCode,
    ).toBe(200);
    const received = (await as(standIn, 'GET', '/api/leave/delegations')).json();
    expect(received.received).toHaveLength(1);
    // The delegate cannot end it; the manager can. After the range, nothing is handed over.
    const id = given.json().id;
    expect((await as(standIn, 'DELETE', `/api/leave/delegations/${id}`)).statusCode).toBe(403);
    ctx.clock.set('2026-03-09T04:30:00Z');
    try {
      const later = (
        await as(person, 'POST', '/api/leave/request', {
          leaveTypeId: casual,
          startDate: '2026-07-14',
          endDate: '2026-07-14',
        })
      ).json();
      expect(
        (await as(standIn, 'PATCH', `/api/leave/${later.id}/approve`, { status: 'approved' })).statusCode,
      ).toBe(404);
    } finally {
      ctx.clock.set('2026-03-02T04:30:00Z');
    }
    expect((await as(manager, 'DELETE', `/api/leave/delegations/${id}`)).statusCode).toBe(200);
  });
});

describe('holidays that meet approved leave', () => {
  it('reports the leave a planned holiday meets, and gives the day back when hr chooses refund', async () => {
    const person = await report();
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-08-10',
        endDate: '2026-08-12',
      })
    ).json();
    expect(asked.days).toBe(3);
    await as(manager, 'PATCH', `/api/leave/${asked.id}/approve`, { status: 'approved' });

    // Before the holiday exists: a check names the people, the impact lists the day each gets back.
    const check = await as(hr, 'POST', '/api/holidays/check-conflicts', {
      date: '2026-08-11',
      name: 'Founders Day',
    });
    const leave = check.json().conflicts.find((c: { kind: string }) => c.kind === 'leave');
    expect(leave.message).toContain('approved leave on');
    const planned = await as(hr, 'GET', `/api/holidays/leave-impact?date=2026-08-11&officeIds=${officeId}`);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().items).toContainEqual(
      expect.objectContaining({
        requestId: asked.id,
        daysBack: 1,
        employee: expect.objectContaining({ id: person.employee.id }),
      }),
    );
    // Another office's holiday does not reach them.
    const elsewhere = (await ctx.factories.office(companyId, { name: 'Elsewhere' })).id;
    const far = (
      await as(hr, 'GET', `/api/holidays/leave-impact?date=2026-08-11&officeIds=${elsewhere}`)
    ).json();
    expect(far.items.map((i: { requestId: string }) => i.requestId)).not.toContain(asked.id);

    // Declared once the leave is over, the holiday leaves it counted as it was (it may have been
    // paid on, decision 028): the clash is hr's to settle.
    ctx.clock.set('2026-08-20T04:30:00Z');
    onTestFinished(() => ctx.clock.set('2026-03-02T04:30:00Z'));
    const created = await as(hr, 'POST', '/api/holidays', {
      date: '2026-08-11',
      name: 'Founders Day',
      type: 'company',
    });
    expect(created.statusCode).toBe(201);
    expect((await as(person, 'GET', `/api/leave/${asked.id}`)).json().days).toBe(3);
    const saved = (await as(hr, 'GET', `/api/holidays/leave-impact?holidayId=${created.json().id}`)).json();
    expect(saved.items.find((i: { requestId: string }) => i.requestId === asked.id)?.daysBack).toBe(1);
    // Keeping the leave as it is settles the clash: the impact no longer lists it.
    const keep = await as(hr, 'POST', `/api/holidays/conflicts/${created.json().id}/resolve`, {
      action: 'keep',
      note: 'Their leave stands',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const settled = (await as(hr, 'GET', `/api/holidays/leave-impact?holidayId=${created.json().id}`)).json();
    expect(settled.items.map((i: { requestId: string }) => i.requestId)).not.toContain(asked.id);

    const refund = await as(hr, 'POST', `/api/holidays/conflicts/${created.json().id}/resolve`, {
      action: 'refund',
      note: 'Founders Day announced late',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().refunded).toContainEqual(
      expect.objectContaining({ requestId: asked.id, daysBack: 1 }),
    );
    expect((await as(person, 'GET', `/api/leave/${asked.id}`)).json().days).toBe(2);
    expect(await balanceOf(person)).toMatchObject({ used: 2, available: 10 });
    // Refunding again gives nothing more; the impact is empty now.
    const again = await as(hr, 'POST', `/api/holidays/conflicts/${created.json().id}/resolve`, {
      action: 'refund',
    });
    expect(again.json().refunded.map((i: { requestId: string }) => i.requestId)).not.toContain(asked.id);
    const notes = (await as(person, 'GET', '/api/notifications?limit=100')).json();
    expect(notes.items.some((n: { title: string }) => n.title === 'Leave given back')).toBe(true);

    const bad = await as(hr, 'POST', `/api/holidays/conflicts/${created.json().id}/resolve`, {
      action: 'move',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      field: 'body.date',
      message: 'Say which date the holiday moves to',
    });
    const moved = await as(hr, 'POST', `/api/holidays/conflicts/${created.json().id}/resolve`, {
      action: 'move',
      date: '2026-08-14',
    });
    expect(moved.json()).toMatchObject({ action: 'move', holiday: { date: '2026-08-14' } });
  });
});

describe('the calendar subscription', () => {
  it('shows the person’s approved leave beside the holidays, not what is pending', async () => {
    const person = await report();
    const feed = (await as(person, 'POST', '/api/holidays/feed')).json();
    const approved = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-09-21',
        endDate: '2026-09-22',
      })
    ).json();
    await as(manager, 'PATCH', `/api/leave/${approved.id}/approve`, { status: 'approved' });
    const waiting = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-09-24',
        endDate: '2026-09-24',
        startHalf: 'first_half',
      })
    ).json();
    const ics = (await ctx.app.inject({ method: 'GET', url: feed.path })).body;
    expect(ics).toContain(`UID:leave-${approved.id}@hrms\r\nDTSTAMP:`);
    expect(ics).toContain(
      'DTSTART;VALUE=DATE:20260921\r\nDTEND;VALUE=DATE:20260923\r\nSUMMARY:On leave: Casual leave\r\n',
    );
    expect(ics).not.toContain(`leave-${waiting.id}`);
    expect(ics).toContain('SUMMARY:Holi');
  });
});

describe('accrual', () => {
  it('credits a twelfth a month from the month of joining (by the 15th), pro-rates a yearly type, and never twice', async () => {
    const earned = await type({ code: 'EL', name: 'Earned leave', annualDays: 15, accrual: 'monthly' });
    const whole = await type({
      code: 'WH',
      name: 'Whole-year leave',
      annualDays: 26,
      prorateForJoiners: false,
    });
    const early = await report({ joinDate: '2025-06-01' });
    const joiner = await report({ joinDate: '2026-02-20' });
    const july = await ctx.factories.person(companyId, { employee: { officeId, joinDate: '2026-07-10' } });
    expect((await balanceOf(early, earned)).credited).toBe(3.75); // January to March
    expect((await balanceOf(joiner, earned)).credited).toBe(1.25); // March only
    const rerun = await as(hr, 'POST', '/api/leave/accrual/run', {});
    expect(rerun.json().credited).toBe(0);
    // A yearly type for someone joining on 10 July: six months of twelve.
    ctx.clock.set('2026-07-15T04:30:00Z');
    await as(hr, 'POST', '/api/leave/accrual/run', {});
    expect((await balanceOf(july, casual)).credited).toBe(6);
    // A type that is not pro-rated (maternity) credits a joiner the whole year.
    expect((await balanceOf(july, whole)).credited).toBe(26);
    expect((await balanceOf(early, earned)).credited).toBe(8.75);
    const future = await as(hr, 'POST', '/api/leave/accrual/run', { asOf: '2026-08-01' });
    expect(future.statusCode).toBe(400);
    ctx.clock.set('2026-03-02T04:30:00Z');
  });
});

describe('compensatory off', () => {
  it('credits a weekend or holiday worked, once, and lapses what is unused after the setting’s days', async () => {
    const compOff = await type({ code: 'CO', name: 'Compensatory off', accrual: 'none' });
    const person = await report();
    const grant = (body: object) =>
      as(hr, 'POST', '/api/leave/comp-off', {
        employeeId: person.employee.id,
        leaveTypeId: compOff,
        days: 1,
        ...body,
      });
    const weekday = await grant({ workedOn: '2026-02-27' });
    expect(weekday.statusCode).toBe(400);
    expect(weekday.json().details[0].message).toContain('was a working day');
    const wrongType = await grant({ workedOn: '2026-03-01', leaveTypeId: casual });
    expect(wrongType.statusCode).toBe(400);
    const sunday = await grant({ workedOn: '2026-03-01', reason: 'Release weekend' });
    expect(sunday.statusCode, sunday.body).toBe(201);
    expect((await grant({ workedOn: '2026-03-01' })).statusCode).toBe(409);
    const holi = await as(hr, 'POST', '/api/leave/comp-off', {
      employeeId: person.employee.id,
      leaveTypeId: compOff,
      workedOn: '2026-02-22',
      days: 0.5,
    });
    expect(holi.statusCode).toBe(201);
    expect(await balanceOf(person, compOff)).toMatchObject({ credited: 1.5, available: 1.5 });
    expect(
      (
        await as(manager, 'POST', '/api/leave/comp-off', {
          employeeId: person.employee.id,
          leaveTypeId: compOff,
          workedOn: '2026-02-15',
          days: 1,
        })
      ).statusCode,
    ).toBe(403);

    // Five days' validity: the grant for 22 Feb has lapsed by 2 March; the one for 1 March has not.
    await as(hr, 'PATCH', '/api/leave/settings', { compOffExpiryDays: 5 });
    try {
      const late = await grant({ workedOn: '2026-02-15', days: 0.5 });
      expect(late.statusCode).toBe(201);
      await as(hr, 'POST', '/api/leave/accrual/run', {});
      await as(hr, 'POST', '/api/leave/accrual/run', {});
      const ledger = (await as(person, 'GET', `/api/leave/ledger?leaveTypeId=${compOff}`)).json();
      expect(
        ledger.items.filter((i: { kind: string }) => i.kind === 'lapse').map((i: { days: number }) => i.days),
      ).toEqual([-0.5]);
      expect(await balanceOf(person, compOff)).toMatchObject({ available: 1.5 });
    } finally {
      await as(hr, 'PATCH', '/api/leave/settings', { compOffExpiryDays: 90 });
    }
  });
});

describe('year end', () => {
  it('previews, then carries forward up to the cap and lapses the rest, once', async () => {
    const carry = await type({ code: 'CF', name: 'Carried leave', annualDays: 10, carryForwardMaxDays: 4 });
    const person = await report();
    expect((await as(hr, 'POST', '/api/leave/accrual/run', { asOf: '2025-12-31' })).statusCode).toBe(200);
    const notYet = await as(hr, 'POST', '/api/leave/year-end/preview', { year: 2026 });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toBe('body.year: 2026 has not ended yet');
    const preview = await as(hr, 'POST', '/api/leave/year-end/preview', { year: 2025 });
    expect(preview.statusCode, preview.body).toBe(200);
    const row = preview.json().types.find((t: { leaveType: { id: string } }) => t.leaveType.id === carry);
    expect(row).toMatchObject({ carryForwardMaxDays: 4 });
    // Each person carries at most 4; the person of this test carries 4 and loses 6.
    expect(row.carried).toBeLessThanOrEqual(4 * row.people);
    expect(row.lapsed).toBeGreaterThanOrEqual(6);
    expect(preview.json().done).toBe(false);
    expect((await balanceOf(person, carry)).opening).toBe(0);

    const run = await as(hr, 'POST', '/api/leave/year-end/run', { year: 2025 });
    expect(run.json()).toMatchObject({ done: true, entries: preview.json().entries });
    const again = await as(hr, 'POST', '/api/leave/year-end/run', { year: 2025 });
    expect(again.json().entries).toBe(0);
    expect(await balanceOf(person, carry)).toMatchObject({ opening: 4, credited: 10, available: 14 });
    const closed = (await as(person, 'GET', `/api/leave/ledger?leaveTypeId=${carry}&year=2025`)).json();
    expect(
      closed.items.map((i: { kind: string; days: number; balance: number }) => [i.kind, i.days, i.balance]),
    ).toEqual([
      ['accrual', 10, 10],
      ['lapse', -6, 4],
    ]);
    expect((await as(manager, 'POST', '/api/leave/year-end/run', { year: 2025 })).statusCode).toBe(403);
  });
});

describe('under concurrency', () => {
  it('50 approvals of one request deduct once', async () => {
    const person = await report();
    const asked = (
      await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: casual,
        startDate: '2026-09-07',
        endDate: '2026-09-08',
      })
    ).json();
    const headers = ctx.bearer((await ctx.factories.session(manager.user.id)).token);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/leave/${asked.id}/approve`,
          headers,
          payload: { status: 'approved' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const ledger = (await as(person, 'GET', `/api/leave/ledger?leaveTypeId=${casual}`)).json();
    expect(ledger.items.filter((i: { kind: string }) => i.kind === 'deduction')).toHaveLength(1);
    expect(await balanceOf(person)).toMatchObject({ used: 2, available: 10 });
  });

  it('50 requests for overlapping dates by one person: one accepted', async () => {
    const person = await report();
    const headers = ctx.bearer((await ctx.factories.session(person.user.id)).token);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/leave/request',
          headers,
          payload: {
            leaveTypeId: casual,
            startDate: '2026-10-05',
            endDate: i % 2 ? '2026-10-06' : '2026-10-05',
          },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
  });

  it('50 requests on different dates never spend more than the balance', async () => {
    const person = await report();
    const headers = ctx.bearer((await ctx.factories.session(person.user.id)).token);
    // 50 distinct weekdays from 2 November: far more than 12 days.
    const days: string[] = [];
    for (let t = Date.UTC(2026, 10, 2); days.length < 40; t += 86_400_000) {
      const d = new Date(t);
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    }
    const results = await Promise.all(
      days.map((date) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/leave/request',
          headers,
          payload: { leaveTypeId: casual, startDate: date, endDate: date },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(12);
    expect(await balanceOf(person)).toMatchObject({ pending: 12, available: 0 });
  });
});

describe('booking the next leave year', () => {
  it('opens the next year the setting’s days before 1 January, against its own balance', async () => {
    ctx.clock.set('2026-11-20T04:30:00Z'); // Friday 20 November 2026
    onTestFinished(() => ctx.clock.set('2026-03-02T04:30:00Z'));
    const person = await report();
    const christmas = { leaveTypeId: casual, startDate: '2027-01-04', endDate: '2027-01-05' };

    const preview = await as(person, 'POST', '/api/leave/request/preview', christmas);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      days: 2,
      balance: { year: 2027, available: 12, after: 10 },
      issues: [],
    });
    const asked = await as(person, 'POST', '/api/leave/request', christmas);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ days: 2, status: 'pending' });

    // The request's days are held against 2027; 2026 is untouched.
    const next = (await as(person, 'GET', '/api/leave/balance?year=2027')).json();
    expect(next.items.find((i: { leaveType: { id: string } }) => i.leaveType.id === casual)).toMatchObject({
      opening: 0,
      credited: 12,
      pending: 2,
      available: 10,
    });
    expect(await balanceOf(person)).toMatchObject({ credited: 12, pending: 0, available: 12 });
    const approved = await as(manager, 'PATCH', `/api/leave/${asked.json().id}/approve`, {
      status: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const ledger = (await as(person, 'GET', `/api/leave/ledger?leaveTypeId=${casual}&year=2027`)).json();
    expect(ledger.items.map((i: { kind: string; days: number }) => [i.kind, i.days])).toEqual([
      ['accrual', 12],
      ['deduction', -2],
    ]);

    // Across the year's end: refused, saying how to ask.
    const across = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2026-12-28',
      endDate: '2027-01-01',
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().details).toEqual([
      {
        field: 'body.endDate',
        message:
          "A leave cannot run past 31 December, since each year's days come from that year's balance: ask for the days up to 31 December 2026 and those from 1 January 2027 as two requests",
      },
    ]);

    // The year after is not open yet: refused with the day it opens.
    const later = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: casual,
      startDate: '2028-01-04',
      endDate: '2028-01-04',
    });
    expect(later.statusCode).toBe(400);
    expect(later.json().details).toContainEqual({
      field: 'body.startDate',
      message: 'Casual leave in 2028 can be asked for from 3 Oct 2027, 90 days before the year begins',
    });
  });

  it('keeps the next year closed until the setting says, then credits it once with hr’s accrual run', async () => {
    ctx.clock.set('2026-11-20T04:30:00Z');
    onTestFinished(() => ctx.clock.set('2026-03-02T04:30:00Z'));
    expect((await as(hr, 'PATCH', '/api/leave/settings', { bookAheadDays: 30 })).statusCode).toBe(200);
    onTestFinished(async () => {
      await as(hr, 'PATCH', '/api/leave/settings', { bookAheadDays: 90 });
    });
    const person = await report();
    const body = { leaveTypeId: casual, startDate: '2027-01-04', endDate: '2027-01-04' };
    const closed = (await as(person, 'POST', '/api/leave/request/preview', body)).json();
    expect(closed.issues).toContainEqual({
      field: 'body.startDate',
      message: 'Casual leave in 2027 can be asked for from 2 Dec 2026, 30 days before the year begins',
    });
    expect(closed.balance).toEqual({ year: 2027, available: 0, after: -1 });
    expect((await as(person, 'POST', '/api/leave/request', body)).statusCode).toBe(400);

    ctx.clock.set('2026-12-02T04:30:00Z');
    expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
    expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
    const balance = (await as(person, 'GET', '/api/leave/balance?year=2027')).json();
    expect(balance.items.find((i: { leaveType: { id: string } }) => i.leaveType.id === casual)).toMatchObject(
      {
        credited: 12,
        available: 12,
      },
    );
    expect((await as(person, 'POST', '/api/leave/request/preview', body)).json()).toMatchObject({
      balance: { year: 2027, available: 12, after: 11 },
      issues: [],
    });

    // From 1 January the year's own accrual finds its days credited already.
    ctx.clock.set('2027-01-05T04:30:00Z');
    expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
    expect(await balanceOf(person)).toMatchObject({ credited: 12, available: 12 });
  });
});
