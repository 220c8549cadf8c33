/**
 * Notification settings: the company's defaults (hr and admin, audited) and each person's own
 * choices over them decide whether a notification is stored for the bell, mailed, both or neither;
 * bad input is refused with nothing changed; and the permission matrix of the two routes.
 */
import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_EVENT_INFO,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings,
  NotificationSettingsSchema,
} from '@hrms/contracts/notifications';
import type { Access } from '@hrms/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  matrixFor,
} from '../../test/access-matrix';
import { readOutbox } from '../../test/account';
import type { Person } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { activeAddresses, preferencesFor } from './notifications.repository';

let ctx: TestContext;
let matrix: Matrix;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.factories.company({ name: 'Acme Analytics' })).id;
  matrix = await matrixFor(ctx, companyId);
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const URL = '/api/settings/notifications';

async function settingsOf(caller: Caller): Promise<NotificationSettings> {
  const res = await call(caller, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return NotificationSettingsSchema.parse(res.json());
}
const setting = async (caller: Caller, event: NotificationEvent) =>
  (await settingsOf(caller)).events.find((e) => e.event === event)!;

/** Puts the company's defaults back and forgets everyone's own choices. */
async function resetAll() {
  const company = Object.fromEntries(
    NOTIFICATION_EVENTS.map((e) => [e, NOTIFICATION_EVENT_INFO[e].defaults]),
  );
  expect((await call('admin', 'PATCH', URL, { company })).statusCode).toBe(200);
  await ctx.db.delete(notificationPreferences);
}

/** Tells `people` of a leave decision through the service every module uses. */
async function tell(
  people: readonly Person[],
  event: NotificationEvent = 'leaveDecided',
  title = 'Leave approved',
) {
  await ctx.app.services.notifications.notify(
    people.map((p) => p.user.id),
    { event, type: 'success', title, message: 'Your leave 2–3 Dec was approved.', link: '/leave-management' },
  );
}

const bellOf = async (person: Person, title: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, person.user.id), eq(notifications.title, title)));
const mailTo = async (person: Person, subjectStart: string) =>
  (await readOutbox(ctx)).filter(
    (m) => m.to.includes(person.user.email) && m.subject.startsWith(subjectStart),
  );

let n = 0;
/** A title nobody has had yet, so each case counts only its own notifications and mail. */
const fresh = (what: string) => `${what} ${++n}`;

describe('reading', () => {
  beforeEach(resetAll);

  it('gives everyone every event with the company defaults; only hr and admin may change those', async () => {
    for (const caller of ['admin', 'hr', 'manager', 'employee'] as const) {
      const mine = await settingsOf(caller);
      expect(mine.events.map((e) => e.event)).toEqual([...NOTIFICATION_EVENTS]);
      expect(mine.canEditCompany).toBe(caller === 'admin' || caller === 'hr');
      for (const e of mine.events) {
        expect(e, e.event).toMatchObject({ ...NOTIFICATION_EVENT_INFO[e.event].defaults, custom: false });
        expect(e.company).toEqual(NOTIFICATION_EVENT_INFO[e.event].defaults);
      }
    }
  });
});

describe('the company defaults', () => {
  beforeEach(resetAll);

  it('hr turns an email off: nobody following the default is mailed, the bell still rings', async () => {
    const { employee, manager } = matrix.people;
    const on = fresh('Leave approved');
    await tell([employee, manager], 'leaveDecided', on);
    expect(await mailTo(employee, on)).toHaveLength(1);
    expect(await bellOf(employee, on)).toHaveLength(1);

    const res = await call('hr', 'PATCH', URL, { company: { leaveDecided: { email: false } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      NotificationSettingsSchema.parse(res.json()).events.find((e) => e.event === 'leaveDecided'),
    ).toMatchObject({
      inApp: true,
      email: false,
      company: { inApp: true, email: false },
    });

    const off = fresh('Leave approved');
    await tell([employee, manager], 'leaveDecided', off);
    expect(await mailTo(employee, off)).toHaveLength(0);
    expect(await mailTo(manager, off)).toHaveLength(0);
    expect(await bellOf(employee, off)).toHaveLength(1);
    // Other events keep their own defaults.
    const slip = fresh('Salary slip ready');
    await tell([employee], 'payrollSlip', slip);
    expect(await mailTo(employee, slip)).toHaveLength(1);
  });

  it('is audited with the value before and after, and is the configuration key notifications.<event>', async () => {
    const res = await call('hr', 'PATCH', URL, { company: { announcements: { email: true } } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.notifications.update'));
    expect(rows).toContainEqual(
      expect.objectContaining({
        entityId: 'notifications.defaults',
        before: { announcements: { inApp: true, email: false } },
        after: { announcements: { inApp: true, email: true } },
      }),
    );
    const key = await call('admin', 'GET', '/api/configuration?category=notifications');
    expect(
      key.json().items.find((i: { key: string }) => i.key === 'notifications.announcements'),
    ).toMatchObject({
      value: { inApp: true, email: true },
      defaultValue: { inApp: true, email: false },
    });
  });

  it('is refused to a manager and an employee, with nothing changed', async () => {
    for (const caller of ['manager', 'employee'] as const) {
      const res = await call(caller, 'PATCH', URL, { company: { leaveDecided: { email: false } } });
      expect(res.statusCode).toBe(403);
    }
    expect((await setting('hr', 'leaveDecided')).company).toEqual({ inApp: true, email: true });
  });
});

describe('a person’s own choices', () => {
  beforeEach(resetAll);

  it('win over the company: email off for one person, bell off for another', async () => {
    const { employee, manager } = matrix.people;
    expect(
      (await call('employee', 'PATCH', URL, { mine: { leaveDecided: { email: false } } })).statusCode,
    ).toBe(200);
    expect(
      (await call('manager', 'PATCH', URL, { mine: { leaveDecided: { inApp: false } } })).statusCode,
    ).toBe(200);
    expect(await setting('employee', 'leaveDecided')).toMatchObject({
      inApp: true,
      email: false,
      custom: true,
    });

    const title = fresh('Leave approved');
    await tell([employee, manager], 'leaveDecided', title);
    expect(await mailTo(employee, title)).toHaveLength(0);
    expect(await bellOf(employee, title)).toHaveLength(1);
    expect(await mailTo(manager, title)).toHaveLength(1);
    expect(await bellOf(manager, title)).toHaveLength(0);
  });

  it('keep following the company for a channel left unchosen, and null goes back to the default', async () => {
    const { employee } = matrix.people;
    await call('employee', 'PATCH', URL, { mine: { announcements: { inApp: false } } });
    // The company then mails announcements: the employee's unchosen email channel follows it.
    await call('hr', 'PATCH', URL, { company: { announcements: { email: true } } });
    expect(await setting('employee', 'announcements')).toMatchObject({
      inApp: false,
      email: true,
      custom: true,
    });

    const res = await call('employee', 'PATCH', URL, { mine: { announcements: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await setting('employee', 'announcements')).toMatchObject({
      inApp: true,
      email: true,
      custom: false,
    });
    const rows = await ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, employee.user.id));
    expect(rows).toEqual([]);
  });

  it('are each person’s own: one person’s change leaves the others as they were', async () => {
    await call('employee', 'PATCH', URL, { mine: { documents: { inApp: false, email: false } } });
    expect(await setting('manager', 'documents')).toMatchObject({ inApp: true, email: true, custom: false });
  });

  it('send no mail to an account that is switched off', async () => {
    const gone = await ctx.factories.person(companyId, { role: 'employee' });
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const title = fresh('Leave approved');
    await tell([gone], 'leaveDecided', title);
    expect(await mailTo(gone, title)).toHaveLength(0);
  });
});

describe('at company scale', () => {
  it('reads the choices and addresses of more people than one query may name', async () => {
    // 70,000 ids: past PostgreSQL's 65,535 bind parameters in a single statement.
    const many = Array.from({ length: 70_000 }, () => randomUUID());
    const { employee } = matrix.people;
    await call('employee', 'PATCH', URL, { mine: { announcements: { email: true } } });
    expect(await preferencesFor(ctx.db, [...many, employee.user.id], 'announcements')).toEqual([
      expect.objectContaining({ userId: employee.user.id, email: true }),
    ]);
    expect(await activeAddresses(ctx.db, [...many, employee.user.id])).toEqual([
      { userId: employee.user.id, email: employee.user.email },
    ]);
  });
});

describe('the mail', () => {
  beforeEach(resetAll);

  it('carries the company name, the message and a link into the app', async () => {
    const title = fresh('Leave approved');
    await tell([matrix.people.employee], 'leaveDecided', title);
    const [mail] = await mailTo(matrix.people.employee, title);
    expect(mail?.subject).toBe(`${title} · Acme Analytics`);
    expect(mail?.text).toContain('Your leave 2–3 Dec was approved.');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/leave-management`);
  });
});

describe('bad input', () => {
  beforeEach(resetAll);

  it('is refused with a clear 400 and nothing changed', async () => {
    const cases: [string, object][] = [
      ['empty body', {}],
      ['no event named', { mine: {} }],
      ['unknown event', { mine: { pay_day: { email: false } } }],
      ['wrong type', { mine: { leaveDecided: { email: 'no' } } }],
      ['unknown channel', { mine: { leaveDecided: { sms: true } } }],
      ['company reset by null', { company: { leaveDecided: null } }],
      ['unknown field', { everyone: { leaveDecided: { email: false } } }],
    ];
    for (const [name, body] of cases) {
      const res = await call('hr', 'PATCH', URL, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message, name).toEqual(expect.any(String));
    }
    const wrongType = await call('hr', 'PATCH', URL, { mine: { leaveDecided: { email: 'no' } } });
    expect(wrongType.body).toContain('Email must be true or false');
    const unknown = await call('hr', 'PATCH', URL, { mine: { pay_day: { email: false } } });
    expect(unknown.json().details).toContainEqual({ field: 'body.mine.pay_day', message: 'Unknown field' });
    expect(await ctx.db.select().from(notificationPreferences)).toEqual([]);
  });

  it('refuses a body that names the company to an employee before changing their own choices', async () => {
    const res = await call('employee', 'PATCH', URL, {
      mine: { documents: { email: false } },
      company: { documents: { email: false } },
    });
    expect(res.statusCode).toBe(403);
    expect((await setting('employee', 'documents')).custom).toBe(false);
  });
});

describe('every notification settings route × every role', () => {
  it('declares its access', () => {
    const expected: Record<string, Access> = {
      'GET /api/settings/notifications': 'authenticated',
      'PATCH /api/settings/notifications': 'authenticated',
    };
    expectDeclaredAccess(ctx, expected, ['/api/settings/notifications']);
  });

  it('answers each caller as the matrix says', async () => {
    await resetAll();
    await expectMatrix([
      ['GET', (c) => call(c, 'GET', URL), [200, 200, 200, 200, 401]],
      [
        'PATCH mine',
        (c) => call(c, 'PATCH', URL, { mine: { holidayReminder: { email: true } } }),
        [200, 200, 200, 200, 401],
      ],
      [
        'PATCH company',
        (c) => call(c, 'PATCH', URL, { company: { holidayReminder: { email: false } } }),
        [200, 200, 403, 403, 401],
      ],
    ]);
  });
});
