/**
 * Two-factor backup codes: ten single-use `xxxx-xxxx` codes from a 32-letter alphabet without look-alike
 * characters (40 random bits each). Only SHA-256 hashes are stored, salted with the user's id; the
 * dash and case are ignored when a code is typed.
 */
import { createHash, randomBytes } from 'node:crypto';

export const BACKUP_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 32 letters: the low five bits of a byte pick one without bias.
    const letters = [...randomBytes(8)].map((byte) => ALPHABET[byte & 31]).join('');
    return `${letters.slice(0, 4)}-${letters.slice(4)}`;
  });
}

export function hashBackupCode(userId: string, code: string): string {
  const normalised = code.trim().toLowerCase().replace(/-/g, '');
  return createHash('sha256').update(`${userId}:${normalised}`).digest('hex');
}
