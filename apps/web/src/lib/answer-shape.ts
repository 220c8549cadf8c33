/**
 * Checks of an answer's shape, declared like the contracts' schemas they stand in for where the
 * first load cannot carry the schema library (bench/web): the API client's errors, and the answers
 * on the way to a session. A check says whether a value has the shape; it converts nothing.
 */
type Check = (value: unknown) => boolean;

export const text: Check = (value) => typeof value === 'string';
export const flag: Check = (value) => typeof value === 'boolean';
export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
export const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
export const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

/** An object holding every field of `T`, each passing its check; other fields are let through. */
export function shape<T>(fields: { [K in keyof T]-?: Check }): (value: unknown) => value is T {
  return (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries<Check>(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));
}
