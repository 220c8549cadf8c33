/**
 * `GET /configuration` names every key for a person: a label in words, the unit of its value and
 * the words of its choices, while the key stays its id.
 */
import { ConfigurationListResponseSchema } from '@hrms/contracts/configuration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Matrix, matrixFor } from '../../test/access-matrix';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let matrix: Matrix;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.factories.company();
  matrix = await matrixFor(ctx, company.id);
});
afterAll(() => ctx.close());

const list = async () => {
  const res = await matrix.call('admin', 'GET', '/api/configuration');
  expect(res.statusCode, res.body).toBe(200);
  return ConfigurationListResponseSchema.parse(res.json()).items;
};

describe('the keys in words', () => {
  it('names every key in words, with its unit and worded choices, the key kept as its id', async () => {
    const all = await list();
    for (const entry of all) {
      expect(entry.label, entry.key).not.toBe(entry.key);
      expect(entry.label, entry.key).not.toMatch(/^[a-z]|[A-Z][a-z]+[A-Z]|\./);
      expect(entry.description, entry.key).not.toMatch(/bytes/);
    }
    const byKey = new Map(all.map((e) => [e.key, e]));
    expect(byKey.get('documents.maxUploadBytes')).toMatchObject({
      label: 'Largest upload',
      unit: 'bytes',
      value: 10 * 1024 * 1024,
      choices: null,
    });
    expect(byKey.get('time-tracking.graceMinutes')).toMatchObject({ unit: 'minutes', choices: null });
    expect(byKey.get('time-tracking.shiftStart')).toMatchObject({ label: 'Shift starts', unit: 'time' });
    expect(byKey.get('time-tracking.allowedNetworks')).toMatchObject({ unit: 'networks' });
    expect(byKey.get('time-tracking.breaksPaid')).toMatchObject({ label: 'Paid breaks', unit: null });
    expect(byKey.get('payroll.payDay')).toMatchObject({
      label: 'Pay day',
      choices: [{ value: 'last_working_day', label: 'Last working day' }],
    });
    expect(byKey.get('payroll.payableDaysBasis')?.choices).toEqual([
      { value: 'calendar', label: 'Calendar days' },
      { value: 'fixed_30', label: 'A fixed 30 days' },
      { value: 'working', label: 'Working days' },
    ]);
    expect(byKey.get('notifications.leaveDecided')?.choices).toEqual([
      { value: 'inApp', label: 'In the app' },
      { value: 'email', label: 'By email' },
    ]);
    expect(byKey.get('security.twoFactorRequiredRoles')?.choices?.map((c) => c.label)).toEqual([
      'Admin',
      'HR',
      'Manager',
      'Employee',
    ]);
  });
});
