// The code an authenticator app shows for a secret, from the same library an app would use.
import { Secret, TOTP } from 'otpauth';

export function totp(secret: string, at = Date.now(), stepOffset = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + stepOffset * 30_000 });
}
