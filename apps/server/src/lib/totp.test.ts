import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotp, otpauthUrl, timeStep, totp } from './totp';

// The RFC 6238 test secret: ASCII "12345678901234567890", in Base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('one-time passwords', () => {
  it('computes the RFC 6238 appendix B SHA-1 values (last six digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, eight] of vectors) {
      expect(totp(RFC_SECRET, new Date(seconds * 1000))).toBe(eight.slice(2));
    }
    expect(totp(RFC_SECRET.toLowerCase(), new Date(59_000))).toBe('287082');
  });

  it('makes 160-bit Base32 secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('accepts the current step and one either side, and nothing used already', () => {
    const at = new Date('2026-03-01T10:00:10Z');
    const step = timeStep(at);
    const code = (offset: number) => totp(RFC_SECRET, at, offset);
    expect(matchTotp(RFC_SECRET, code(0), at)).toBe(step);
    expect(matchTotp(RFC_SECRET, code(-1), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, code(1), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, code(-2), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(2), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(0), at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(1), at, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, 'abcdef', at)).toBeNull();
    expect(matchTotp('not base32!', code(0), at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const text = otpauthUrl({ issuer: 'HRMS', account: 'asha@acme.test', secret: RFC_SECRET });
    expect(text.startsWith('otpauth://totp/HRMS:asha%40acme.test?')).toBe(true);
    const url = new URL(text);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: RFC_SECRET,
      issuer: 'HRMS',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
