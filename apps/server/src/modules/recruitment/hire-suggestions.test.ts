import { describe, expect, it } from 'vitest';
import { codesAfter, emailPatternOf, emailsFor, mailboxPart } from './hire-suggestions';

const person = (firstName: string, lastName: string, workEmail: string) => ({
  firstName,
  lastName,
  workEmail,
});

describe('what a hire proposes', () => {
  it('counts on from the highest number of the commonest code shape, keeping its width', () => {
    expect(codesAfter({ prefix: 'ACME-', width: 4, highest: 60n }, 2)).toEqual(['ACME-0061', 'ACME-0062']);
    expect(codesAfter({ prefix: 'E', width: 2, highest: 99n }, 1)).toEqual(['E100']);
  });

  it('reads the pattern most addresses follow, outvoting role mailboxes and other domains', () => {
    const people = [
      person('Asha', 'Rao', 'arao@corp.example'),
      person('Bala', 'Iyer', 'biyer@corp.example'),
      person('Chitra', 'Nair', 'chitra.nair@corp.example'),
      person('Hema', 'Rao', 'hr@corp.example'),
      person('Vendor', 'Desk', 'vendor@agency.example'),
    ];
    const pattern = emailPatternOf(people);
    expect(pattern).toEqual({ pattern: 'flast', domain: 'corp.example' });
    expect(emailsFor(pattern!, 'Zoë', "D'Souza Khan", 2)).toEqual([
      'zdsouzakhan@corp.example',
      'zdsouzakhan2@corp.example',
    ]);
  });

  it('proposes no address when no address follows a pattern of names', () => {
    expect(emailPatternOf([person('Hema', 'Rao', 'hr@corp.example')])).toBeNull();
    expect(mailboxPart('  José-María ')).toBe('josemaria');
  });
});
