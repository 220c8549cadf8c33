/**
 * The configuration API: every key is one the code reads (changing it through `/configuration`
 * changes what its module answers), bad input is refused with the key named and nothing applied,
 * hr is kept out of the security keys, and every change is audited.
 */
import { type ConfigurationEntry, ConfigurationListResponseSchema } from '@hrms/contracts/configuration';
import type { Access } from '@hrms/contracts/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { configuration } from '../../db/schema/configuration';
import { users } from '../../db/schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/accounts';
import { hashPassword } from '../../lib/password';
import {
  type Caller,
  expectDeclaredAccess,
  expectMatrix,
  type Matrix,
  matrixFor,
} from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;
let officeId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  officeId = (await ctx.factories.office(company.id)).id;
  matrix = await matrixFor(ctx, company.id);
  // A demo account that still opens with the demo password, so the sign-in page's flag shows.
  const demo = await ctx.factories.person(company.id, {
    role: 'employee',
    employee: { workEmail: DEMO_ACCOUNTS.find((a) => a.role === 'employee')!.email },
  });
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, demo.user.id));
});
afterAll(() => ctx.close());

const call: Matrix['call'] = (...args) => matrix.call(...args);
const list = async (caller: Caller = 'admin', category?: string) => {
  const res = await call(caller, 'GET', `/api/configuration${category ? `?category=${category}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ConfigurationListResponseSchema.parse(res.json()).items;
};
const patch = (key: string, value: unknown, caller: Caller = 'admin') =>
  call(caller, 'PATCH', `/api/configuration/${key}`, { value: value as object });
const bulk = (items: { key: string; value: unknown }[], caller: Caller = 'admin') =>
  call(caller, 'POST', '/api/configuration/bulk', { items });
const stored = async () =>
  Object.fromEntries(
    (await ctx.db.select().from(configuration)).map((row) => [row.key, JSON.stringify(row.value)]),
  );

/**
 * Where each key's module shows the value it works with: a key without a reader here fails the
 * test, so a new key cannot go unproven.
 */
const readers: [prefix: string, read: (field: string) => Promise<unknown>][] = [
  [
    'company.logoMaxBytes',
    async () => (await call('hr', 'GET', '/api/settings/company')).json().logoMaxBytes,
  ],
  ['security.', (f) => settingOf('/api/settings/security', f)],
  ['time-tracking.', (f) => settingOf('/api/settings/time-tracking', f)],
  ['leave.', (f) => settingOf('/api/leave/settings', f)],
  ['holidays.reminders.', (f) => settingOf('/api/holidays/notification-settings', f)],
  ['payroll.', (f) => settingOf('/api/settings/payroll', f)],
  ['reports.', (f) => settingOf('/api/settings/reports', f)],
  [
    'documents.maxUploadBytes',
    async () =>
      (await call('employee', 'GET', `/api/employees/${matrix.people.employee.employee.id}/documents`)).json()
        .maxUploadBytes,
  ],
  [
    'notifications.',
    async (event) =>
      (await call('employee', 'GET', '/api/settings/notifications'))
        .json()
        .events.find((e: { event: string }) => e.event === event)?.company,
  ],
  [
    'auth.demoAccountsVisible',
    async () => (await ctx.app.inject({ url: '/api/auth/login-options' })).json().demoAccounts.length > 0,
  ],
];

async function settingOf(url: string, field: string): Promise<unknown> {
  const res = await call('admin', 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json()[field];
}

/** A valid value other than the current one, from the key's schema or the list below. */
function anotherValue(entry: ConfigurationEntry): unknown {
  const explicit: Record<string, unknown> = {
    'security.twoFactorRequiredRoles': ['manager'],
    'time-tracking.shiftStart': '10:00',
    'time-tracking.shiftEnd': '19:00',
    'time-tracking.allowedNetworks': ['203.0.113.0/24'],
    'time-tracking.officeShifts': [{ officeId, shiftStart: '08:00', shiftEnd: '17:00' }],
    'time-tracking.maxBreakMinutes': 60,
    'payroll.payableDaysBasis': 'working',
    'payroll.payDay': 25,
  };
  if (entry.key in explicit) return explicit[entry.key];
  if (entry.key.startsWith('notifications.')) {
    const channels = entry.value as { inApp: boolean; email: boolean };
    return { ...channels, email: !channels.email };
  }
  const { type, maximum } = entry.schema as { type?: string; maximum?: number };
  if (type === 'boolean') return !entry.value;
  if ((type === 'integer' || type === 'number') && typeof entry.value === 'number') {
    return maximum !== undefined && entry.value + 1 > maximum ? entry.value - 1 : entry.value + 1;
  }
  throw new Error(`${entry.key}: no other value to try; add one to the test`);
}

describe('declared access', () => {
  it('declares every configuration route', () => {
    const expected: Record<string, Access> = {
      'GET /api/configuration': 'settings:read',
      'PATCH /api/configuration/:key': 'settings:write',
      'POST /api/configuration/bulk': 'settings:write',
    };
    expectDeclaredAccess(ctx, expected, ['/api/configuration']);
  });
});

describe('every configuration route × every role', () => {
  it('answers each caller as the matrix says; hr is kept out of the security keys', async () => {
    await expectMatrix([
      ['GET /api/configuration', (c) => call(c, 'GET', '/api/configuration'), [200, 200, 403, 403, 401]],
      [
        'GET /api/configuration?category=security',
        (c) => call(c, 'GET', '/api/configuration?category=security'),
        [200, 403, 403, 403, 401],
      ],
      [
        'PATCH /api/configuration/:key',
        (c) => call(c, 'PATCH', '/api/configuration/leave.compOffExpiryDays', { value: 90 }),
        [200, 200, 403, 403, 401],
      ],
      [
        'PATCH /api/configuration/:key (security)',
        (c) => call(c, 'PATCH', '/api/configuration/security.lockoutMinutes', { value: 15 }),
        [200, 403, 403, 403, 401],
      ],
      [
        'POST /api/configuration/bulk',
        (c) =>
          call(c, 'POST', '/api/configuration/bulk', {
            items: [{ key: 'reports.monthlyMail', value: true }],
          }),
        [200, 200, 403, 403, 401],
      ],
      [
        'POST /api/configuration/bulk (with a security key)',
        (c) =>
          call(c, 'POST', '/api/configuration/bulk', {
            items: [
              { key: 'reports.monthlyMail', value: true },
              { key: 'security.lockoutMinutes', value: 15 },
            ],
          }),
        [200, 403, 403, 403, 401],
      ],
    ]);
  });
});

describe('the keys', () => {
  it('lists every key with a description, its default and a schema; hr sees all but security', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThan(25);
    for (const entry of all) {
      expect(entry.description.length, entry.key).toBeGreaterThan(10);
      expect(entry.value, entry.key).toEqual(entry.defaultValue);
      expect(entry.schema, entry.key).not.toEqual({});
    }
    expect(all.find((e) => e.key === 'time-tracking.graceMinutes')).toMatchObject({
      category: 'time-tracking',
      value: 15,
      schema: { type: 'integer', minimum: 0, maximum: 240 },
      adminOnly: false,
    });
    const hr = await list('hr');
    expect(hr.map((e) => e.key)).toEqual(all.filter((e) => !e.adminOnly).map((e) => e.key));
    expect(hr.some((e) => e.category === 'security')).toBe(false);
    expect((await list('admin', 'leave')).map((e) => e.key)).toEqual([
      'leave.bookAheadDays',
      'leave.compOffExpiryDays',
      'leave.twoLevelApproval',
    ]);
  });

  it('changes each key through the API and the module that reads it works with the new value', async () => {
    const all = await list();
    for (const entry of all) {
      const reader = readers.find(([prefix]) => entry.key.startsWith(prefix));
      if (!reader) throw new Error(`${entry.key}: no module reader in this test; add one`);
      const field = entry.key.slice(reader[0].length) || entry.key;
      const readNow = () => reader[1](field);
      expect(await readNow(), entry.key).toEqual(entry.value);

      const value = anotherValue(entry);
      const res = await patch(entry.key, value);
      expect(res.statusCode, `${entry.key}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ key: entry.key, value, updatedAt: expect.any(String) });
      expect(await readNow(), entry.key).toEqual(value);
    }
    // Back to the defaults in one bulk change.
    const back = await bulk(all.map((e) => ({ key: e.key, value: e.defaultValue })));
    expect(back.statusCode, back.body).toBe(200);
    expect((await list()).map((e) => [e.key, e.value])).toEqual(all.map((e) => [e.key, e.defaultValue]));
  });
});

describe('changes', () => {
  it('audits each change with the value before and after, and nothing for the same value', async () => {
    const before = await ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'configuration'));
    expect((await patch('time-tracking.graceMinutes', 20, 'hr')).statusCode).toBe(200);
    expect((await patch('time-tracking.graceMinutes', 20, 'hr')).statusCode).toBe(200);
    expect((await patch('documents.maxUploadBytes', 5 * 1024 * 1024, 'hr')).statusCode).toBe(200);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'configuration'));
    const added = rows.filter((r) => !before.some((b) => b.id === r.id));
    expect(added.sort((x, y) => x.action.localeCompare(y.action))).toEqual([
      expect.objectContaining({
        action: 'settings.documents.update',
        entityId: 'documents.maxUploadBytes',
        before: { value: 10 * 1024 * 1024 },
        after: { value: 5 * 1024 * 1024 },
      }),
      expect.objectContaining({
        actorUserId: matrix.people.hr.user.id,
        action: 'settings.time_tracking.update',
        entityId: 'time-tracking.settings',
        before: { graceMinutes: 15 },
        after: { graceMinutes: 20 },
      }),
    ]);
    await bulk([
      { key: 'time-tracking.graceMinutes', value: 15 },
      { key: 'documents.maxUploadBytes', value: 10 * 1024 * 1024 },
    ]);
  });

  it('applies a bulk change whole, across modules, in one go', async () => {
    const res = await bulk(
      [
        { key: 'time-tracking.halfDayHours', value: 5 },
        { key: 'time-tracking.overtimeAfterHours', value: 10 },
        { key: 'leave.twoLevelApproval', value: true },
      ],
      'hr',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((e: ConfigurationEntry) => [e.key, e.value])).toEqual([
      ['time-tracking.halfDayHours', 5],
      ['time-tracking.overtimeAfterHours', 10],
      ['leave.twoLevelApproval', true],
    ]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'configuration'), inArray(auditLog.entityId, ['time-tracking.settings'])),
      );
    // Rows of one instant come back in no set order: find the one of this change (both fields).
    const both = audits.find((a) => {
      const after = a.after as { halfDayHours?: number; overtimeAfterHours?: number };
      return after.halfDayHours === 5 && after.overtimeAfterHours === 10;
    });
    expect(both).toMatchObject({
      before: { halfDayHours: 4, overtimeAfterHours: 9 },
      after: { halfDayHours: 5, overtimeAfterHours: 10 },
    });
    await bulk([
      { key: 'time-tracking.halfDayHours', value: 4 },
      { key: 'time-tracking.overtimeAfterHours', value: 9 },
      { key: 'leave.twoLevelApproval', value: false },
    ]);
  });
});

describe('bad input', () => {
  it('refuses an unknown key, a wrong type and a value out of range, naming the key', async () => {
    const unknown = await patch('leave.noSuchThing', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no configuration key "leave.noSuchThing".');

    const cases: [string, unknown, string][] = [
      ['time-tracking.graceMinutes', 'fifteen', 'time-tracking.graceMinutes: Must be a number of minutes'],
      ['time-tracking.graceMinutes', 241, 'time-tracking.graceMinutes: Must be at most 240 minutes'],
      ['time-tracking.graceMinutes', 1.5, 'time-tracking.graceMinutes: Use whole minutes'],
      ['leave.twoLevelApproval', 'yes', 'leave.twoLevelApproval: Must be true or false'],
      ['security.passwordMinLength', 4, 'security.passwordMinLength: Must be from 8 to 64 characters'],
      ['documents.maxUploadBytes', 10, 'documents.maxUploadBytes: Must be at least 102400 bytes (100 KB)'],
      [
        'payroll.payableDaysBasis',
        'weekly',
        'payroll.payableDaysBasis: Choose calendar days, a fixed 30, or working days',
      ],
      [
        'time-tracking.allowedNetworks',
        ['not a network'],
        'time-tracking.allowedNetworks.0: Must be a network in CIDR notation, like 203.0.113.0/24',
      ],
      [
        'time-tracking.shiftEnd',
        '25:00',
        'time-tracking.shiftEnd: Must be a time like 09:30 (24-hour clock)',
      ],
    ];
    const before = await stored();
    for (const [key, value, message] of cases) {
      const res = await patch(key, value);
      expect(res.statusCode, `${key}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json().message, key).toBe(message);
    }
    // A whole-record rule: overtime cannot start before a half day ends.
    const rule = await patch('time-tracking.overtimeAfterHours', 2);
    expect(rule.statusCode).toBe(400);
    expect(rule.json().message).toMatch(/^time-tracking\.overtimeAfterHours: /);
    // No value, a value of null where one is needed, a malformed key, an unknown field.
    for (const payload of [{}, { value: null }, { value: 1, other: 2 }]) {
      const res = await call('admin', 'PATCH', '/api/configuration/time-tracking.graceMinutes', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch('NOT A KEY', 1)).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/configuration?category=everything')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('applies nothing of a bulk change with one bad pair, and names the bad key', async () => {
    const before = await stored();
    const oneBad = await bulk([
      { key: 'leave.compOffExpiryDays', value: 30 },
      { key: 'time-tracking.graceMinutes', value: -5 },
      { key: 'reports.monthlyMail', value: false },
    ]);
    expect(oneBad.statusCode).toBe(400);
    expect(oneBad.json()).toMatchObject({
      message: 'time-tracking.graceMinutes: Must not be negative',
      details: [{ field: 'time-tracking.graceMinutes', message: 'Must not be negative' }],
    });

    const unknownKey = await bulk([
      { key: 'leave.compOffExpiryDays', value: 30 },
      { key: 'leave.nothing', value: 1 },
    ]);
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().message).toBe('body.items.1: There is no configuration key "leave.nothing"');

    // Checked whole after merging: the first two are fine alone, not together.
    const together = await bulk([
      { key: 'leave.compOffExpiryDays', value: 30 },
      { key: 'time-tracking.halfDayHours', value: 8 },
      { key: 'time-tracking.overtimeAfterHours', value: 6 },
    ]);
    expect(together.statusCode).toBe(400);
    expect(together.json().message).toMatch(/time-tracking\./);

    for (const body of [
      { items: [] },
      {
        items: [
          { key: 'leave.compOffExpiryDays', value: 30 },
          { key: 'leave.compOffExpiryDays', value: 31 },
        ],
      },
      { items: [{ key: 'leave.compOffExpiryDays' }] },
      { items: 'all' },
      {},
    ]) {
      const res = await call('admin', 'POST', '/api/configuration/bulk', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const hrSecurity = await bulk(
      [
        { key: 'leave.compOffExpiryDays', value: 30 },
        { key: 'auth.demoAccountsVisible', value: false },
      ],
      'hr',
    );
    expect(hrSecurity.statusCode).toBe(403);
    expect(hrSecurity.json().message).toBe('Only an admin changes "auth.demoAccountsVisible".');
    expect(await stored()).toEqual(before);
  });

  it('keeps one value when many change one key at once, with one audit row each', async () => {
    const values = [31, 32, 33, 34, 35, 36, 37, 38];
    const results = await Promise.all(values.map((v) => patch('leave.compOffExpiryDays', v, 'hr')));
    expect(results.map((r) => r.statusCode)).toEqual(values.map(() => 200));
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'settings.leave.update'), eq(auditLog.actorUserId, matrix.people.hr.user.id)),
      );
    // Each change saw the one before it (the row lock orders them): the values they replaced are
    // the starting value and every value but the last.
    const added = audits.filter((a) =>
      values.includes((a.after as { compOffExpiryDays?: number }).compOffExpiryDays ?? 0),
    );
    const befores = added.map((a) => (a.before as { compOffExpiryDays: number }).compOffExpiryDays);
    const afters = added.map((a) => (a.after as { compOffExpiryDays: number }).compOffExpiryDays);
    const last = (await list('hr', 'leave')).find((e) => e.key === 'leave.compOffExpiryDays')!.value;
    expect(afters.sort()).toEqual(values);
    expect(befores.sort()).toEqual([90, ...values.filter((v) => v !== last)].sort());
    await patch('leave.compOffExpiryDays', 90);
  });
});
