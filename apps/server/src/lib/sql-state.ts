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
