import { describe, expect, it } from 'vitest';
import { BACKUP_CODES_FILENAME, backupCodesText } from './backup-codes';

const codes = [
  'abcd-1234',
  'efgh-5678',
  'ijkl-9012',
  'mnop-3456',
  'qrst-7890',
  'uvwx-1357',
  'yzab-2468',
  'cdef-3579',
  'ghij-4680',
  'klmn-5791',
];

describe('backup codes file', () => {
  it('lists every code numbered, with the account, the date and how to use them', () => {
    const text = backupCodesText(codes, {
      account: 'riya.sharma@example.com',
      createdAt: new Date('2026-03-05T10:30:00Z'),
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('HRMS backup codes');
    expect(lines).toContain('Account: riya.sharma@example.com');
    expect(lines).toContain('Created: 2026-03-05T10:30:00.000Z');
    expect(lines).toContain('Each code works once. Making new codes stops these from working.');
    expect(lines).toContain(' 1. abcd-1234');
    expect(lines).toContain('10. klmn-5791');
    for (const code of codes) expect(text).toContain(code);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('names the company when it is known and saves as a .txt file', () => {
    const text = backupCodesText(codes.slice(0, 2), {
      account: 'a@acme.test',
      createdAt: new Date(0),
      companyName: 'Acme',
    });
    expect(text.split('\r\n')[0]).toBe('HRMS backup codes (Acme)');
    expect(text).toContain('1. abcd-1234');
    expect(BACKUP_CODES_FILENAME).toMatch(/\.txt$/);
  });
});
