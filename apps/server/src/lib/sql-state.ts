/** PostgreSQL's SQLSTATE of a failed query, through the driver's or Drizzle's wrapping. */
export function sqlState(error: unknown): { code?: string; constraint?: string } {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}) };
    }
    e = e.cause as typeof e;
  }
  return {};
}

/** A unique index or a foreign key refused the write: two requests raced past the service's checks. */
export const isRaceConflict = (code: string | undefined) => code === '23505' || code === '23503';

/** Errors of a connection that failed or was cut, rather than of a statement. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What `pg` says, without a code, when the server goes away under a connection. */
const CUT_CONNECTION = /^Connection terminated|^Client has encountered a connection error|^Connection ended/;

/**
 * The database could not be reached or went away mid-request: SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, not yet accepting connections), or a socket error.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || CONNECTION_ERRNOS.has(code)) return true;
    if (typeof e.message === 'string' && CUT_CONNECTION.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
