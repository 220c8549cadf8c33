/**
 * The clock, on PGlite and PostgreSQL: its state machine with a 409 naming the state, worked and
 * break time by the server's clock, the address and device of each punch, the office network rule,
 * entries left open closed at the shift end and flagged, reports cut in the office's zone (London
 * across the day its clocks go forward), and one open entry however many clock-ins race.
 */
import { workedDaysText } from '@hrms/contracts/time-tracking';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { companyWithTwoOffices } from '../../test/two-offices';

let ctx: TestContext;
let companyId: string;
let bengaluru: string;
let london: string;
let hr: Person;
let manager: Person;

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T04:00:00Z'); // Monday 2 March 2026, 09:30 in Bengaluru
  ({ companyId, bengaluru, london, hr, manager } = await companyWithTwoOffices(ctx));
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function as(person: Person, method: Method, url: string, payload?: object, remoteAddress?: string) {
  const headers = {
    ...ctx.bearer((await ctx.factories.session(person.user.id)).token),
    'user-agent': CHROME,
  };
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function worker(officeId = bengaluru, employee: object = {}): Promise<Person> {
  return ctx.factories.person(companyId, {
    employee: { officeId, managerId: manager.employee.id, joinDate: '2025-01-01', ...employee },
  });
}

const at = (iso: string) => ctx.clock.set(iso);

describe('the state machine', () => {
  it('clocks in, takes a break, clocks out, and counts time by the server clock', async () => {
    const me = await worker();
    at('2026-03-03T03:55:00Z'); // 09:25 IST
    const inRes = await as(
      me,
      'POST',
      '/api/time-tracking/clock-in',
      { note: 'From the office' },
      '203.0.113.9',
    );
    expect(inRes.statusCode, inRes.body).toBe(200);
    expect(inRes.json()).toMatchObject({ state: 'working', since: '2026-03-03T03:55:00.000Z' });
    expect(inRes.json().openEntry).toMatchObject({
      workDate: '2026-03-03',
      clockInAddress: '203.0.113.9',
      clockInDevice: expect.stringContaining('Chrome'),
      note: 'From the office',
    });

    at('2026-03-03T07:30:00Z'); // 13:00
    expect((await as(me, 'POST', '/api/time-tracking/break/start')).json()).toMatchObject({
      state: 'on_break',
      since: '2026-03-03T07:30:00.000Z',
    });
    at('2026-03-03T08:15:00Z'); // 13:45: a 45-minute break
    const back = await as(me, 'POST', '/api/time-tracking/break/end');
    expect(back.json()).toMatchObject({ state: 'working', since: '2026-03-03T03:55:00.000Z' });
    at('2026-03-03T13:05:00Z'); // 18:35
    const out = await as(me, 'POST', '/api/time-tracking/clock-out', undefined, '203.0.113.10');
    expect(out.statusCode, out.body).toBe(200);
    // 09:25 → 18:35 is 9 h 10 min, less 45 min of break.
    expect(out.json()).toMatchObject({
      state: 'clocked_out',
      openEntry: null,
      today: { date: '2026-03-03', workedSeconds: (8 * 60 + 25) * 60, breakSeconds: 45 * 60 },
    });
    const entries = await as(me, 'GET', '/api/time-tracking/entries');
    expect(entries.json().items[0]).toMatchObject({
      clockOut: '2026-03-03T13:05:00.000Z',
      clockOutAddress: '203.0.113.10',
      breaks: [{ startedAt: '2026-03-03T07:30:00.000Z', endedAt: '2026-03-03T08:15:00.000Z' }],
      flag: null,
    });
  });

  it('answers any other action with a 409 that names the state', async () => {
    const me = await worker();
    at('2026-03-04T04:00:00Z');
    const expectConflict = async (url: string, message: RegExp) => {
      const res = await as(me, 'POST', url);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(message);
    };
    await expectConflict('/api/time-tracking/clock-out', /clocked out/);
    await expectConflict('/api/time-tracking/break/start', /clocked out/);
    await expectConflict('/api/time-tracking/break/end', /clocked out/);
    expect((await as(me, 'POST', '/api/time-tracking/clock-in')).statusCode).toBe(200);
    await expectConflict('/api/time-tracking/clock-in', /working/);
    await expectConflict('/api/time-tracking/break/end', /working.*not on a break/);
    expect((await as(me, 'POST', '/api/time-tracking/break/start')).statusCode).toBe(200);
    await expectConflict('/api/time-tracking/break/start', /on a break/);
    await expectConflict('/api/time-tracking/clock-in', /on a break/);
    // Clocking out from a break ends the break with the entry.
    at('2026-03-04T05:00:00Z');
    const out = await as(me, 'POST', '/api/time-tracking/clock-out');
    expect(out.json()).toMatchObject({
      state: 'clocked_out',
      today: { workedSeconds: 0, breakSeconds: 3600 },
    });
  });

  it('keeps one open entry and one open break however many requests race', async () => {
    const me = await worker();
    at('2026-03-05T04:00:00Z');
    const ins = await Promise.all(
      Array.from({ length: 100 }, () => as(me, 'POST', '/api/time-tracking/clock-in')),
    );
    expect(ins.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(ins.filter((r) => r.statusCode === 409)).toHaveLength(99);
    const breaks = await Promise.all(
      Array.from({ length: 30 }, () => as(me, 'POST', '/api/time-tracking/break/start')),
    );
    expect(breaks.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const outs = await Promise.all(
      Array.from({ length: 30 }, () => as(me, 'POST', '/api/time-tracking/clock-out')),
    );
    expect(outs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const list = await as(me, 'GET', '/api/time-tracking/entries?from=2026-03-05&to=2026-03-05');
    expect(list.json().total).toBe(1);
    expect(list.json().items[0].breaks).toHaveLength(1);
  });
});

describe('office networks', () => {
  it('refuses a clock-in from outside the listed networks, and says which address it saw', async () => {
    const me = await worker();
    const bad = await as(hr, 'PATCH', '/api/settings/time-tracking', { allowedNetworks: ['10.0.0.0/33'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({
      field: 'body.allowedNetworks.0',
      message: expect.stringMatching(/CIDR/),
    });
    const set = await as(hr, 'PATCH', '/api/settings/time-tracking', {
      allowedNetworks: ['10.20.0.0/16', '2001:db8::/32'],
    });
    expect(set.statusCode, set.body).toBe(200);
    at('2026-03-06T04:00:00Z');
    const config = await as(me, 'GET', '/api/time-tracking/configuration', undefined, '198.51.100.4');
    expect(config.json()).toMatchObject({ networkRestricted: true, allowedHere: false });
    const refused = await as(me, 'POST', '/api/time-tracking/clock-in', undefined, '198.51.100.4');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('198.51.100.4');
    const fromOffice = await as(me, 'POST', '/api/time-tracking/clock-in', undefined, '::ffff:10.20.3.4');
    expect(fromOffice.statusCode, fromOffice.body).toBe(200);
    // Clocking out is never refused: a person who left the office can still stop the clock.
    expect((await as(me, 'POST', '/api/time-tracking/clock-out', undefined, '198.51.100.4')).statusCode).toBe(
      200,
    );
    expect((await as(hr, 'PATCH', '/api/settings/time-tracking', { allowedNetworks: [] })).statusCode).toBe(
      200,
    );
  });
});

describe('entries left open', () => {
  it('closes an entry at the shift end once the setting’s hours have passed, and flags it', async () => {
    const me = await worker();
    at('2026-03-09T04:00:00Z'); // Monday 09:30 IST
    expect((await as(me, 'POST', '/api/time-tracking/clock-in')).statusCode).toBe(200);
    at('2026-03-09T18:00:00Z'); // 23:30 IST: shift end 18:30 + 6 h not yet passed
    expect(await ctx.app.services.time.closeForgotten()).toBe(0);
    at('2026-03-09T19:01:00Z'); // 00:31 IST
    expect(await ctx.app.services.time.closeForgotten()).toBe(1);
    const entry = (await as(me, 'GET', '/api/time-tracking/entries')).json().items[0];
    expect(entry).toMatchObject({
      clockOut: '2026-03-09T13:00:00.000Z', // 18:30 IST
      autoClosed: true,
      flag: expect.stringMatching(/closed at the shift end/),
      workedSeconds: 9 * 3600,
    });
    const flagged = await as(hr, 'GET', '/api/time-tracking/entries?scope=team&flagged=true');
    expect(flagged.json().items.map((e: { id: string }) => e.id)).toContain(entry.id);
    expect((await as(me, 'GET', '/api/time-tracking/status')).json().state).toBe('clocked_out');
  });
});

describe('reports in the office’s zone', () => {
  it('cuts a London day in London time, across the day the clocks go forward', async () => {
    const me = await worker(london);
    // Sunday 29 March 2026: clocks go forward at 01:00 GMT. 08:00 BST is 07:00 UTC.
    at('2026-03-29T07:00:00Z');
    expect((await as(me, 'POST', '/api/time-tracking/clock-in')).json().today.date).toBe('2026-03-29');
    at('2026-03-29T11:00:00Z');
    expect((await as(me, 'POST', '/api/time-tracking/clock-out')).statusCode).toBe(200);
    // Monday 30 March: 23:30 BST on the Sunday evening would be Monday in India, Sunday in London.
    at('2026-03-29T22:30:00Z');
    const late = await as(me, 'POST', '/api/time-tracking/clock-in');
    expect(late.json().today.date).toBe('2026-03-29');
    at('2026-03-29T22:50:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-out');
    const daily = await as(me, 'GET', '/api/time-tracking/report/daily/2026-03-29');
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json()).toMatchObject({
      timeZone: 'Europe/London',
      days: [
        {
          date: '2026-03-29',
          workedSeconds: 4 * 3600 + 20 * 60,
          entries: 2,
          working: false,
          reason: 'weekend',
        },
      ],
    });
    expect(daily.json().entries).toHaveLength(2);
    const weekly = await as(me, 'GET', '/api/time-tracking/report/weekly/2026-03-25');
    expect(weekly.json()).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
    expect(weekly.json().days).toHaveLength(7);
    expect(weekly.json().totals).toMatchObject({
      workedSeconds: 4 * 3600 + 20 * 60,
      daysWorked: 1,
      workingDays: 5,
      extraDays: 1,
    });
    const monthly = await as(me, 'GET', '/api/time-tracking/report/monthly/2026/3');
    expect(monthly.json().days).toHaveLength(31);
  });

  it('gives each office its shift and a person their own, in their own zone', async () => {
    const me = await worker(london);
    const set = await as(hr, 'PATCH', '/api/settings/time-tracking', {
      officeShifts: [{ officeId: london, shiftStart: '08:00', shiftEnd: '16:30' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await as(me, 'GET', '/api/time-tracking/configuration')).json()).toMatchObject({
      timeZone: 'Europe/London',
      shiftStart: '08:00',
      shiftEnd: '16:30',
      shiftSource: 'office',
    });
    const own = await as(hr, 'POST', '/api/time-tracking/configuration', {
      employeeId: me.employee.id,
      shiftStart: '12:00',
      shiftEnd: '20:00',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ shiftStart: '12:00', shiftSource: 'employee' });
    const cleared = await as(hr, 'POST', '/api/time-tracking/configuration', {
      employeeId: me.employee.id,
      shiftStart: null,
    });
    expect(cleared.json()).toMatchObject({ shiftStart: '08:00', shiftSource: 'office' });
  });
});

describe('bad input', () => {
  it('names the field of every refused setting and changes nothing', async () => {
    const before = (await as(hr, 'GET', '/api/settings/time-tracking')).json();
    const cases: [object, string][] = [
      [{ shiftStart: '25:00' }, 'body.shiftStart'],
      [{ shiftStart: '18:00', shiftEnd: '09:00' }, 'body.shiftEnd'],
      [{ shiftEnd: '08:00' }, 'body.shiftEnd'],
      [{ graceMinutes: -1 }, 'body.graceMinutes'],
      [{ halfDayHours: 4.1 }, 'body.halfDayHours'],
      [
        {
          officeShifts: [
            { officeId: '00000000-0000-4000-8000-000000000000', shiftStart: '09:00', shiftEnd: '17:00' },
          ],
        },
        'body.officeShifts.0.officeId',
      ],
      [{ allowedNetworks: ['not a network'] }, 'body.allowedNetworks.0'],
      [{ unknown: true }, 'body.unknown'],
    ];
    for (const [payload, field] of cases) {
      const res = await as(hr, 'PATCH', '/api/settings/time-tracking', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect((await as(hr, 'GET', '/api/settings/time-tracking')).json()).toEqual(before);
    const note = await as(hr, 'POST', '/api/time-tracking/clock-in', { note: 'x'.repeat(501) });
    expect(note.statusCode).toBe(400);
    const date = await as(hr, 'GET', '/api/time-tracking/report/daily/2026-02-30');
    expect(date.statusCode).toBe(400);
    const month = await as(hr, 'GET', '/api/time-tracking/report/monthly/2026/13');
    expect(month.statusCode).toBe(400);
  });
});

describe('the team board', () => {
  it('shows a manager their line’s clocks, and hr everyone’s', async () => {
    const me = await worker();
    at('2026-03-10T04:00:00Z');
    await as(me, 'POST', '/api/time-tracking/clock-in');
    const board = await as(manager, 'GET', '/api/time-tracking/team');
    expect(board.statusCode, board.body).toBe(200);
    const row = board
      .json()
      .items.find((i: { employee: { id: string } }) => i.employee.id === me.employee.id);
    expect(row).toMatchObject({ state: 'working', since: '2026-03-10T04:00:00.000Z' });
    expect(
      board.json().items.some((i: { employee: { id: string } }) => i.employee.id === hr.employee.id),
    ).toBe(false);
    const all = await as(hr, 'GET', '/api/time-tracking/team');
    expect(
      all.json().items.some((i: { employee: { id: string } }) => i.employee.id === manager.employee.id),
    ).toBe(true);
    const other = await worker(bengaluru, { managerId: null });
    expect(
      (await as(manager, 'GET', `/api/time-tracking/report/daily/2026-03-10?employeeId=${other.employee.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(manager, 'GET', `/api/time-tracking/report/daily/2026-03-10?employeeId=${me.employee.id}`))
        .statusCode,
    ).toBe(200);
    await as(me, 'POST', '/api/time-tracking/clock-out');
  });
});

describe('days worked and working days', () => {
  it('counts a Sunday clocked as an extra day, and time tracking and attendance count a month alike', async () => {
    onTestFinished(() => at('2026-03-02T04:00:00Z'));
    const me = await worker();
    // Monday 4 to Friday 8 May 2026, and Sunday 10 May: 09:30 to 18:30 in Bengaluru each.
    for (const date of ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-10']) {
      at(`${date}T04:00:00Z`);
      expect((await as(me, 'POST', '/api/time-tracking/clock-in')).statusCode).toBe(200);
      at(`${date}T13:00:00Z`);
      expect((await as(me, 'POST', '/api/time-tracking/clock-out')).statusCode).toBe(200);
    }
    at('2026-05-10T14:00:00Z');
    for (let day = 1; day <= 10; day++) {
      await ctx.app.services.attendanceDays.regenerate(companyId, `2026-05-${String(day).padStart(2, '0')}`);
    }

    const week = (await as(me, 'GET', '/api/time-tracking/report/weekly/2026-05-06')).json();
    expect(week.totals).toMatchObject({ daysWorked: 6, workingDays: 5, extraDays: 1 });
    expect(workedDaysText(week.totals)).toBe('5 of 5 + 1 extra');

    // The month so far: Friday 1 May was a working day not worked; Sunday 10 May an extra one.
    const month = (await as(me, 'GET', '/api/time-tracking/report/monthly/2026/5')).json();
    const counted = { daysWorked: 6, workingDays: 6, extraDays: 1 };
    expect(month.totals).toMatchObject(counted);
    const stats = await as(me, 'GET', '/api/attendance/stats?from=2026-05-01&to=2026-05-31');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().days).toEqual(counted);
    expect(workedDaysText(stats.json().days, 'working days')).toBe('5 of 6 working days + 1 extra');
  });
});
