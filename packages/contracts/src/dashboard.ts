/** The dashboard: the signed-in person and real counts from the database. */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema } from './common';
import { RoleSchema } from './roles';

/** How far ahead the dashboard looks for birthdays, work anniversaries and probations ending. */
export const CELEBRATION_DAYS_AHEAD = 14;
export const PROBATION_DAYS_AHEAD = 30;
/** At most this many of each list; `total` says how many there are. */
export const DASHBOARD_LIST_LIMIT = 20;

const DashboardPersonSchema = z.object({
  id: IdSchema,
  name: z.string(),
  designation: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export const DashboardResponseSchema = z.object({
  me: z.object({
    /** The signed-in person's employee record; null for an account without one. */
    employeeId: IdSchema.nullable(),
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
  /**
   * Birthdays and work anniversaries of the people one leads (hr and admin: the company) in the next
   * `CELEBRATION_DAYS_AHEAD` days, today first; null for employees. A birthday gives its day only.
   */
  celebrations: z
    .object({
      items: z.array(
        z.object({
          employee: DashboardPersonSchema,
          kind: z.enum(['birthday', 'anniversary']),
          /** This year's (or next year's) date of the occasion. */
          date: CalendarDateSchema,
          /** Completed years of service, for an anniversary. */
          years: z.number().int().nullable(),
        }),
      ),
      total: z.number().int(),
    })
    .nullable(),
  /** Probations ending today or in the next `PROBATION_DAYS_AHEAD` days in reach, soonest first; null for employees. */
  probations: z
    .object({
      items: z.array(z.object({ employee: DashboardPersonSchema, endDate: CalendarDateSchema })),
      total: z.number().int(),
    })
    .nullable(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
