/**
 * Puts a refused request's field messages on the form's fields. The API names a field by its path
 * in the request (`body.address.city`); a message for a path the form has no field for, or an error
 * without field details, becomes the form's own message (`errors.root.server`).
 */
import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client';

/** The key of the message that belongs to no one field. */
export const FORM_ERROR = 'root.server' as const;

/** `body.address.city` → the closest path the form holds a value at (`address.city`), or null. */
export function formPathOf(values: FieldValues, field: string): string | null {
  const segments = field.split('.');
  if (segments[0] === 'body') segments.shift();
  for (let n = segments.length; n > 0; n--) {
    const candidate = segments.slice(0, n).join('.');
    if (get(values, candidate) !== undefined) return candidate;
  }
  return null;
}

export interface ServerErrorOptions {
  /** Where a message for an unknown path goes instead of the form's message, if anywhere. */
  pathOf?: (field: string) => string | null;
  /** The form's message when the error carries none. */
  fallback?: string;
}

/**
 * Sets the server's field messages on the form (the first per field) and returns whether any
 * landed on a field; otherwise the error's message is set as the form's message.
 */
export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  options: ServerErrorOptions = {},
): boolean {
  const values = form.getValues();
  const placed = new Set<string>();
  let unplaced: string | null = null;
  if (isApiError(error)) {
    for (const issue of error.details ?? []) {
      const path = options.pathOf?.(issue.field) ?? formPathOf(values, issue.field);
      if (!path) {
        unplaced ??= issue.message;
        continue;
      }
      if (placed.has(path)) continue;
      placed.add(path);
      form.setError(path as FieldPath<T>, { type: 'server', message: issue.message });
    }
  }
  if (placed.size > 0) return true;
  const message =
    unplaced ??
    (error instanceof Error && error.message
      ? error.message
      : (options.fallback ?? 'Something went wrong. Try again.'));
  form.setError(FORM_ERROR, { type: 'server', message });
  return false;
}
