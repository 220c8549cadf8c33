/** Building blocks shared by every module's contracts. */
import { z } from 'zod';
import { multiLine } from './text';

export const IdSchema = z.uuid({ message: 'Must be a valid id' });
export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** Calendar date as `YYYY-MM-DD` (attendance, leave, join dates). There is no year 0. */
export const CalendarDateSchema = z.iso
  .date({ message: 'Must be a date in the form YYYY-MM-DD' })
  .refine((date) => date >= '0001-01-01', { message: 'Must be a date in the year 1 or later' });
/** An instant, serialised as ISO 8601 with time zone. */
export const InstantSchema = z.iso.datetime({ offset: true });

export const PageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/**
 * A decision on a request: approved, or rejected with a comment that says why (`unexplained` is the
 * message when a rejection has none).
 */
export function decisionBodySchema(unexplained: string) {
  return z
    .strictObject({
      status: z.enum(['approved', 'rejected'], { message: 'Choose approved or rejected' }),
      comment: multiLine(z.string().trim().max(1000, { message: 'Keep the comment under 1,000 characters' }))
        .nullable()
        .default(null),
    })
    .superRefine((body, ctx) => {
      if (body.status === 'rejected' && !body.comment) {
        ctx.addIssue({ code: 'custom', path: ['comment'], message: unexplained });
      }
    });
}

export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** A month in a path: `/calendar/{year}/{month}`, `/report/monthly/{year}/{month}`. */
export const YearMonthParamsSchema = z.strictObject({
  year: z.coerce
    .number({ message: 'Must be a year' })
    .int({ message: 'Must be a year' })
    .min(2000, { message: 'Must be a year from 2000' })
    .max(2100, { message: 'Must be a year up to 2100' }),
  month: z.coerce
    .number({ message: 'Must be a month from 1 to 12' })
    .int({ message: 'Must be a month from 1 to 12' })
    .min(1, { message: 'Must be a month from 1 to 12' })
    .max(12, { message: 'Must be a month from 1 to 12' }),
});
