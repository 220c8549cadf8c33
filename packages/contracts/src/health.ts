import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** The last applied migration's tag, e.g. `0000_foundation`. */
  migration: z.string().nullable(),
  version: z.string(),
  /** The Node.js version the server runs on, e.g. `24.21.0` (`.node-version` names the one supported). */
  node: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * What one server process has seen since the previous call (or its start): how late its event loop
 * ran, how long requests waited for a database connection, and its memory. Admin only.
 */
export const ServerMetricsSchema = z.object({
  pid: z.number().int(),
  windowSeconds: z.number(),
  eventLoopDelayMs: z.object({ mean: z.number(), p50: z.number(), p99: z.number(), max: z.number() }),
  /** PostgreSQL only: the pool's size now, and the connection checkouts in the window. */
  pool: z
    .object({
      size: z.number().int(),
      idle: z.number().int(),
      waitingNow: z.number().int(),
      max: z.number().int(),
      checkouts: z.number().int(),
      /** Checkouts that waited more than a millisecond for a free connection. */
      waited: z.number().int(),
      waitMsTotal: z.number(),
      /** The longest checkout since the process started. */
      waitMsMax: z.number(),
    })
    .nullable(),
  memory: z.object({ rssBytes: z.number().int(), heapUsedBytes: z.number().int() }),
});
export type ServerMetrics = z.infer<typeof ServerMetricsSchema>;
