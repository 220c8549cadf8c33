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

  it('read entries written by earlier versions as what they were', () => {
    expect(summarise('employee.contact.update', 'Asha', { phone: 'a' }, { phone: 'b' })).toBe(
      summarise('employee.profile.update', 'Asha', { phone: 'a' }, { phone: 'b' }),
    );
    expect(summarise('something.else', 'Asha', null, null)).toBe('Asha: something.else');
  });
});
