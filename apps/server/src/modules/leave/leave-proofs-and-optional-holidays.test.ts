/**
 * Two rules of leave requests that lean on other modules, on PGlite and PostgreSQL: a certificate
 * for a long sick leave (the person's own document, a PDF or an image), and optional holidays taken
 * as leave of a type marked for them, one holiday a request, within the yearly allowance; and the
 * holidays' utilisation report that counts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, type PersonCall } from '../../test/call-as';
import type { Person } from '../../test/factories';
import { formWithFile } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let companyId: string;
let puneId: string;
let chennaiId: string;
let manager: Person;
let hr: Person;
let sick: string;
let optional: string;

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-02T04:30:00Z'); // Monday 2 March 2026, 10:00 in India
  companyId = (await ctx.factories.company()).id;
  puneId = (await ctx.factories.office(companyId, { name: 'Pune', timezone: 'Asia/Kolkata' })).id;
  chennaiId = (await ctx.factories.office(companyId, { name: 'Chennai', timezone: 'Asia/Kolkata' })).id;
  hr = await ctx.factories.person(companyId, { role: 'hr' });
  manager = await ctx.factories.person(companyId, { role: 'manager', employee: { officeId: puneId } });
  sick = await type({ code: 'SL', name: 'Sick leave', annualDays: 12, attachmentAfterDays: 2 });
  optional = await type({
    code: 'OH',
    name: 'Optional holiday',
    annualDays: 2,
    halfDayAllowed: false,
    prorateForJoiners: false,
    optionalHolidays: true,
  });
  // Optional holidays: two for Pune only, one for every office; a public one for everyone.
  for (const holiday of [
    { date: '2026-03-19', name: 'Gudi Padwa', type: 'optional', officeIds: [puneId] },
    { date: '2026-04-14', name: 'Ambedkar Jayanti', type: 'optional', officeIds: [puneId] },
    { date: '2026-05-01', name: 'Buddha Purnima', type: 'optional' },
    { date: '2026-03-20', name: 'Founders’ Day', type: 'company' },
  ]) {
    expect((await as(hr, 'POST', '/api/holidays', holiday)).statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

const as: PersonCall = (...args) => callAs(ctx, ...args);

async function type(body: object): Promise<string> {
  const res = await as(hr, 'POST', '/api/leave/types', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A new report of the manager, with this year's credits. */
async function report(officeId = puneId): Promise<Person> {
  const person = await ctx.factories.person(companyId, {
    employee: { officeId, managerId: manager.employee.id },
  });
  expect((await as(hr, 'POST', '/api/leave/accrual/run', {})).statusCode).toBe(200);
  return person;
}

/** Uploads a document of the person's own, as they would from the leave form. */
async function upload(
  person: Person,
  fileName: string,
  content: string,
  category = 'medical',
): Promise<string> {
  const form = formWithFile({ category, title: 'Medical certificate' }, { fileName, content });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/employees/${person.employee.id}/documents`,
    headers: { ...ctx.bearer((await ctx.factories.session(person.user.id)).token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const threeDays = { startDate: '2026-03-09', endDate: '2026-03-11' };

describe('a certificate for a long sick leave', () => {
  it('is asked for past the type’s days, and named on the field', async () => {
    const person = await report();
    const short = await as(person, 'POST', '/api/leave/request/preview', {
      leaveTypeId: sick,
      startDate: '2026-03-09',
      endDate: '2026-03-10',
    });
    expect(short.json()).toMatchObject({ days: 2, attachmentRequired: false, issues: [] });

    const preview = await as(person, 'POST', '/api/leave/request/preview', {
      leaveTypeId: sick,
      ...threeDays,
    });
    expect(preview.json()).toMatchObject({ days: 3, attachmentRequired: true });
    expect(preview.json().issues).toEqual([
      {
        field: 'body.attachmentId',
        message: 'Sick leave of more than 2 days needs a medical certificate: attach a PDF or a photo of it',
      },
    ]);
    const refused = await as(person, 'POST', '/api/leave/request', { leaveTypeId: sick, ...threeDays });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        field: 'body.attachmentId',
        message: expect.stringContaining('certificate'),
      }),
    ]);
    expect((await as(person, 'GET', '/api/leave/my-requests')).json().total).toBe(0);
  });

  it('refuses a spreadsheet, someone else’s document or an unknown one', async () => {
    const person = await report();
    const other = await report();
    const csv = await upload(person, 'note.csv', 'date,doctor\n2026-03-09,Dr Rao\n');
    const theirs = await upload(other, 'certificate.pdf', PDF);
    const cases: [string, string][] = [
      [csv, 'A certificate must be a PDF or an image (PNG or JPEG)'],
      [theirs, 'Attach a document of your own: upload the certificate with the request'],
      [
        '00000000-0000-4000-8000-000000000000',
        'Attach a document of your own: upload the certificate with the request',
      ],
    ];
    for (const [attachmentId, message] of cases) {
      const res = await as(person, 'POST', '/api/leave/request', {
        leaveTypeId: sick,
        ...threeDays,
        attachmentId,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ field: 'body.attachmentId', message }]);
    }
    expect((await as(person, 'GET', '/api/leave/my-requests')).json().total).toBe(0);
  });

  it('goes with the request: the manager sees it and can open it', async () => {
    const person = await report();
    const certificate = await upload(person, 'fever certificate.pdf', PDF);
    const res = await as(person, 'POST', '/api/leave/request', {
      leaveTypeId: sick,
      ...threeDays,
      attachmentId: certificate,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachment).toEqual({
      id: certificate,
      name: 'fever certificate.pdf',
      mimeType: 'application/pdf',
      downloadPath: `/employees/${person.employee.id}/documents/${certificate}/download`,
    });
    const waiting = (await as(manager, 'GET', '/api/leave/pending-approvals')).json();
    const seen = waiting.items.find((r: { id: string }) => r.id === res.json().id);
    expect(seen.attachment.id).toBe(certificate);
    const file = await as(manager, 'GET', `/api${seen.attachment.downloadPath}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(PDF);
  });
});

describe('optional holidays', () => {
  it('are taken one a request, on an optional holiday of one’s office', async () => {
    const person = await report();
    const cases: [object, string, string][] = [
      [
        { startDate: '2026-03-18', endDate: '2026-03-18' },
        'body.startDate',
        '18 Mar 2026 is not an optional holiday in your office: choose one from the holiday list',
      ],
      [
        { startDate: '2026-03-19', endDate: '2026-03-20' },
        'body.endDate',
        'Ask for one optional holiday a request: Optional holiday is one day',
      ],
    ];
    for (const [dates, field, message] of cases) {
      const res = await as(person, 'POST', '/api/leave/request', { leaveTypeId: optional, ...dates });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
    }
    // Pune's optional holiday is not Chennai's.
    const chennai = await report(chennaiId);
    const elsewhere = await as(chennai, 'POST', '/api/leave/request', {
      leaveTypeId: optional,
      startDate: '2026-03-19',
      endDate: '2026-03-19',
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('follow leave approval and stop at the allowance; the report counts them', async () => {
    const person = await report();
    const ask = (date: string) =>
      as(person, 'POST', '/api/leave/request', { leaveTypeId: optional, startDate: date, endDate: date });
    const first = await ask('2026-03-19');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ days: 1, status: 'pending' });
    const approved = await as(manager, 'PATCH', `/api/leave/${first.json().id}/approve`, {
      status: 'approved',
    });
    expect(approved.json().status).toBe('approved');
    expect((await ask('2026-04-14')).statusCode).toBe(201);
    const third = await ask('2026-05-01');
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Not enough optional holiday: 0 days available, 1 day asked.');

    const report2026 = await as(hr, 'GET', '/api/holidays/utilization-report?year=2026');
    expect(report2026.statusCode, report2026.body).toBe(200);
    const body = report2026.json();
    expect(body.allowance).toBe(2);
    expect(body.holidays.map((h: { name: string }) => h.name)).toEqual([
      'Gudi Padwa',
      'Ambedkar Jayanti',
      'Buddha Purnima',
    ]);
    const padwa = body.holidays[0];
    expect(padwa).toMatchObject({ taken: 1, pending: 0 });
    expect(body.holidays[1]).toMatchObject({ taken: 0, pending: 1 });
    const pune = body.offices.find((o: { office: { id: string } }) => o.office.id === puneId);
    expect(pune).toMatchObject({ peopleWhoTook: 1, daysTaken: 1, daysPending: 1 });
    expect(pune.people).toBe(padwa.eligible);
    expect(body.totals).toMatchObject({ peopleWhoTook: 1, daysTaken: 1, daysPending: 1 });
    expect(body.totals.daysUnused).toBe(body.totals.people * 2 - 2);

    // Managers and employees do not read the company's report.
    expect((await as(manager, 'GET', '/api/holidays/utilization-report')).statusCode).toBe(403);
    expect((await as(hr, 'GET', '/api/holidays/utilization-report?year=1900')).statusCode).toBe(400);
  });
});

describe('malformed calls', () => {
  it('answer every leave call with a 4xx that says what is wrong, never a 5xx', async () => {
    const person = await report();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/leave/types?scope=everyone'],
      ['POST', '/api/leave/types', { code: '1X', name: 'Bad' }],
      ['PATCH', '/api/leave/types/not-an-id', { name: 'Renamed' }],
      ['PATCH', '/api/leave/settings', { compOffExpiryDays: 0 }],
      ['POST', '/api/leave/delegations', { delegateId: 'nope', startDate: '2026-13-01' }],
      ['DELETE', '/api/leave/delegations/not-an-id'],
      ['GET', '/api/leave/my-requests?page=0'],
      ['POST', '/api/leave/request', { leaveTypeId: sick, startDate: '2026-03-10', endDate: '2026-03-09' }],
      ['POST', '/api/leave/request', { leaveTypeId: sick, startDate: '2026-12-31', endDate: '2027-01-01' }],
      ['POST', '/api/leave/request', { leaveTypeId: sick, ...threeDays, attachmentId: 'nope' }],
      ['POST', '/api/leave/request', { leaveTypeId: unknown, ...threeDays }],
      ['POST', '/api/leave/request/preview', { leaveTypeId: sick, startDate: 'soon', endDate: 'later' }],
      ['GET', '/api/leave/balance?employeeId=nope'],
      ['GET', '/api/leave/balance/report?year=abc'],
      ['GET', `/api/leave/ledger?leaveTypeId=nope`],
      ['POST', '/api/leave/adjustments', { employeeId: person.employee.id, leaveTypeId: sick, days: 0.3 }],
      ['POST', '/api/leave/comp-off', { employeeId: person.employee.id, leaveTypeId: sick, workedOn: 'x' }],
      ['POST', '/api/leave/accrual/run', { asOf: '2026-02-30' }],
      ['POST', '/api/leave/year-end/preview', { year: 'last' }],
      ['POST', '/api/leave/year-end/run', {}],
      ['GET', '/api/leave/calendar/2026/13'],
      ['GET', '/api/leave/stats?year=abc'],
      ['GET', '/api/leave/all?limit=1000'],
      ['GET', '/api/leave/pending-approvals?page=-1'],
      ['GET', '/api/leave/not-an-id'],
      ['PATCH', `/api/leave/${unknown}/approve`, { status: 'maybe' }],
      ['PATCH', `/api/leave/${unknown}/cancel`, { endDate: 'tomorrow' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await as(hr, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json().message, `${method} ${url}`).toEqual(expect.any(String));
    }
  });
});
