import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** The last applied migration's tag, e.g. `0000_foundation`. */
  migration: z.string().nullable(),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
