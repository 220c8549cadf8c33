/** The holidays module's rules: which offices a holiday reaches, the office calendar, audit, files. */
import {
  CalendarDataResponseSchema,
  HolidaySchema,
  HolidayStatsResponseSchema,
} from '@hrms/contracts/holidays';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import type { Person } from '../../test/factories';
import { formWithFile } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let hr: Person;
let bengaluru: Person;
let mumbai: Person;
let london: Person;
const office = { blr: '', mum: '', lon: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  office.blr = (await ctx.factories.office(company.id, { name: 'Bengaluru', region: 'Karnataka' })).id;
  office.mum = (await ctx.factories.office(company.id, { name: 'Mumbai', region: 'Maharashtra' })).id;
  office.lon = (await ctx.factories.office(company.id, { name: 'London', timezone: 'Europe/London' })).id;
  hr = await ctx.factories.person(company.id, { role: 'hr', employee: { officeId: office.blr } });
  bengaluru = await ctx.factories.person(company.id, {
    role: 'employee',
    employee: { officeId: office.blr },
  });
  mumbai = await ctx.factories.person(company.id, { role: 'employee', employee: { officeId: office.mum } });
  london = await ctx.factories.person(company.id, { role: 'employee', employee: { officeId: office.lon } });
});
afterAll(() => ctx.close());

async function api(who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const { token } = await ctx.factories.session(who.user.id);
  return ctx.app.inject({ method, url, headers: ctx.bearer(token), ...(payload ? { payload } : {}) });
}

async function create(body: object) {
  const res = await api(hr, 'POST', '/api/holidays', body);
  expect(res.statusCode, res.body).toBe(201);
  return HolidaySchema.parse(res.json());
}

const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((h) => h.name);

describe('holidays and the offices they reach', () => {
  it('reaches every office, named offices, or the offices of a region (any case)', async () => {
    await create({ date: '2031-01-26', name: 'Republic Day' });
    await create({ date: '2031-11-01', name: 'Kannada Rajyotsava', regions: ['karnataka'] });
    await create({ date: '2031-05-01', name: 'Maharashtra Day', officeIds: [office.mum] });

    expect(names(await api(bengaluru, 'GET', '/api/holidays/my-holidays?year=2031'))).toEqual([
      'Republic Day',
      'Kannada Rajyotsava',
    ]);
    expect(names(await api(mumbai, 'GET', '/api/holidays/my-holidays?year=2031'))).toEqual([
      'Republic Day',
      'Maharashtra Day',
    ]);
    expect(names(await api(hr, 'GET', `/api/holidays?year=2031&officeId=${office.lon}`))).toEqual([
      'Republic Day',
    ]);
    const all = await api(mumbai, 'GET', '/api/holidays?year=2031');
    expect(all.json()).toMatchObject({ total: 3, page: 1 });
    expect(all.json().items[0]).toMatchObject({ allOffices: true, offices: [], regions: [] });
  });

  it('refuses a second holiday of the same name on a date (409), unknown offices and bad input (400)', async () => {
    await create({ date: '2031-08-15', name: 'Independence Day' });
    const again = await api(hr, 'POST', '/api/holidays', { date: '2031-08-15', name: 'Independence Day' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Independence Day is already a holiday on that date.');

    const unknownOffice = await api(hr, 'POST', '/api/holidays', {
      date: '2031-08-16',
      name: 'Somewhere',
      officeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownOffice.statusCode).toBe(400);
    expect(unknownOffice.json().details).toEqual([{ field: 'body.officeIds.0', message: 'Unknown office' }]);

    for (const body of [
      { date: '2031-02-30', name: 'No such day' },
      { date: '2031-03-01', name: 'Bell\u0007day' },
      { date: '2031-03-01', name: 'X' },
      { date: '2031-03-01', name: 'Typo', type: 'bank' },
    ]) {
      const res = await api(hr, 'POST', '/api/holidays', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api(hr, 'GET', '/api/holidays?year=1999')).statusCode).toBe(400);
    expect(
      (await api(hr, 'GET', '/api/holidays/calendar-data?from=2031-02-01&to=2031-01-01')).statusCode,
    ).toBe(400);
  });

  it('audits a change and a deletion with the values before and after', async () => {
    const made = await create({ date: '2031-12-24', name: 'Christmas Eve', type: 'optional' });
    const changed = await api(hr, 'PATCH', `/api/holidays/${made.id}`, {
      type: 'company',
      description: 'Half the town is off',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ type: 'company', description: 'Half the town is off' });
    expect((await api(hr, 'DELETE', `/api/holidays/${made.id}`)).json()).toEqual({
      ok: true,
      message: 'Christmas Eve was deleted.',
    });
    expect((await api(hr, 'GET', `/api/holidays/${made.id}`)).statusCode).toBe(404);
    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'holiday'), eq(auditLog.entityId, made.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(['holiday.create', 'holiday.delete', 'holiday.update']);
    const update = trail.find((e) => e.action === 'holiday.update')!;
    expect(update.before).toMatchObject({ type: 'optional', description: null });
    expect(update.after).toMatchObject({ type: 'company', description: 'Half the town is off' });
    expect(update.actorUserId).toBe(hr.user.id);
  });
});

describe('the office calendar', () => {
  it('closes weekends by rule (2nd and 4th Saturday) and public holidays; an optional one stays worked', async () => {
    const set = await api(hr, 'PATCH', '/api/holidays/weekend-config', {
      officeId: office.mum,
      rules: [{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set.json().items.find((i: { office: { id: string } }) => i.office.id === office.mum).rules,
    ).toEqual([
      { weekday: 0, weeks: [] },
      { weekday: 6, weeks: [2, 4] },
    ]);
    await create({ date: '2032-05-03', name: 'Founders Day', type: 'company', officeIds: [office.mum] });
    await create({ date: '2032-05-04', name: 'Buddha Purnima', type: 'optional' });

    // May 2032: Saturdays 1, 8, 15, 22, 29; Sundays 2, 9, 16, 23, 30.
    const res = await api(mumbai, 'GET', '/api/holidays/calendar-data?from=2032-05-01&to=2032-05-09');
    expect(res.statusCode, res.body).toBe(200);
    const data = CalendarDataResponseSchema.parse(res.json());
    expect(data.office.id).toBe(office.mum);
    expect(data.days.map((d) => [d.date.slice(8), d.reason])).toEqual([
      ['01', null], // the first Saturday is worked
      ['02', 'weekend'],
      ['03', 'holiday'],
      ['04', null], // optional
      ['05', null],
      ['06', null],
      ['07', null],
      ['08', 'weekend'], // the second Saturday
      ['09', 'weekend'],
    ]);
    expect(data.days[3]!.holidays).toEqual([
      expect.objectContaining({ name: 'Buddha Purnima', type: 'optional' }),
    ]);
    expect(data.workingDays).toBe(5);

    // Bengaluru keeps the default weekend; the Mumbai company day is not its holiday.
    const blr = CalendarDataResponseSchema.parse(
      (await api(bengaluru, 'GET', '/api/holidays/calendar-data?from=2032-05-01&to=2032-05-09')).json(),
    );
    expect(blr.days.filter((d) => !d.working).map((d) => d.date.slice(8))).toEqual(['01', '02', '08', '09']);
  });

  it('refuses a weekend with a rule for a weekday twice, or with no working day at all', async () => {
    const twice = await api(hr, 'PATCH', '/api/holidays/weekend-config', {
      officeId: office.blr,
      rules: [{ weekday: 6 }, { weekday: 6, weeks: [1] }],
    });
    expect(twice.statusCode).toBe(400);
    const never = await api(hr, 'PATCH', '/api/holidays/weekend-config', {
      officeId: office.blr,
      rules: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday })),
    });
    expect(never.statusCode).toBe(400);
  });

  it("counts 'today' in the office's time zone", async () => {
    await create({ date: '2033-03-10', name: 'Tenth' });
    await create({ date: '2033-03-11', name: 'Eleventh' });
    // 23:30 in London on the 10th is already the 11th in Bengaluru.
    ctx.clock.set('2033-03-10T23:30:00Z');
    expect(names(await api(london, 'GET', '/api/holidays/my-upcoming?limit=1'))).toEqual(['Tenth']);
    expect(names(await api(bengaluru, 'GET', '/api/holidays/my-upcoming?limit=1'))).toEqual(['Eleventh']);
    const stats = HolidayStatsResponseSchema.parse(
      (await api(hr, 'GET', '/api/holidays/stats?year=2033')).json(),
    );
    expect(stats).toMatchObject({ total: 2, upcoming: 1, byType: { public: 2, optional: 0, company: 0 } });
    expect(stats.nextHoliday?.name).toBe('Eleventh');
  });
});

describe('files', () => {
  it('exports a year as iCalendar and as CSV', async () => {
    await create({
      date: '2034-10-02',
      name: 'Gandhi Jayanti',
      description: 'National holiday; offices closed',
    });
    const ics = await api(bengaluru, 'GET', '/api/holidays/export?year=2034&format=ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toContain('holidays-2034.ics');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20341002\r\nDTEND;VALUE=DATE:20341003\r\n');
    expect(ics.body).toContain('DESCRIPTION:National holiday\\; offices closed\r\n');

    const csv = await api(bengaluru, 'GET', '/api/holidays/export?year=2034');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(
      '2034-10-02,Gandhi Jayanti,public,All offices,,National holiday; offices closed',
    );
  });
});

async function importFile(fileName: string, content: string | Uint8Array, mode: 'dry-run' | 'commit') {
  const form = formWithFile({ mode }, { fileName, content, contentType: 'application/octet-stream' });
  const { token } = await ctx.factories.session(hr.user.id);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/holidays/import',
    headers: { ...ctx.bearer(token), ...form.headers },
    payload: form.payload,
  });
}

describe('import', () => {
  it('checks a CSV row by row, imports all or nothing, and skips what is already there', async () => {
    const broken = [
      'date,name,type,offices,regions,description',
      '2035-01-26,Republic Day,public,All offices,,',
      '2035-05-01,Maharashtra Day,public,Mumbai,,',
      '2035-05-02,Lunar Day,public,Atlantis,,',
    ].join('\n');
    const dry = await importFile('holidays.csv', broken, 'commit');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      format: 'csv',
      totalRows: 3,
      validRows: 2,
      committed: false,
      created: 0,
      errors: [{ row: 4, column: 'offices', message: 'No office is named Atlantis' }],
    });
    expect((await api(hr, 'GET', '/api/holidays?year=2035')).json().total).toBe(0);

    const fixed = broken.replace('Atlantis', 'Bengaluru');
    const preview = await importFile('holidays.csv', fixed, 'dry-run');
    expect(preview.json()).toMatchObject({ committed: false, errors: [], skipped: 0 });
    expect(preview.json().preview[1]).toMatchObject({
      name: 'Maharashtra Day',
      appliesTo: 'Mumbai',
      exists: false,
    });
    const done = await importFile('holidays.csv', fixed, 'commit');
    expect(done.json()).toMatchObject({ committed: true, created: 3, skipped: 0 });
    const again = await importFile('holidays.csv', fixed, 'commit');
    expect(again.json()).toMatchObject({ committed: true, created: 0, skipped: 3 });
    expect(names(await api(mumbai, 'GET', '/api/holidays/my-holidays?year=2035'))).toEqual([
      'Republic Day',
      'Maharashtra Day',
    ]);
  });

  it('imports an iCalendar file, and refuses what is not text', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20360815',
      'SUMMARY:Independence Day',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const res = await importFile('india.ics', ics, 'commit');
    expect(res.json()).toMatchObject({ format: 'ics', committed: true, created: 1 });
    expect(names(await api(bengaluru, 'GET', '/api/holidays?year=2036'))).toEqual(['Independence Day']);

    const png = await importFile(
      'holidays.csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      'commit',
    );
    expect(png.statusCode).toBe(415);
    const none = await importFile('empty.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'commit');
    expect(none.json().errors).toEqual([{ row: 1, column: null, message: 'The calendar has no events' }]);
    const broken = await importFile('broken.ics', 'BEGIN:VCALENDAR\r\nnot a content line\r\n', 'commit');
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({
      committed: false,
      errors: [
        { row: 1, column: null, message: expect.stringMatching(/^The file is not valid iCalendar: /) },
      ],
    });

    // A holiday repeating every year: its first two years.
    const yearly = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:gandhi-jayanti@example.gov',
      'DTSTART;VALUE=DATE:20361002',
      'RRULE:FREQ=YEARLY',
      'SUMMARY:Gandhi Jayanti',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const preview = (await importFile('yearly.ics', yearly, 'dry-run')).json();
    expect(preview).toMatchObject({ format: 'ics', totalRows: 2, validRows: 2, errors: [] });
    expect(preview.preview.map((r: { row: number; date: string }) => [r.row, r.date])).toEqual([
      [2, '2036-10-02'],
      [2, '2037-10-02'],
    ]);
  });
});

describe('bulk operations', () => {
  it('adds a list all or nothing, changes a list all or nothing, and deletes with a result for each', async () => {
    const twice = await api(hr, 'POST', '/api/holidays/bulk-create', {
      holidays: [
        { date: '2037-01-01', name: 'New Year' },
        { date: '2037-01-01', name: 'new year' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { field: 'body.holidays.1.name', message: 'The same as holiday 1 of the list' },
    ]);
    expect((await api(hr, 'GET', '/api/holidays?year=2037')).json().total).toBe(0);

    const made = await api(hr, 'POST', '/api/holidays/bulk-create', {
      holidays: [
        { date: '2037-01-01', name: 'New Year', type: 'company' },
        { date: '2037-01-26', name: 'Republic Day' },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const [newYear, republic] = made.json().items as { id: string }[];

    const unknown = await api(hr, 'PATCH', '/api/holidays/bulk-update', {
      holidays: [
        { id: newYear!.id, description: 'Changed' },
        { id: '00000000-0000-4000-8000-000000000000', description: 'Nobody' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'body.holidays.1.id', message: 'Holiday not found' }]);
    expect((await api(hr, 'GET', `/api/holidays/${newYear!.id}`)).json().description).toBeNull();

    const changed = await api(hr, 'PATCH', '/api/holidays/bulk-update', {
      holidays: [
        { id: newYear!.id, type: 'public' },
        { id: republic!.id, regions: ['Karnataka'] },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().items.map((h: { type: string; regions: string[] }) => [h.type, h.regions])).toEqual(
      [
        ['public', []],
        ['public', ['Karnataka']],
      ],
    );

    const gone = await api(hr, 'DELETE', '/api/holidays/bulk-delete', {
      holidayIds: [newYear!.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(gone.json()).toEqual({
      results: [
        { id: newYear!.id, ok: true },
        { id: '00000000-0000-4000-8000-000000000000', ok: false, error: 'Holiday not found.' },
      ],
      succeeded: 1,
      failed: 1,
    });
    expect(names(await api(hr, 'GET', '/api/holidays?year=2037'))).toEqual(['Republic Day']);
  });
});

describe('templates and conflicts', () => {
  it("applies a built-in state list to its region's offices, once, and reports weekends", async () => {
    const list = await api(bengaluru, 'GET', '/api/holidays/templates');
    const karnataka = list.json().items.find((t: { id: string }) => t.id === 'karnataka-2027');
    expect(karnataka).toMatchObject({ builtIn: true, years: [2027] });
    expect(karnataka.holidays[0]).toMatchObject({ regions: ['Karnataka'] });

    const applied = await api(hr, 'POST', '/api/holidays/templates/karnataka-2027/apply');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ created: karnataka.holidays.length, skipped: 0 });
    // May Day 2027 is a Saturday: a weekend in Bengaluru, the one Karnataka office.
    expect(applied.json().conflicts).toContainEqual(
      expect.objectContaining({
        kind: 'weekend',
        name: 'May Day',
        message: '1 May 2027 is a Saturday, a weekend day in the Bengaluru office.',
      }),
    );
    expect(names(await api(mumbai, 'GET', '/api/holidays/my-holidays?year=2027'))).not.toContain('Ugadi');
    expect(names(await api(bengaluru, 'GET', '/api/holidays/my-holidays?year=2027'))).toContain('Ugadi');

    const again = await api(hr, 'POST', '/api/holidays/templates/karnataka-2027/apply');
    expect(again.json()).toMatchObject({ created: 0, skipped: karnataka.holidays.length, conflicts: [] });
    expect((await api(hr, 'POST', '/api/holidays/templates/mars-2027/apply')).statusCode).toBe(404);
  });

  it("saves the company's own template, refuses its name twice, and applies it", async () => {
    const body = {
      name: 'Acme days',
      holidays: [{ date: '2038-07-15', name: 'Acme Foundation Day', type: 'company' }],
    };
    const made = await api(hr, 'POST', '/api/holidays/templates', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ builtIn: false, years: [2038] });
    expect((await api(hr, 'POST', '/api/holidays/templates', body)).statusCode).toBe(409);
    const applied = await api(hr, 'POST', `/api/holidays/templates/${made.json().id}/apply`);
    expect(applied.json()).toMatchObject({ created: 1, skipped: 0 });
  });

  it('checks a date against the weekends and holidays of the offices a holiday would reach', async () => {
    await create({ date: '2039-03-08', name: 'Holi', regions: ['Karnataka'] });
    // 8 March 2039 is a Tuesday; 12 March 2039 a Saturday.
    const clash = await api(hr, 'POST', '/api/holidays/check-conflicts', {
      date: '2039-03-08',
      name: 'Womens Day',
    });
    expect(clash.json().conflicts).toEqual([
      expect.objectContaining({
        kind: 'holiday',
        message: 'Holi is already a holiday on 8 Mar 2039 in the Bengaluru office.',
        holiday: expect.objectContaining({ name: 'Holi' }),
      }),
    ]);
    const elsewhere = await api(hr, 'POST', '/api/holidays/check-conflicts', {
      date: '2039-03-08',
      officeIds: [office.lon],
    });
    expect(elsewhere.json().conflicts).toEqual([]);
    const saturday = await api(hr, 'POST', '/api/holidays/check-conflicts', {
      date: '2039-03-12',
      officeIds: [office.blr],
    });
    expect(
      saturday.json().conflicts.map((c: { kind: string; office: { id: string } }) => [c.kind, c.office.id]),
    ).toEqual([['weekend', office.blr]]);
  });
});

describe('calendar subscription', () => {
  it("serves my office's holidays at a secret address that a reset replaces and turning off ends", async () => {
    await create({ date: '2026-11-01', name: 'Kannada Rajyotsava', regions: ['Karnataka'] });
    await create({ date: '2026-05-01', name: 'Maharashtra Day', regions: ['Maharashtra'] });
    ctx.clock.set('2026-11-24T06:00:00Z');
    expect((await api(bengaluru, 'GET', '/api/holidays/feed')).json()).toEqual({
      active: false,
      createdAt: null,
      path: null,
    });

    const made = await api(bengaluru, 'POST', '/api/holidays/feed');
    const { path } = made.json() as { path: string };
    expect(path).toMatch(/^\/api\/holidays\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api(bengaluru, 'GET', '/api/holidays/feed')).json()).toMatchObject({
      active: true,
      path: null,
    });

    const feed = await ctx.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('SUMMARY:Kannada Rajyotsava');
    expect(feed.body).not.toContain('Maharashtra Day');

    const reset = (await api(bengaluru, 'POST', '/api/holidays/feed')).json() as { path: string };
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: reset.path })).statusCode).toBe(200);

    await api(bengaluru, 'DELETE', '/api/holidays/feed');
    expect((await ctx.app.inject({ method: 'GET', url: reset.path })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/holidays/feed/not-a-token.ics' })).statusCode,
    ).toBe(400);
  });
});

describe('reminders', () => {
  async function inbox(who: Person) {
    const res = await api(who, 'GET', '/api/notifications');
    return (res.json().items as { title: string; message: string; module: string | null }[]).filter(
      (n) => n.module === 'holidays',
    );
  }

  it('reminds the people of the offices a holiday reaches, once, as many days before as set', async () => {
    expect((await api(hr, 'GET', '/api/holidays/notification-settings')).json()).toEqual({
      enabled: true,
      daysBefore: 2,
    });
    const set = await api(hr, 'PATCH', '/api/holidays/notification-settings', { daysBefore: 1 });
    expect(set.json()).toEqual({ enabled: true, daysBefore: 1 });
    expect(
      (await api(hr, 'PATCH', '/api/holidays/notification-settings', { daysBefore: 45 })).statusCode,
    ).toBe(400);

    await create({ date: '2040-01-26', name: 'Republic Day' });
    await create({ date: '2040-01-26', name: 'Karnataka Day', regions: ['Karnataka'] });
    // 04:00 UTC on the 25th: the 25th in Bengaluru, Mumbai and London alike.
    ctx.clock.set('2040-01-25T04:00:00Z');
    const sent = await ctx.app.services.holidays.sendReminders();
    expect(sent).toBeGreaterThan(0);
    expect((await inbox(bengaluru)).map((n) => n.title).sort()).toEqual([
      'Karnataka Day on Thursday, 26 Jan',
      'Republic Day on Thursday, 26 Jan',
    ]);
    expect((await inbox(mumbai)).map((n) => [n.title, n.message])).toEqual([
      ['Republic Day on Thursday, 26 Jan', 'Tomorrow: the Mumbai office is closed.'],
    ]);
    expect(await ctx.app.services.holidays.sendReminders()).toBe(0);
    expect(await inbox(mumbai)).toHaveLength(1);

    await api(hr, 'PATCH', '/api/holidays/notification-settings', { enabled: false });
    await create({ date: '2040-02-02', name: 'Quiet Day' });
    ctx.clock.set('2040-02-01T04:00:00Z');
    expect(await ctx.app.services.holidays.sendReminders()).toBe(0);
  });
});

describe('analytics', () => {
  it("counts each office's working days, weekends, holidays and the long weekends they make", async () => {
    // 2041: 1 Jan is a Tuesday. A Friday and a Monday holiday make two long weekends in Bengaluru.
    await create({ date: '2041-01-04', name: 'Friday Off', regions: ['Karnataka'] });
    await create({ date: '2041-01-14', name: 'Monday Off' });
    await create({ date: '2041-01-05', name: 'On A Saturday' });
    await create({ date: '2041-01-16', name: 'Optional Wednesday', type: 'optional' });
    const res = await api(hr, 'GET', '/api/holidays/analytics?year=2041');
    expect(res.statusCode, res.body).toBe(200);
    const blr = res.json().offices.find((o: { office: { id: string } }) => o.office.id === office.blr);
    // 365 days, 104 weekend days (Saturdays and Sundays of 2041), 2 holidays on working days.
    expect(blr).toMatchObject({
      weekendDays: 104,
      holidaysOnWorkingDays: 2,
      holidaysOnWeekends: 1,
      optionalHolidays: 1,
      workingDays: 365 - 104 - 2,
      longWeekends: [
        { from: '2041-01-04', to: '2041-01-06', days: 3 },
        { from: '2041-01-12', to: '2041-01-14', days: 3 },
      ],
    });
    expect(blr.workingDaysByMonth[0]).toBe(23 - 2);
    const lon = res.json().offices.find((o: { office: { id: string } }) => o.office.id === office.lon);
    expect(lon.longWeekends).toEqual([{ from: '2041-01-12', to: '2041-01-14', days: 3 }]);
  });
});

describe('bad input', () => {
  it('answers every malformed call with a 4xx that says what is wrong, never a 5xx', async () => {
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/holidays?year=abc'],
      ['GET', '/api/holidays?year=99999'],
      ['GET', '/api/holidays?page=0'],
      ['GET', '/api/holidays?officeId=nope'],
      ['GET', '/api/holidays?search=%00'],
      ['GET', '/api/holidays/not-an-id'],
      ['GET', '/api/holidays/calendar'],
      ['GET', '/api/holidays/calendar-data?from=2026-01-01&to=2028-01-01'],
      ['GET', '/api/holidays/calendar-data?from=2026-13-01&to=2026-12-31'],
      ['GET', '/api/holidays/export?year=2026&format=pdf'],
      ['GET', '/api/holidays/upcoming?limit=1000'],
      ['GET', '/api/holidays/utilization-report?year=abc'],
      ['GET', '/api/holidays/utilization-report?year=2026&office=x'],
      ['GET', '/api/holidays/feed/..%2F..%2Fetc%2Fpasswd.ics'],
      ['POST', '/api/holidays', { date: '2026-01-01' }],
      ['POST', '/api/holidays', { date: '2026-01-01', name: 'x'.repeat(101) }],
      ['POST', '/api/holidays', { date: '2026-01-01', name: 'Day', officeIds: ['nope'] }],
      ['POST', '/api/holidays', { date: '2026-01-01', name: 'Day', regions: ['Kar\nnataka'] }],
      ['POST', '/api/holidays', { date: '2026-01-01', name: 'Day', extra: true }],
      ['PATCH', '/api/holidays/00000000-0000-4000-8000-000000000000', {}],
      ['PATCH', '/api/holidays/weekend-config', { officeId: office.blr, rules: [{ weekday: 7 }] }],
      [
        'PATCH',
        '/api/holidays/weekend-config',
        { officeId: office.blr, rules: [{ weekday: 6, weeks: [6] }] },
      ],
      ['PATCH', '/api/holidays/notification-settings', {}],
      ['POST', '/api/holidays/bulk-create', { holidays: [] }],
      [
        'POST',
        '/api/holidays/bulk-create',
        { holidays: Array.from({ length: 101 }, () => ({ date: '2026-01-01', name: 'Many' })) },
      ],
      ['DELETE', '/api/holidays/bulk-delete', { holidayIds: ['nope'] }],
      ['POST', '/api/holidays/templates', { name: 'Empty', holidays: [] }],
      ['POST', '/api/holidays/templates/NOT_AN_ID/apply'],
      ['POST', '/api/holidays/check-conflicts', { date: '2026-02-30' }],
      ['POST', '/api/holidays/import'],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(hr, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json().message, `${method} ${url}`).toEqual(expect.any(String));
    }
  });
});
