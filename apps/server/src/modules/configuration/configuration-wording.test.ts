/**
 * A key no one has worded yet still reads as a setting: its label and unit from its name, its
 * choices from the values its schema takes.
 */
import { configurationWording, wordsOf } from '@hrms/contracts/configuration';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choicesOf } from './configuration.service';

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;

describe('a key without wording of its own', () => {
  it('takes its label and unit from its name', () => {
    expect(configurationWording('leave.carryForwardDays')).toEqual({
      label: 'Carry forward days',
      unit: 'days',
    });
    expect(configurationWording('attendance.cutOffHours')).toEqual({ label: 'Cut off hours', unit: 'hours' });
    expect(configurationWording('documents.scanMaxBytes')).toEqual({
      label: 'Scan max bytes',
      unit: 'bytes',
    });
    expect(configurationWording('payroll.secondApprover')).toEqual({ label: 'Second approver', unit: null });
    expect(wordsOf('fixed_30')).toBe('Fixed 30');
  });

  it('words the values of a one-of, a list and a record of switches', () => {
    const payDay = z.union([z.literal('last_working_day'), z.number().int().min(1).max(31)]);
    expect(choicesOf(json(payDay))).toEqual([{ value: 'last_working_day', label: 'Last working day' }]);
    expect(choicesOf(json(z.enum(['monthly', 'every_two_weeks'])))).toEqual([
      { value: 'monthly', label: 'Monthly' },
      { value: 'every_two_weeks', label: 'Every two weeks' },
    ]);
    expect(choicesOf(json(z.array(z.enum(['hr', 'manager']))))).toEqual([
      { value: 'hr', label: 'Hr' },
      { value: 'manager', label: 'Manager' },
    ]);
    expect(choicesOf(json(z.object({ inApp: z.boolean(), sms: z.boolean() })))).toEqual([
      { value: 'inApp', label: 'In app' },
      { value: 'sms', label: 'Sms' },
    ]);
    expect(choicesOf(json(z.number().int()))).toBeNull();
  });
});
