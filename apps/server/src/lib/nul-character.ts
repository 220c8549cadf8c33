/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one fails in the
 * database, which would answer a person's typing with a server error. Input is refused before it
 * gets there, with the field named.
 */
import { AppError } from './app-error';

export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';

/** The path of the first string in `value` that holds a NUL (`body.address.line1`), or null. */
export function fieldWithNul(value: unknown, path: string): string | null {
  // A walk with its own stack: a deeply nested body cannot overflow the call stack.
  const stack: [unknown, string][] = [[value, path]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) stack.push([child, `${at}.${key}`]);
    }
  }
  return null;
}

export function nulRefused(field: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${NUL_MESSAGE}`, [{ field, message: NUL_MESSAGE }]);
}
