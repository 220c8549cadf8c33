/** The company's departments and offices, as lists to choose from (audiences, filters, forms). */
import { z } from 'zod';
import { IdSchema } from './common';

export const DepartmentOptionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: z.string(),
  /** Active people in the department. */
  headcount: z.number().int(),
});
export const DepartmentListResponseSchema = z.object({ items: z.array(DepartmentOptionSchema) });
export type DepartmentListResponse = z.infer<typeof DepartmentListResponseSchema>;

export const OfficeOptionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  city: z.string().nullable(),
  timezone: z.string(),
});
export const OfficeListResponseSchema = z.object({ items: z.array(OfficeOptionSchema) });
export type OfficeListResponse = z.infer<typeof OfficeListResponseSchema>;
