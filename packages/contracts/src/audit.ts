/** The audit log viewer (Settings → Audit log, admin): who changed what and when, filtered and exported. */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, PageQuerySchema, paginated } from './common';
import { singleLine } from './text';

const AuditFiltersSchema = z.strictObject({
  /** An action exactly (`employee.update`), or its area (`employee`, `settings`). */
  action: singleLine(z.string().trim().max(100)).optional(),
  entityType: singleLine(z.string().trim().max(100)).optional(),
  actorUserId: IdSchema.optional(),
  /** Calendar dates in the company's time zone, both included. */
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  /** Inside the record's id or the reason. */
  search: singleLine(z.string().trim().max(100)).optional(),
});

function checkRange(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after the start date' });
  }
}

export const AuditQuerySchema = PageQuerySchema.extend(AuditFiltersSchema.shape).superRefine(checkRange);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditExportQuerySchema = AuditFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv'),
}).superRefine(checkRange);
export type AuditExportQuery = z.infer<typeof AuditExportQuerySchema>;

export const AuditLogEntrySchema = z.object({
  id: IdSchema,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: InstantSchema,
  /** Who acted; null for the system (a scheduled pass) or an account since deleted. */
  actor: z.object({ userId: IdSchema, name: z.string(), email: z.string() }).nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditListResponseSchema = paginated(AuditLogEntrySchema).extend({
  /** Every action the product records, for the filter. */
  actions: z.array(z.string()),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
