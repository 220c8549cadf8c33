/**
 * Personal data never reaches a role that may not see it, on any route. A stranger (in no one's
 * team) carries canary values in every protected field: personal contact, date of birth, address,
 * emergency contact, PAN, UAN, bank details and salary. Then every GET route the app registers is
 * called as an employee and as a manager, with the stranger's ids in every path parameter and query
 * filter, and no answer may contain a canary. The same holds for what their sockets hear while hr
 * changes the stranger, and for every log line the server writes, whoever asks.
 */
import { REALTIME_NAMESPACE } from '@hrms/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Person } from '../test/factories';
import { listen, SocketPool, settle } from '../test/sockets';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
let app: FastifyInstance;
let baseUrl: string;
const sockets = new SocketPool();
const logLines: string[] = [];
let admin: Person;
let manager: Person;
let employee: Person;
let stranger: Person;

const CANARY = {
  personalEmail: 'canary.private@example.test',
  phone: '+91 90000 12345',
  dateOfBirth: '1979-03-14',
  addressLine: 'Canary Wharf 42',
  emergencyName: 'Canary Kinsman',
  emergencyPhone: '+91 90000 67890',
  pan: 'CNRYP4242Q',
  uan: '424242424242',
  bankAccountNumber: '424242424242424',
  bankIfsc: 'CNRY0424242',
  bankName: 'Canary Savings Bank',
  /** ₹42,42,42,420 a year, in paise. */
  annualCtc: 4_242_424_200,
};
/** What must not appear: each canary as sent, and the phone digits however they are spaced. */
const NEEDLES = [
  ...Object.values(CANARY)
    .filter((v): v is string => typeof v === 'string')
    .filter((v) => !v.startsWith('+')),
  '9000012345',
  '90000 12345',
  '9000067890',
  '90000 67890',
  String(CANARY.annualCtc),
  // The monthly figure a salary structure is split into.
  String(CANARY.annualCtc / 12),
];

function leaks(text: string): string[] {
  return NEEDLES.filter((needle) => text.includes(needle));
}

beforeAll(async () => {
  ctx = await createTestContext();
  // The same database with the server's logs written here, at the most talkative level.
  app = await buildApp({
    config: { ...ctx.config, logLevel: 'trace' },
    db: ctx.handle,
    clock: ctx.clock,
    logger: { stream: { write: (line: string) => void logLines.push(line) } },
    schedulerIntervalMs: false,
  });
  await app.ready();
  baseUrl = await listen(app);
  const company = await ctx.factories.company();
  admin = await ctx.factories.person(company.id, { role: 'admin' });
  manager = await ctx.factories.person(company.id, { role: 'manager' });
  employee = await ctx.factories.person(company.id, { employee: { managerId: manager.employee.id } });
  stranger = await ctx.factories.person(company.id, { employee: { lastName: 'Strangeways' } });
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
  await ctx.close();
});

async function headersOf(person: Person): Promise<Record<string, string>> {
  return ctx.bearer((await ctx.factories.session(person.user.id)).token);
}

describe('personal data of someone outside one’s team', () => {
  it('reaches no employee or manager through any route, socket or log line', {
    timeout: 300_000,
  }, async () => {
    const heard: string[] = [];
    const listeners: Socket[] = [];
    for (const person of [employee, manager]) {
      const socket = await sockets.connect(baseUrl, (await ctx.factories.session(person.user.id)).token);
      socket.onAny((event: string, ...args: unknown[]) => heard.push(`${event} ${JSON.stringify(args)}`));
      listeners.push(socket);
    }

    const adminHeaders = await headersOf(admin);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/employees/${stranger.employee.id}`,
      headers: adminHeaders,
      payload: {
        personalEmail: CANARY.personalEmail,
        phone: CANARY.phone,
        dateOfBirth: CANARY.dateOfBirth,
        address: { line1: CANARY.addressLine, city: 'Pune' },
        emergencyContact: {
          name: CANARY.emergencyName,
          relationship: 'Brother',
          phone: CANARY.emergencyPhone,
        },
        statutory: {
          pan: CANARY.pan,
          uan: CANARY.uan,
          bankAccountNumber: CANARY.bankAccountNumber,
          bankIfsc: CANARY.bankIfsc,
          bankName: CANARY.bankName,
        },
        reason: 'Canary values for the leak test',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const salary = await app.inject({
      method: 'POST',
      url: '/api/payroll/config',
      headers: adminHeaders,
      payload: { employeeId: stranger.employee.id, effectiveFrom: '2026-04-01', annualCtc: CANARY.annualCtc },
    });
    expect(salary.statusCode, salary.body).toBeLessThan(300);
    // hr does see them: the canaries are where a leak would carry them from.
    const whole = await app.inject({ url: `/api/employees/${stranger.employee.id}`, headers: adminHeaders });
    expect(leaks(whole.body)).toEqual(expect.arrayContaining([CANARY.pan, CANARY.bankAccountNumber]));

    const found: string[] = [];
    const routes = app.registeredRoutes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(80);
    for (const person of [employee, manager]) {
      const headers = await headersOf(person);
      for (const route of routes) {
        const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
          /user/i.test(name) ? stranger.user.id : stranger.employee.id,
        );
        for (const query of ['', `?employeeId=${stranger.employee.id}`, '?search=Strangeways&format=csv']) {
          const res = await app.inject({ url: path + query, headers });
          expect(res.statusCode, `${route.url}${query}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          for (const needle of leaks(res.body)) {
            found.push(`${person === employee ? 'employee' : 'manager'} GET ${path}${query}: ${needle}`);
          }
        }
      }
    }
    for (const socket of listeners) await settle(socket);
    for (const payload of heard)
      for (const needle of leaks(payload)) found.push(`socket heard ${needle}: ${payload}`);
    for (const line of logLines)
      for (const needle of leaks(line)) found.push(`log line carries ${needle}: ${line}`);

    expect(found).toEqual([]);
    // The sweep reached the server: its requests were logged, and sockets were listening.
    expect(logLines.length).toBeGreaterThan(routes.length);
    expect(app.io.of(REALTIME_NAMESPACE).sockets.size).toBeGreaterThanOrEqual(2);
  });
});
