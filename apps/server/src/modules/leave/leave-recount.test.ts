/**
 * Leave is counted again when the office calendar changes (decision 028): a holiday added, changed
 * or removed, an office's weekend, a person's office. Pending requests hold what they count now,
 * approved leave gets days back (or is charged them when its balance allows) through the ledger,
 * each request counted again is audited and its person and approver are told.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let manager: Person;
let hr: Person;
let casual: string;
let short: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-12-01T04:30:00Z'); // Tuesday 1 December 2026, 10:00 in India
  companyId = (await ctx.factories.company()).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  manager = await ctx.factories.person(companyId, { role: 'manager' });
  casual = await type({ code: 'CL', name: 'Casual leave', annualDays: 12 });
  short = await type({ code: 'SPL', name: 'Special leave', annualDays: 2 });
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

async function type(body: object): Promise<string> {
  const res = await as(hr, 'POST', '/api/leave/types', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function office(name: string): Promise<string> {
  return (await ctx.factories.office(companyId, { name, timezone: 'Asia/Kolkata' })).id;
}

/** A report of the manager in the office, with this year's leave credited. */
async function report(officeId: string): Promise<Person> {
  const person = await ctx.factories.person(companyId, {
    employee: { officeId, managerId: manager.employee.id },
  });
  expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
  return person;
}

async function ask(person: Person, startDate: string, endDate: string, leaveTypeId = casual) {
  const res = await as(person, 'POST', '/api/leave/request', { leaveTypeId, startDate, endDate });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; days: number };
}

async function approve(id: string) {
  const res = await as(manager, 'PATCH', `/api/leave/${id}/approve`, { status: 'approved' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function holiday(date: string, name: string, officeIds: string[]): Promise<string> {
  const res = await as(hr, 'POST', '/api/holidays', { date, name, type: 'company', officeIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function request(person: Person, id: string) {
  const res = await as(person, 'GET', `/api/leave/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function balance(person: Person, typeId = casual) {
  const res = await as(person, 'GET', '/api/leave/balance');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((i: { leaveType: { id: string } }) => i.leaveType.id === typeId);
}

async function ledger(person: Person, typeId = casual) {
  const res = await as(person, 'GET', `/api/leave/ledger?leaveTypeId=${typeId}&year=2026`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    kind: string;
    days: number;
    reason: string | null;
    requestId: string | null;
  }[];
}

/** The recount rows of a request's audit trail, oldest first. */
async function recounts(requestId: string) {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'leave_request'),
        eq(auditLog.entityId, requestId),
        eq(auditLog.action, 'leave.request.recount'),
      ),
    );
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function notes(person: Person) {
  const res = await as(person, 'GET', '/api/notifications?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { title: string; message: string; link: string | null }[];
}

const about = (items: { link: string | null }[], id: string) =>
  items.filter((n) => n.link?.includes(id) ?? false);

describe('a holiday added, changed or removed', () => {
  it('counts a pending request again in the person’s office, and its approval deducts what it counts', async () => {
    const pune = await office('Pune recount');
    const chennai = await office('Chennai recount');
    const person = await report(pune);
    const asked = await ask(person, '2026-12-09', '2026-12-10');
    expect(asked.days).toBe(2);

    // A holiday of another office changes nothing.
    await holiday('2026-12-10', 'Chennai Day', [chennai]);
    expect((await request(person, asked.id)).days).toBe(2);
    expect(await recounts(asked.id)).toEqual([]);

    await holiday('2026-12-10', 'Pune Day', [pune]);
    expect((await request(person, asked.id)).days).toBe(1);
    expect(await balance(person)).toMatchObject({ pending: 1, available: 11 });
    const [row] = await recounts(asked.id);
    expect(row?.before).toMatchObject({ days: 2, status: 'pending' });
    expect(row?.after).toMatchObject({ days: 1, status: 'pending' });
    expect(row?.reason).toBe('Pune Day on 10 Dec 2026 is a holiday');
    expect(about(await notes(person), asked.id)).toContainEqual(
      expect.objectContaining({
        title: 'Leave counted again',
        message: expect.stringContaining(
          'now counts 1 day instead of 2 days: Pune Day on 10 Dec 2026 is a holiday',
        ),
      }),
    );
    expect(about(await notes(manager), asked.id)).toContainEqual(
      expect.objectContaining({ title: 'Leave counted again' }),
    );
    // A new request of the same dates counts the same.
    const other = await report(pune);
    const same = await as(other, 'POST', '/api/leave/request/preview', {
      leaveTypeId: casual,
      startDate: '2026-12-09',
      endDate: '2026-12-10',
    });
    expect(same.json().days).toBe(1);

    await approve(asked.id);
    expect(await balance(person)).toMatchObject({ used: 1, pending: 0, available: 11 });
    expect((await ledger(person)).filter((e) => e.requestId === asked.id)).toEqual([
      expect.objectContaining({ kind: 'deduction', days: -1 }),
    ]);
  });

  it('gives approved leave its day back through the ledger, and charges it again when the holiday goes', async () => {
    const nagpur = await office('Nagpur recount');
    const person = await report(nagpur);
    const asked = await ask(person, '2026-12-14', '2026-12-15');
    await approve(asked.id);
    expect(await balance(person)).toMatchObject({ used: 2, available: 10 });

    const id = await holiday('2026-12-15', 'Nagpur Day', [nagpur]);
    expect((await request(person, asked.id)).days).toBe(1);
    expect(await balance(person)).toMatchObject({ used: 1, available: 11 });
    expect((await ledger(person)).filter((e) => e.requestId === asked.id)).toEqual([
      expect.objectContaining({ kind: 'deduction', days: -2 }),
      expect.objectContaining({
        kind: 'restoration',
        days: 1,
        reason: 'Nagpur Day on 15 Dec 2026 is a holiday',
      }),
    ]);
    const [given] = await recounts(asked.id);
    expect(given?.before).toMatchObject({ days: 2, status: 'approved' });
    expect(given?.after).toMatchObject({ days: 1, status: 'approved' });
    expect(about(await notes(person), asked.id)).toContainEqual(
      expect.objectContaining({
        title: 'Leave given back',
        message: expect.stringContaining('1 day went back to your balance'),
      }),
    );
    // The approver hears of it too.
    expect(about(await notes(manager), asked.id)).toContainEqual(
      expect.objectContaining({ title: 'Leave counted again' }),
    );
    // The holiday given back is no clash left to settle.
    const impact = (await as(hr, 'GET', `/api/holidays/leave-impact?holidayId=${id}`)).json();
    expect(impact.items.map((i: { requestId: string }) => i.requestId)).not.toContain(asked.id);

    // Removed again: the balance holds the day, so it is charged back.
    expect((await as(hr, 'DELETE', `/api/holidays/${id}`)).statusCode).toBe(200);
    expect((await request(person, asked.id)).days).toBe(2);
    expect(await balance(person)).toMatchObject({ used: 2, available: 10 });
    expect((await ledger(person)).filter((e) => e.requestId === asked.id).at(-1)).toMatchObject({
      kind: 'restoration',
      days: -1,
      reason: 'Nagpur Day on 15 Dec 2026 is no longer a holiday',
    });
    expect((await recounts(asked.id)).at(-1)?.after).toMatchObject({ days: 2, status: 'approved' });
  });

  it('counts again the requests of both dates when a holiday moves', async () => {
    const agra = await office('Agra recount');
    const person = await report(agra);
    const id = await holiday('2026-12-08', 'Agra Day', [agra]);
    const before = await ask(person, '2026-12-07', '2026-12-08');
    const after = await ask(person, '2026-12-10', '2026-12-11');
    expect([before.days, after.days]).toEqual([1, 2]);

    const moved = await as(hr, 'PATCH', `/api/holidays/${id}`, { date: '2026-12-11' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await request(person, before.id)).days).toBe(2);
    expect((await request(person, after.id)).days).toBe(1);
    expect((await recounts(after.id))[0]?.reason).toBe('Agra Day moved from 8 Dec 2026 to 11 Dec 2026');
    expect(about(await notes(person), before.id)).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('now counts 2 days instead of 1 day') }),
    );
  });

  it('leaves approved leave as it is, noted, when its balance cannot pay for a day the calendar takes back', async () => {
    const surat = await office('Surat recount');
    const person = await report(surat);
    const id = await holiday('2026-12-17', 'Surat Day', [surat]);
    // Wednesday to Friday around the holiday: 2 days, all of the balance.
    const asked = await ask(person, '2026-12-16', '2026-12-18', short);
    expect(asked.days).toBe(2);
    await approve(asked.id);
    expect(await balance(person, short)).toMatchObject({ available: 0 });

    expect((await as(hr, 'DELETE', `/api/holidays/${id}`)).statusCode).toBe(200);
    expect((await request(person, asked.id)).days).toBe(2);
    expect(await balance(person, short)).toMatchObject({ used: 2, available: 0 });
    const [noted] = await recounts(asked.id);
    expect(noted?.after).toMatchObject({ days: 2, counted: 3, charged: false });
    expect(about(await notes(person), asked.id)).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining(
          'Your balance does not hold the 1 day more, so it still counts 2 days',
        ),
      }),
    );
    expect(about(await notes(manager), asked.id)).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining('Their balance does not hold the 1 day more'),
      }),
    );
  });

  it('cancels a request the calendar leaves without a working day, and gives approved days back', async () => {
    const indore = await office('Indore recount');
    const person = await report(indore);
    const pending = await ask(person, '2026-12-21', '2026-12-21');
    const approved = await ask(person, '2026-12-22', '2026-12-22');
    await approve(approved.id);
    await holiday('2026-12-21', 'Indore Day', [indore]);
    await holiday('2026-12-22', 'Indore Day Two', [indore]);

    expect(await request(person, pending.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'No working day left: Indore Day on 21 Dec 2026 is a holiday',
    });
    expect(await request(person, approved.id)).toMatchObject({ status: 'cancelled' });
    expect(await balance(person)).toMatchObject({ used: 0, pending: 0, available: 12 });
    expect((await ledger(person)).filter((e) => e.requestId === approved.id).at(-1)).toMatchObject({
      kind: 'restoration',
      days: 1,
    });
    expect((await recounts(pending.id))[0]?.after).toMatchObject({ status: 'cancelled' });
    const mine = await notes(person);
    expect(about(mine, pending.id)).toContainEqual(expect.objectContaining({ title: 'Leave cancelled' }));
    expect(about(mine, approved.id)).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('1 day went back to your balance') }),
    );
    expect(about(await notes(manager), pending.id)).toContainEqual(
      expect.objectContaining({ title: 'Leave cancelled' }),
    );
  });

  it('keeps approved leave already over as it was: hr settles it through the holiday’s conflicts', async () => {
    const bhopal = await office('Bhopal recount');
    const person = await report(bhopal);
    const asked = await ask(person, '2026-12-02', '2026-12-03');
    await approve(asked.id);
    ctx.clock.set('2026-12-07T04:30:00Z');
    try {
      await holiday('2026-12-03', 'Bhopal Day', [bhopal]);
      expect((await request(person, asked.id)).days).toBe(2);
      expect(await recounts(asked.id)).toEqual([]);
    } finally {
      ctx.clock.set('2026-12-01T04:30:00Z');
    }
  });
});

describe('a weekend rule changed', () => {
  it('counts the leave of the office’s people again', async () => {
    const kochi = await office('Kochi recount');
    const person = await report(kochi);
    // Friday to Monday: 2 days with Saturday and Sunday off.
    const asked = await ask(person, '2026-12-11', '2026-12-14');
    expect(asked.days).toBe(2);
    const elsewhere = await report(await office('Goa recount'));
    const untouched = await ask(elsewhere, '2026-12-11', '2026-12-14');

    const res = await as(hr, 'PATCH', '/api/holidays/weekend-config', {
      officeId: kochi,
      rules: [{ weekday: 0, weeks: [] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await request(person, asked.id)).days).toBe(3);
    expect((await request(elsewhere, untouched.id)).days).toBe(2);
    const [row] = await recounts(asked.id);
    expect(row?.before).toMatchObject({ days: 2 });
    expect(row?.after).toMatchObject({ days: 3 });
    expect(row?.reason).toBe('The Kochi recount office’s weekend changed');
    expect(about(await notes(person), asked.id)).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('now counts 3 days instead of 2 days') }),
    );
    expect(about(await notes(manager), asked.id)).toContainEqual(
      expect.objectContaining({ title: 'Leave counted again' }),
    );
  });
});

describe('a person’s office changed', () => {
  it('counts their leave in the new office’s calendar', async () => {
    const mysore = await office('Mysore recount');
    const hubli = await office('Hubli recount');
    await holiday('2026-12-10', 'Mysore Day', [mysore]);
    const person = await report(hubli);
    const asked = await ask(person, '2026-12-09', '2026-12-10');
    expect(asked.days).toBe(2);

    const moved = await as(hr, 'PATCH', `/api/employees/${person.employee.id}`, { officeId: mysore });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await request(person, asked.id)).days).toBe(1);
    const [row] = await recounts(asked.id);
    expect(row?.before).toMatchObject({ days: 2 });
    expect(row?.after).toMatchObject({ days: 1 });
    expect(row?.reason).toBe('You now work from the Mysore recount office');
    expect(about(await notes(person), asked.id)).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining(
          'now counts 1 day instead of 2 days: you now work from the Mysore recount office',
        ),
      }),
    );
    expect(about(await notes(manager), asked.id)).toContainEqual(
      expect.objectContaining({ title: 'Leave counted again' }),
    );
  });
});
