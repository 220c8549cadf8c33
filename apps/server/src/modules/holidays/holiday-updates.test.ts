/**
 * A change to the calendar reaches the open pages of the people it concerns at once
 * (`holiday-update`): those of the offices a holiday reaches, everyone for a holiday of every office,
 * and admin and hr, who keep the list; nobody else, and nobody of another company.
 */
import { HolidaySchema } from '@hrms/contracts/holidays';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/factories';
import { listen, record, SocketPool, settle } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();
const office = { blr: '', mum: '' };
let hr: Person;
let admin: Person;
let bengaluru: Person;
let mumbai: Person;
let noOffice: Person;
let elsewhere: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  const company = await ctx.factories.company();
  office.blr = (await ctx.factories.office(company.id, { name: 'Bengaluru', region: 'Karnataka' })).id;
  office.mum = (await ctx.factories.office(company.id, { name: 'Mumbai', region: 'Maharashtra' })).id;
  hr = await ctx.factories.person(company.id, { role: 'hr', employee: { officeId: office.mum } });
  admin = await ctx.factories.person(company.id, { role: 'admin', employee: { officeId: office.mum } });
  bengaluru = await ctx.factories.person(company.id, { employee: { officeId: office.blr } });
  mumbai = await ctx.factories.person(company.id, { employee: { officeId: office.mum } });
  noOffice = await ctx.factories.person(company.id, { employee: { officeId: null } });
  const other = await ctx.factories.company();
  const otherOffice = (await ctx.factories.office(other.id, { name: 'Pune', region: 'Maharashtra' })).id;
  elsewhere = await ctx.factories.person(other.id, { employee: { officeId: otherOffice } });
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

async function api(who: Person, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const { token } = await ctx.factories.session(who.user.id);
  const res = await ctx.app.inject({
    method,
    url,
    headers: ctx.bearer(token),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** Everyone's open page, listening; `heard()` is what each has been told once the server is done. */
async function listening() {
  const people = { hr, admin, bengaluru, mumbai, noOffice, elsewhere };
  const open = await Promise.all(
    Object.entries(people).map(async ([name, person]) => {
      const socket = await sockets.connect(baseUrl, (await ctx.factories.session(person.user.id)).token);
      return [name, socket, record<UpdatePayload>(socket, 'holiday-update')] as const;
    }),
  );
  return async () => {
    await Promise.all(open.map(([, socket]) => settle(socket as Socket)));
    return Object.fromEntries(open.map(([name, , seen]) => [name, seen.splice(0)])) as Record<
      keyof typeof people,
      UpdatePayload[]
    >;
  };
}

const who = (heard: Record<string, UpdatePayload[]>) =>
  Object.entries(heard)
    .filter(([, seen]) => seen.length > 0)
    .map(([name]) => name)
    .sort();

describe('a holiday change, live', () => {
  it('tells the people of the office a holiday is added for, and admin and hr, once', async () => {
    const heard = await listening();
    const made = HolidaySchema.parse(
      (
        await api(hr, 'POST', '/api/holidays', {
          date: '2031-05-01',
          name: 'Maharashtra Day',
          officeIds: [office.mum],
        })
      ).json(),
    );
    const told = await heard();
    expect(who(told)).toEqual(['admin', 'hr', 'mumbai']);
    expect(told.mumbai).toEqual([{ id: made.id, type: 'create', timestamp: expect.any(String) }]);
  });

  it('tells a region’s offices, and both offices of a holiday moved from one to the other', async () => {
    const heard = await listening();
    const made = HolidaySchema.parse(
      (
        await api(hr, 'POST', '/api/holidays', {
          date: '2031-11-01',
          name: 'Rajyotsava',
          regions: ['karnataka'],
        })
      ).json(),
    );
    expect(who(await heard())).toEqual(['admin', 'bengaluru', 'hr']);
    await api(hr, 'PATCH', `/api/holidays/${made.id}`, { regions: [], officeIds: [office.mum] });
    const moved = await heard();
    expect(who(moved)).toEqual(['admin', 'bengaluru', 'hr', 'mumbai']);
    expect(moved.bengaluru).toEqual([{ id: made.id, type: 'update', timestamp: expect.any(String) }]);
  });

  it('tells everyone of the company of a holiday of every office, and of its deletion', async () => {
    const heard = await listening();
    const made = HolidaySchema.parse(
      (await api(hr, 'POST', '/api/holidays', { date: '2031-01-26', name: 'Republic Day' })).json(),
    );
    expect(who(await heard())).toEqual(['admin', 'bengaluru', 'hr', 'mumbai', 'noOffice']);
    await api(hr, 'DELETE', `/api/holidays/${made.id}`);
    const deleted = await heard();
    expect(who(deleted)).toEqual(['admin', 'bengaluru', 'hr', 'mumbai', 'noOffice']);
    expect(deleted.noOffice).toEqual([{ id: made.id, type: 'delete', timestamp: expect.any(String) }]);
  });

  it('tells once for a list added together, and the office whose weekend changed', async () => {
    const heard = await listening();
    await api(hr, 'POST', '/api/holidays/bulk-create', {
      holidays: [
        { date: '2031-08-20', name: 'First of two', officeIds: [office.blr] },
        { date: '2031-08-21', name: 'Second of two', officeIds: [office.blr] },
      ],
    });
    const both = await heard();
    expect(who(both)).toEqual(['admin', 'bengaluru', 'hr']);
    expect(both.bengaluru).toEqual([{ id: 'calendar', type: 'create', timestamp: expect.any(String) }]);
    await api(hr, 'PATCH', '/api/holidays/weekend-config', { officeId: office.blr, rules: [{ weekday: 0 }] });
    expect(who(await heard())).toEqual(['admin', 'bengaluru', 'hr']);
  });
});
