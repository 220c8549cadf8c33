/**
 * Counts the audit rows written while one request is handled, so a test can tell a route that
 * changed data without a trail (plugins/audit-completeness.ts). Outside such a scope it does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface AuditScope {
  recorded: number;
  /** The request asked for a change that left everything as it was. */
  unchanged: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `work` (the rest of one request) counting the audit rows it writes. */
export function withAuditScope(work: () => void): void {
  scopes.run({ recorded: 0, unchanged: false }, work);
}

/** Whether the current request wrote an audit row or said it changed nothing; true outside a scope. */
export function auditAccountedFor(): boolean {
  const scope = scopes.getStore();
  return scope === undefined || scope.recorded > 0 || scope.unchanged;
}

export function markNothingChanged(): void {
  const scope = scopes.getStore();
  if (scope) scope.unchanged = true;
}

export function countAuditRows(rows: number): void {
  const scope = scopes.getStore();
  if (scope) scope.recorded += rows;
}
