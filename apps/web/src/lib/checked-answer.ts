/**
 * An answer checked against its contract's schema, with the schema's module fetched beside the
 * answer instead of before the page: the first signed-in screen (the shell, its bell and the
 * dashboard) renders without the schema library, which arrives while its answers are on the way
 * (bench/web, decision 041). Pages that load later import their schemas as usual.
 */
import type { ZodType } from 'zod';

export async function checkedAnswer<T>(
  answer: Promise<unknown>,
  schema: () => Promise<ZodType<T>>,
): Promise<T> {
  const [data, check] = await Promise.all([answer, schema()]);
  return check.parse(data);
}
