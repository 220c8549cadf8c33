import { AUDIT_ACTION_LABELS, auditActionLabel } from '@hrms/contracts/audit';
import { describe, expect, it } from 'vitest';
import { summarise } from '../employees/employee-changes';
import { AUDIT_ACTIONS } from './audit-actions';

describe('audit actions', () => {
  it('are unique across kinds of record', () => {
    const all = Object.values(AUDIT_ACTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('each have a sentence in the employee activity feed, never the raw action name', () => {
    for (const action of AUDIT_ACTIONS.employee) {
      const line = summarise(action, 'Asha', { phone: 'a' }, { phone: 'b' });
      expect(line.startsWith('Asha '), action).toBe(true);
      expect(line, action).not.toContain(action);
    }
  });

  it('each read in words in the audit log, and an action not worded yet reads from its key', () => {
    for (const action of Object.values(AUDIT_ACTIONS).flat()) {
      expect(AUDIT_ACTION_LABELS[action], action).toMatch(/^[A-Z][^.]+$/);
    }
    expect(auditActionLabel('leave.year_end.run')).toBe('Closed the leave year');
    expect(auditActionLabel('payroll.month.reopen')).toBe('Payroll month reopen');
  });

  it('read entries written by earlier versions as what they were', () => {
    expect(summarise('employee.contact.update', 'Asha', { phone: 'a' }, { phone: 'b' })).toBe(
      summarise('employee.profile.update', 'Asha', { phone: 'a' }, { phone: 'b' }),
    );
    expect(summarise('something.else', 'Asha', null, null)).toBe('Asha: something.else');
  });
});
