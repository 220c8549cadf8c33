import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUrl,
  timeStep,
  totp,
} from './totp';

// The RFC 4226 and RFC 6238 test secret: ASCII "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('one-time passwords', () => {
  it('computes the RFC 4226 appendix D HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

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
      expect(hotp(RFC_KEY, timeStep(new Date(seconds * 1000)), 8)).toBe(eight);
    }
  });

  it('round-trips Base32 and makes 160-bit secrets', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET.toLowerCase())).toEqual(RFC_KEY);
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the current step and one either side, and nothing used already', () => {
    const at = new Date('2026-03-01T10:00:10Z');
    const step = timeStep(at);
    const code = (s: number) => hotp(RFC_KEY, s);
    expect(matchTotp(RFC_SECRET, code(step), at)).toBe(step);
    expect(matchTotp(RFC_SECRET, code(step - 1), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, code(step + 1), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, code(step - 2), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(step + 2), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(step), at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code(step + 1), at, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, 'abcdef', at)).toBeNull();
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
