/** The company's departments and offices, as lists to choose from (audiences, filters, forms). */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema } from './common';
import { CHOOSE_LOCALE_MESSAGE, LOCALES } from './locales';
import { multiLine, singleLine } from './text';

export const DepartmentOptionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: z.string(),
  /** Active people in the department. */
  headcount: z.number().int(),
});

export const OfficeOptionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  city: z.string().nullable(),
  timezone: z.string(),
});
export const OfficeListResponseSchema = z.object({ items: z.array(OfficeOptionSchema) });
export type OfficeListResponse = z.infer<typeof OfficeListResponseSchema>;

/** Job titles hr picks from and may add to. */
export const DesignationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Active people with the title. */
  headcount: z.number().int(),
  /** Everyone ever given it, people who left included. */
  people: z.number().int(),
});
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
export type DepartmentBody = z.input<typeof DepartmentBodySchema>;
export type UpdateDepartmentBody = z.input<typeof UpdateDepartmentBodySchema>;
export const DepartmentSchema = DepartmentOptionSchema.extend({
  parentId: IdSchema.nullable(),
  headEmployeeId: IdSchema.nullable(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/** `GET /organization/departments`: what pickers need, and what Settings → Departments shows. */
export const DepartmentListItemSchema = DepartmentSchema.extend({
  headName: z.string().nullable(),
  /** Everyone ever placed in it, people who left included: their history points at it. */
  people: z.number().int(),
});
export type DepartmentListItem = z.infer<typeof DepartmentListItemSchema>;
export const DepartmentListResponseSchema = z.object({ items: z.array(DepartmentListItemSchema) });
export type DepartmentListResponse = z.infer<typeof DepartmentListResponseSchema>;

/** `PATCH /organization/designations/{id}`: a new name for a job title. */
export const UpdateDesignationBodySchema = CreateDesignationBodySchema;

/**
 * `POST /organization/departments/{id}/merge` and `/designations/{id}/merge`: everyone in the one
 * named by the path moves into `intoId`, and the first is deleted.
 */
export const MergeBodySchema = z.strictObject({ intoId: IdSchema });

/** `GET /employees/org-chart`: the reporting tree of people who have not left. */
export interface OrgChartNode {
  id: string;
  name: string;
  employeeCode: string;
  designation: string | null;
  department: string | null;
  photoUrl: string | null;
  /** The joining date of someone who has not joined yet: shown as joining, outside every count. */
  joinsOn: string | null;
  /** Direct reports, and everyone below, who count in the headcount (people who joined). */
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
    joinsOn: CalendarDateSchema.nullable(),
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
  /** The people in view who count in the headcount: those joining later are shown but not counted. */
  total: z.number().int(),
});
export type OrgChartResponse = z.infer<typeof OrgChartResponseSchema>;
export const OrgChartExportQuerySchema = OrgChartQuerySchema.extend({
  format: z.enum(['pdf', 'csv']).default('pdf'),
});

// ------------------------------------------------------------------- company and offices (Settings → Company)

/** PAN: five letters, four digits, a letter (AAACN1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** TAN: four letters, five digits, a letter (BLRN12345C). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, from its first 14 (the GST network's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not one, or null: state code, the PAN inside it, and its check character. */
export function gstinProblem(gstin: string): string | null {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return 'Must be 15 characters: state code, PAN, entity number, Z and a check character (29AAACN1234F1Z5)';
  }
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || state > 38) return 'Must start with a state code from 01 to 38';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'The check character does not match: look for a typing mistake';
  return null;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const upperTrimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** Optional text from a form: an empty field clears it (null). */
const cleared = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An IANA time zone such as Asia/Kolkata. */
export const TimeZoneSchema = singleLine(
  z.string().trim().max(64).refine(isTimeZone, { message: 'Must be a time zone like Asia/Kolkata' }),
);

export const COMPANY_LOCALES = ['en-IN', 'en-US', 'en-GB'] as const;
export const COMPANY_LOCALE_LABELS: Record<(typeof COMPANY_LOCALES)[number], string> = {
  'en-IN': 'India (12,34,567.89)',
  'en-US': 'United States (1,234,567.89)',
  'en-GB': 'United Kingdom (1,234,567.89)',
};
export const COMPANY_CURRENCIES = ['INR'] as const;
/** Where the logo is served, followed by its key. */
export const COMPANY_LOGO_PATH = '/api/settings/company/logo/';

export const CompanySettingsSchema = z.object({
  id: IdSchema,
  name: z.string(),
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  pan: z.string().nullable(),
  tan: z.string().nullable(),
  gstin: z.string().nullable(),
  /** The month (1–12) the financial year starts; April in India. */
  financialYearStartMonth: z.number().int().min(1).max(12),
  currency: z.string(),
  locale: z.string(),
  /** The language of everyone who has not chosen their own. */
  language: z.enum(LOCALES),
  timezone: z.string(),
  /** Where the logo is served (public, by an unguessable key), or null. */
  logoUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/**
 * `PATCH /settings/company`, as JSON or as the text fields of a multipart form (with the logo as
 * `logo`); an empty optional field clears it.
 */
export const UpdateCompanyBodySchema = z
  .strictObject({
    name: singleLine(z.string().trim().min(1, { message: 'Give the company a name' }).max(120)),
    legalName: z.preprocess(cleared, singleLine(z.string().trim().max(200)).nullable()),
    address: z.preprocess(
      cleared,
      multiLine(z.string().trim().max(500, { message: 'At most 500 characters' })).nullable(),
    ),
    pan: z.preprocess(
      (v) => upperTrimmed(cleared(v)),
      z.string().regex(PAN_PATTERN, { message: 'Must be a PAN like AAACN1234F' }).nullable(),
    ),
    tan: z.preprocess(
      (v) => upperTrimmed(cleared(v)),
      z.string().regex(TAN_PATTERN, { message: 'Must be a TAN like BLRN12345C' }).nullable(),
    ),
    gstin: z.preprocess(
      (v) => upperTrimmed(cleared(v)),
      singleLine(
        z.string().superRefine((value, ctx) => {
          const problem = gstinProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ).nullable(),
    ),
    financialYearStartMonth: z.coerce
      .number({ message: 'Choose a month' })
      .int({ message: 'Choose a month' })
      .min(1, { message: 'Choose a month' })
      .max(12, { message: 'Choose a month' }),
    currency: z.enum(COMPANY_CURRENCIES, { message: 'Only Indian rupees (INR) are supported' }),
    locale: z.enum(COMPANY_LOCALES, { message: `Choose one of ${COMPANY_LOCALES.join(', ')}` }),
    language: z.enum(LOCALES, { message: CHOOSE_LOCALE_MESSAGE }),
    timezone: TimeZoneSchema,
    /** `true` removes the logo (when no new one is sent). */
    removeLogo: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
  })
  .partial()
  .superRefine((body, ctx) => {
    if (body.gstin && body.pan && body.gstin.slice(2, 12) !== body.pan) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: 'A GSTIN carries the company’s PAN in characters 3 to 12',
      });
    }
  });
export type UpdateCompanyBody = z.input<typeof UpdateCompanyBodySchema>;

export const OfficeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  city: z.string().nullable(),
  /** The state or region: its holidays and professional tax apply. */
  region: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string(),
  active: z.boolean(),
  /** Active people who work there. */
  headcount: z.number().int(),
});
export type Office = z.infer<typeof OfficeSchema>;

export const CompanySettingsResponseSchema = z.object({
  company: CompanySettingsSchema,
  offices: z.array(OfficeSchema),
  /** The largest logo accepted (the `company.logoMaxBytes` setting). */
  logoMaxBytes: z.number().int(),
});
export type CompanySettingsResponse = z.infer<typeof CompanySettingsResponseSchema>;

const officeFields = {
  name: singleLine(z.string().trim().min(1, { message: 'Give the office a name' }).max(120)),
  city: z.preprocess(cleared, singleLine(z.string().trim().max(80)).nullable()),
  region: z.preprocess(cleared, singleLine(z.string().trim().max(80)).nullable()),
  address: z.preprocess(
    cleared,
    multiLine(z.string().trim().max(500, { message: 'At most 500 characters' })).nullable(),
  ),
  timezone: TimeZoneSchema,
};
export const CreateOfficeBodySchema = z.strictObject({
  ...officeFields,
  city: officeFields.city.optional(),
  region: officeFields.region.optional(),
  address: officeFields.address.optional(),
  timezone: TimeZoneSchema.optional(),
});
export type CreateOfficeBody = z.infer<typeof CreateOfficeBodySchema>;
export const UpdateOfficeBodySchema = z
  .strictObject({ ...officeFields, active: z.boolean({ message: 'Must be true or false' }) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type UpdateOfficeBody = z.infer<typeof UpdateOfficeBodySchema>;

export const LogoParamsSchema = z.strictObject({
  key: z
    .string()
    .max(100)
    .regex(/^logo-[0-9a-f]{32}$/, { message: 'Not a logo' }),
});
