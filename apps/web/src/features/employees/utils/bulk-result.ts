import type { BulkResult } from '@hrms/contracts/employees';

export interface BulkSummary {
  tone: 'success' | 'warning' | 'error';
  /** `12 updated, 2 failed` */
  title: string;
  /** One line per refused person, `Name: reason`, at most `maxLines` and then `and N more`. */
  lines: string[];
  failedIds: string[];
}

/**
 * What a bulk action did, in words: how many were done and, for each refused person, why. Names
 * come from the rows the person selected; an id no longer on screen reads as `1 employee`.
 */
export function summariseBulkResult(
  result: BulkResult,
  verb: string,
  names: ReadonlyMap<string, string>,
  maxLines = 5,
): BulkSummary {
  const failed = result.results.filter((r) => !r.ok);
  const parts = [`${result.succeeded} ${verb}`];
  if (result.failed > 0) parts.push(`${result.failed} failed`);
  const lines = failed
    .slice(0, maxLines)
    .map((r) => `${names.get(r.id) ?? 'An employee'}: ${r.error ?? 'not changed'}`);
  if (failed.length > maxLines) lines.push(`and ${failed.length - maxLines} more`);
  return {
    tone: result.failed === 0 ? 'success' : result.succeeded === 0 ? 'error' : 'warning',
    title: parts.join(', '),
    lines,
    failedIds: failed.map((r) => r.id),
  };
}
