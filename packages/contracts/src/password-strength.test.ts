import { describe, expect, it } from 'vitest';
import { judgePassword, PASSWORD_PERSONAL_MESSAGE } from './password-strength';

const priya = { email: 'priya.sharma@acme.test', names: ['Priya', 'Sharma'] };

describe('password strength', () => {
  it('refuses a guessable password with a reason', async () => {
    for (const weak of ['0000-00-00', 'password123', 'qwertyuiop', 'abcabcabcabc', 'Summer2024!']) {
      const judged = await judgePassword(weak);
      expect(judged.problem, weak).toMatch(/^This password is easy to guess\./);
      expect(judged.score, weak).toBeLessThan(3);
    }
  });

  it('refuses a password built from the person’s own name or email', async () => {
    for (const own of ['priya.sharma', 'PriyaSharma!!', 'sharma-priya-1', 'priya.sharma@acme.test']) {
      expect((await judgePassword(own, priya)).problem, own).toBe(PASSWORD_PERSONAL_MESSAGE);
    }
  });

  it('accepts a long unguessable one', async () => {
    for (const strong of [
      'Kept-Private-Passphrase-42',
      'correct horse battery staple',
      'mango TRAIN 84 violet',
    ]) {
      const judged = await judgePassword(strong, priya);
      expect(judged.problem, strong).toBeNull();
      expect(judged.score, strong).toBeGreaterThanOrEqual(3);
    }
  });
});
