import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB and two passes, and verifies', async () => {
    const hash = await hashPassword('a long passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a long passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a wrong passphrase')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
