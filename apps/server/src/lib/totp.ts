/**
 * Time-based one-time passwords: HOTP (RFC 4226) over 30-second time steps (RFC 6238), HMAC-SHA-1,
 * 6 digits, the parameters every authenticator app uses by default. Secrets travel as Base32
 * (RFC 4648) without padding, as in `otpauth://` URIs.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now that are still accepted, for clocks that drift and slow typists. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes Base32, ignoring case, spaces and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('Not a Base32 string');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (the HMAC-SHA-1 block's natural key size), Base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the 8-byte counter, dynamic truncation, last `digits` digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step (T) that contains `at`. */
export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

export function totp(secret: string, at: Date): string {
  return hotp(base32Decode(secret), timeStep(at));
}

/**
 * The time step whose code `code` is, within ±TOTP_WINDOW of `at` and after `usedStep`, or null.
 * Callers store the step they accept and pass it back as `usedStep`, so a code works once.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  usedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = timeStep(at);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is compared, in constant time, so the timing does not say which one matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const fresh = usedStep === null || step > usedStep;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && fresh && matched === null) matched = step;
  }
  return matched;
}

/** `otpauth://totp/ISSUER:ACCOUNT?...`, the Key URI Format authenticator apps read from a QR code. */
export function otpauthUrl(options: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
