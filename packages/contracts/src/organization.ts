/** The company's departments and offices, as lists to choose from (audiences, filters, forms). */
import { z } from 'zod';
import { IdSchema } from './common';
import { singleLine } from './text';

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

/** Job titles hr picks from and may add to. */
export const DesignationSchema = z.object({ id: IdSchema, name: z.string(), headcount: z.number().int() });
export type Designation = z.infer<typeof DesignationSchema>;
export const DesignationListResponseSchema = z.object({ items: z.array(DesignationSchema) });
export type DesignationListResponse = z.infer<typeof DesignationListResponseSchema>;
export const CreateDesignationBodySchema = z.strictObject({
  name: singleLine(
    z
      .string()
      .trim()
      .min(2, { message: 'Give a designation of at least 2 characters' })
      .max(100, { message: 'A designation is at most 100 characters' }),
  ),
});

/** Departments: hr creates and edits them, with a head and a parent. */
export const DepartmentBodySchema = z.strictObject({
  name: singleLine(z.string().trim().min(2, { message: 'Give a name of at least 2 characters' }).max(100)),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{2,16}$/, { message: 'A code is 2 to 16 letters, digits, - or _' }),
  headEmployeeId: IdSchema.nullable().optional(),
  parentId: IdSchema.nullable().optional(),
});
export const UpdateDepartmentBodySchema = DepartmentBodySchema.partial();
export const DepartmentSchema = DepartmentOptionSchema.extend({
  parentId: IdSchema.nullable(),
  headEmployeeId: IdSchema.nullable(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/** `GET /employees/org-chart`: the reporting tree of people who have not left. */
export interface OrgChartNode {
  id: string;
  name: string;
  employeeCode: string;
  designation: string | null;
  department: string | null;
  photoUrl: string | null;
  /** Direct reports, and everyone below. */
  directReports: number;
  totalReports: number;
  children: OrgChartNode[];
}
export const OrgChartNodeSchema: z.ZodType<OrgChartNode> = z.lazy(() =>
  z.object({
    id: IdSchema,
    name: z.string(),
    employeeCode: z.string(),
    designation: z.string().nullable(),
    department: z.string().nullable(),
    photoUrl: z.string().nullable(),
    directReports: z.number().int(),
    totalReports: z.number().int(),
    children: z.array(OrgChartNodeSchema),
  }),
);
export const OrgChartQuerySchema = z.strictObject({
  /** Start from this person instead of the top (a manager's chart starts from them). */
  rootId: IdSchema.optional(),
  departmentId: IdSchema.optional(),
});
export const OrgChartResponseSchema = z.object({
  /** The people at the top: those with no manager in view. */
  roots: z.array(OrgChartNodeSchema),
  total: z.number().int(),
});
export type OrgChartResponse = z.infer<typeof OrgChartResponseSchema>;
export const OrgChartExportQuerySchema = OrgChartQuerySchema.extend({
  format: z.enum(['pdf', 'csv']).default('pdf'),
});
