/** The dashboard: the signed-in person and real counts from the database. */
import { z } from 'zod';
import { RoleSchema } from './roles';

export const DashboardResponseSchema = z.object({
  me: z.object({
    name: z.string(),
    role: RoleSchema,
    designation: z.string().nullable(),
    department: z.string().nullable(),
    office: z.string().nullable(),
    manager: z.string().nullable(),
    joinDate: z.string().nullable(),
  }),
  company: z.object({
    name: z.string(),
    headcount: z.number().int(),
    departments: z.number().int(),
    offices: z.number().int(),
  }),
  /** Direct and indirect reports; present for managers, hr and admin. */
  team: z
    .object({
      directReports: z.number().int(),
      totalReports: z.number().int(),
    })
    .nullable(),
  /** Headcount per department; present for hr and admin. */
  departments: z.array(z.object({ name: z.string(), headcount: z.number().int() })).nullable(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
