import { describe, expect, it } from 'vitest';
import { attendanceValues, describeAction, hours, percent, today } from './report-format';

describe('report figures', () => {
  it('describes an audit action by its verb and its record', () => {
    expect(describeAction('leave.request.approve')).toBe('Approved · leave request');
    expect(describeAction('payroll.month.finalize')).toBe('Finalised · payroll month');
    expect(describeAction('user.two_factor.enable')).toBe('Turned on · user two factor');
    expect(describeAction('something.unheard_of')).toBe('Unheard of · something');
  });

  it('writes rates, hours and the day in the company’s zone', () => {
    expect(percent(null)).toBe('—');
    expect(percent(92.5)).toBe('92.5%');
    expect(hours(90)).toBe('1.5 h');
    expect(hours(0)).toBe('0 h');
    // 20:00 UTC on 1 March is already 2 March in India.
    expect(today(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });

  it('stacks a period’s days as on time, late or half, and away', () => {
    expect(attendanceValues({ present: 10, late: 2, half_day: 1, absent: 3, on_leave: 4 })).toEqual([
      10, 3, 7,
    ]);
  });
});
