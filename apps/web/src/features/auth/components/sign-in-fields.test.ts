import { LoginBodySchema } from '@hrms/contracts/auth';
import { describe, expect, it } from 'vitest';
import { checkSignInFields } from './sign-in-fields';

/** What the contract's schema says of the two fields: the values it sends, or its first message for each. */
function bySchema(email: string, password: string) {
  const parsed = LoginBodySchema.safeParse({ email, password });
  if (parsed.success) return { ok: true, email: parsed.data.email, password: parsed.data.password };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

describe('the sign-in fields', () => {
  it.each([
    ['riya@example.com', 'secret-password'],
    ['  Riya.Sharma@Example.COM ', 'x'],
    ['not-an-email', ''],
    ['', 'secret-password'],
    ['riya@example', 'secret-password'],
    ['.riya@example.com', 'secret-password'],
    ['riya..sharma@example.com', 'secret-password'],
    [`${'a'.repeat(250)}@example.com`, 'secret-password'],
    ['riya@example.com', 'x'.repeat(129)],
    ['riya@example.com', 'x'.repeat(128)],
  ])('checks %j and its password as the contract does', (email, password) => {
    expect(checkSignInFields(email, password)).toEqual(bySchema(email, password));
  });
});
