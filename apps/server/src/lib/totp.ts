/**
 * Time-based one-time passwords (RFC 6238) through the `otpauth` library: HMAC-SHA-1, 6 digits,
 * 30-second steps, the parameters every authenticator app uses by default. Secrets travel as Base32
 * without padding, as in `otpauth://` URIs. What is ours is the policy: the window, and that a code
 * is accepted once (callers keep the step they accepted).
 */
import { TOTP as OtpTotp, Secret } from 'otpauth';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now that are still accepted, for clocks that drift and slow typists. */
export const TOTP_WINDOW = 1;

const ALGORITHM = 'SHA1';

/** A new secret: 20 random bytes (the HMAC-SHA-1 block's natural key size), Base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The RFC 6238 time step (T) that contains `at`. */
export function timeStep(at: Date): number {
  return OtpTotp.counter({ period: TOTP_STEP_SECONDS, timestamp: at.getTime() });
}

/** The code for `secret` at `at`, `offset` steps away (what an authenticator app shows). */
export function totp(secret: string, at: Date, offset = 0): string {
  return OtpTotp.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: at.getTime() + offset * TOTP_STEP_SECONDS * 1000,
  });
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
  let key: Secret;
  try {
    key = Secret.fromBase32(secret);
  } catch {
    return null;
  }
  const delta = OtpTotp.validate({
    token: code,
    secret: key,
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = timeStep(at) + delta;
  // A code of a step already accepted is a replay.
  return usedStep !== null && step <= usedStep ? null : step;
}

/** `otpauth://totp/ISSUER:ACCOUNT?...`, the Key URI Format authenticator apps read from a QR code. */
export function otpauthUrl(options: { issuer: string; account: string; secret: string }): string {
  return new OtpTotp({
    issuer: options.issuer,
    label: options.account,
    secret: Secret.fromBase32(options.secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  }).toString();
}
