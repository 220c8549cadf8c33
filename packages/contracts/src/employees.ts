/**
 * People (spec §7 "Employees"): the employee record, the directory, changes one at a time or in
 * bulk, CSV import, and the figures about people. Who sees what is in product-decisions.md
 * "Roles and scope": admin and hr everything; a manager their team (direct and indirect reports)
 * without statutory and bank details; an employee their own record whole and colleagues' directory
 * card only.
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { RoleSchema } from './roles';
import { singleLine } from './text';

export const EMPLOYEES_MODULE = 'employees';

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'intern'] as const;
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  intern: 'Intern',
};

export const EMPLOYEE_STATUSES = ['active', 'on_notice', 'inactive'] as const;
export const EmployeeStatusSchema = z.enum(EMPLOYEE_STATUSES);
export type EmployeeStatus = z.infer<typeof EmployeeStatusSchema>;
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: 'Active',
  on_notice: 'On notice',
  inactive: 'Inactive',
};

export const GENDERS = ['female', 'male', 'non_binary', 'undisclosed'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;
export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  undisclosed: 'Prefer not to say',
};

/** Employee codes: letters, digits and `-`/`_`, e.g. `ACME-0042`. */
export const EMPLOYEE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
/** Indian PAN: five letters, four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Universal Account Number (EPF): 12 digits. */
export const UAN_PATTERN = /^[0-9]{12}$/;
/** ESIC insurance number: 10 or 17 digits. */
export const ESIC_PATTERN = /^([0-9]{10}|[0-9]{17})$/;
/** IFSC: four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Bank account numbers in India: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;
/** A phone number as people type it: digits, spaces, `+`, `-`, brackets; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

// ---------------------------------------------------------------------------------------------
// Field schemas, shared by the create and edit forms in the browser and the bodies on the server.

const trimmed = (label: string, max: number) =>
  singleLine(
    z
      .string()
      .trim()
      .min(1, { message: `${label} is required` })
      .max(max, { message: `${label} must be at most ${max} characters` }),
  );
/**
 * Absent stays absent (an edit leaves the field alone); empty or `null` means "none" (`null`).
 * Without the first case a PATCH naming one field would clear every optional one it left out.
 */
const noneIfEmpty = <T>(value: T | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value || null;
/** An optional text: empty means "none" (`null`). */
const optionalText = (label: string, max: number) =>
  singleLine(
    z
      .string()
      .trim()
      .max(max, { message: `${label} must be at most ${max} characters` }),
  )
    .nullable()
    .optional()
    .transform(noneIfEmpty);
const optionalPattern = (pattern: RegExp, message: string, upper = false) =>
  singleLine(z.string().trim())
    .transform((value) => (upper ? value.toUpperCase() : value).replace(/\s+/g, ''))
    .refine((value) => value === '' || pattern.test(value), { message })
    .nullable()
    .optional()
    .transform(noneIfEmpty);

export const EmployeeCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'Employee code is required' })
  .regex(EMPLOYEE_CODE_PATTERN, {
    message: 'Employee code may hold letters, digits, - and _ (at most 32 characters)',
  });
export const WorkEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid work email address' }).max(254));
const OptionalEmailSchema = singleLine(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Enter a valid email address',
    }),
)
  .nullable()
  .optional()
  .transform(noneIfEmpty);
const OptionalDateSchema = z
  .union([CalendarDateSchema, z.literal('')])
  .nullable()
  .optional()
  .transform(noneIfEmpty);
const OptionalPhoneSchema = optionalPattern(PHONE_PATTERN, 'Enter a phone number of 7 to 15 digits');

export const AddressSchema = z.strictObject({
  line1: optionalText('Address line 1', 200),
  line2: optionalText('Address line 2', 200),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  postalCode: optionalPattern(/^[0-9A-Za-z -]{3,10}$/, 'Enter a valid postal code'),
  country: optionalText('Country', 100),
});
export type Address = z.infer<typeof AddressSchema>;

export const EmergencyContactSchema = z.strictObject({
  name: optionalText('Contact name', 120),
  relationship: optionalText('Relationship', 60),
  phone: OptionalPhoneSchema,
});
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;

/** Statutory numbers and bank details: seen only by admin, hr and the employee. */
export const StatutoryFieldsSchema = z.strictObject({
  pan: optionalPattern(PAN_PATTERN, 'PAN is five letters, four digits and a letter, e.g. ABCDE1234F', true),
  uan: optionalPattern(UAN_PATTERN, 'UAN is 12 digits'),
  esicNumber: optionalPattern(ESIC_PATTERN, 'ESIC number is 10 or 17 digits'),
  bankAccountNumber: optionalPattern(BANK_ACCOUNT_PATTERN, 'Bank account number is 9 to 18 digits'),
  bankIfsc: optionalPattern(IFSC_PATTERN, 'IFSC is four letters, a zero and six letters or digits', true),
  bankName: optionalText('Bank name', 120),
});
export type StatutoryFields = z.infer<typeof StatutoryFieldsSchema>;

const nameSchema = (label: string) => trimmed(label, 100);

/**
 * Every field of the record a form or a body names, once: the create body, the edit body and the
 * own-profile body are cut from it. No defaults here, so a partial edit leaves out what it does not
 * name.
 */
const EmployeeFieldsSchema = z.strictObject({
  employeeCode: EmployeeCodeSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  workEmail: WorkEmailSchema,
  personalEmail: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  dateOfBirth: OptionalDateSchema,
  gender: GenderSchema.nullable().optional(),
  address: AddressSchema.optional(),
  emergencyContact: EmergencyContactSchema.optional(),
  departmentId: IdSchema.nullable().optional(),
  designationId: IdSchema.nullable().optional(),
  managerId: IdSchema.nullable().optional(),
  officeId: IdSchema.nullable().optional(),
  employmentType: EmploymentTypeSchema,
  joinDate: CalendarDateSchema,
  probationEndDate: OptionalDateSchema,
  status: EmployeeStatusSchema,
  exitDate: OptionalDateSchema,
  exitReason: optionalText('Exit reason', 500),
  statutory: StatutoryFieldsSchema.optional(),
  /** The account's role; admin can only be granted by an admin. */
  role: RoleSchema,
});

/**
 * The columns of the employee record that a create or edit body carries, in the record's order:
 * everything but the account's role and the statutory details, which are kept apart.
 */
export const EMPLOYEE_RECORD_KEYS = EmployeeFieldsSchema.keyof().exclude(['statutory', 'role']).options;
export type EmployeeRecordKey = (typeof EMPLOYEE_RECORD_KEYS)[number];

/** What hr enters for a new person: a new person is active, so no status or exit. */
export const CreateEmployeeBodySchema = EmployeeFieldsSchema.omit({
  status: true,
  exitDate: true,
  exitReason: true,
})
  .extend({
    employmentType: EmploymentTypeSchema.default('full_time'),
    role: RoleSchema.default('employee'),
    /** Mail the person a link to set a password (default yes). */
    sendInvitation: z.boolean().default(true),
  })
  .refine((b) => !b.probationEndDate || b.probationEndDate >= b.joinDate, {
    message: 'Probation must end on or after the join date',
    path: ['probationEndDate'],
  });
export type CreateEmployeeBody = z.input<typeof CreateEmployeeBodySchema>;
export type CreateEmployeeInput = z.output<typeof CreateEmployeeBodySchema>;

/**
 * hr changes any field; only the fields sent change. Moving to `inactive` needs an exit date and a
 * reason and ends the person's sessions; moving back to `active` clears them.
 */
export const UpdateEmployeeBodySchema = EmployeeFieldsSchema.partial().extend({
  /** Why the change was made; kept in the audit trail. */
  reason: optionalText('Reason', 500),
});
export type UpdateEmployeeBody = z.input<typeof UpdateEmployeeBodySchema>;
export type UpdateEmployeeInput = z.output<typeof UpdateEmployeeBodySchema>;

/** `PATCH /employees/{id}/profile`: what a person may change of their own record. */
export const UpdateOwnProfileBodySchema = EmployeeFieldsSchema.pick({
  personalEmail: true,
  phone: true,
  address: true,
  emergencyContact: true,
}).extend({
  /** Bank details for salary: the employee's own, audited like every bank change. */
  statutory: StatutoryFieldsSchema.pick({
    bankAccountNumber: true,
    bankIfsc: true,
    bankName: true,
  }).optional(),
});
export type UpdateOwnProfileBody = z.input<typeof UpdateOwnProfileBodySchema>;

/**
 * The fields of the record as people read them (the activity feed, the form, the list's columns),
 * in the record's order. Ids are named by what they point at (`department`, not `departmentId`);
 * statutory numbers by their own names.
 */
export const EMPLOYEE_FIELD_KEYS = [
  'employeeCode',
  'firstName',
  'lastName',
  'workEmail',
  'personalEmail',
  'phone',
  'dateOfBirth',
  'gender',
  'address',
  'emergencyContact',
  'department',
  'designation',
  'manager',
  'office',
  'employmentType',
  'joinDate',
  'probationEndDate',
  'status',
  'exitDate',
  'exitReason',
  'role',
  'pan',
  'uan',
  'esicNumber',
  'bankAccountNumber',
  'bankIfsc',
  'bankName',
  'photo',
] as const;
export const EmployeeFieldKeySchema = z.enum(EMPLOYEE_FIELD_KEYS);
export type EmployeeFieldKey = z.infer<typeof EmployeeFieldKeySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

const RefSchema = z.object({ id: IdSchema, name: z.string() });
export const PersonRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  employeeCode: z.string(),
  photoUrl: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** The directory card every colleague may see (name, title, department, work email, photo). */
export const EmployeeCardSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  designation: RefSchema.nullable(),
  department: RefSchema.nullable(),
  workEmail: z.string(),
  /** A URL the browser can put in an `<img>`, or null when there is no photo. */
  photoUrl: z.string().nullable(),
});
export type EmployeeCard = z.infer<typeof EmployeeCardSchema>;

/**
 * A row of `GET /employees`. The job fields are present for admin, hr and a manager's own team; an
 * employee gets the card only. `maskedPan`/`maskedBankAccount` (last four shown) only for admin/hr.
 */
export const EmployeeListItemSchema = EmployeeCardSchema.extend({
  employeeCode: z.string().optional(),
  office: RefSchema.nullable().optional(),
  manager: PersonRefSchema.nullable().optional(),
  employmentType: EmploymentTypeSchema.optional(),
  status: EmployeeStatusSchema.optional(),
  joinDate: CalendarDateSchema.optional(),
  phone: z.string().nullable().optional(),
  role: RoleSchema.optional(),
  maskedPan: z.string().nullable().optional(),
  maskedBankAccount: z.string().nullable().optional(),
});
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

/** How much of a record the caller sees, and what they may do with it. */
export const EmployeeAccessSchema = z.object({
  /**
   * `card`: directory card; `team`: a manager's report (job, work contact, birthday as day and month;
   * no personal email, home address, emergency contact, year of birth or statutory); `self`: own
   * record; `full`: admin/hr.
   */
  level: z.enum(['card', 'team', 'self', 'full']),
  canEdit: z.boolean(),
  canEditProfile: z.boolean(),
  canSeeStatutory: z.boolean(),
  canManageDocuments: z.boolean(),
  canDelete: z.boolean(),
});
export type EmployeeAccess = z.infer<typeof EmployeeAccessSchema>;

export const EmployeeAccountSchema = z.object({
  userId: IdSchema,
  role: RoleSchema,
  isActive: z.boolean(),
  lastLoginAt: InstantSchema.nullable(),
  /** The person has not set a password yet. */
  invitationPending: z.boolean(),
});

/** `GET /employees/{id}`: the sections the caller may see; the others are absent. */
export const EmployeeSchema = EmployeeCardSchema.extend({
  access: EmployeeAccessSchema,
  employeeCode: z.string().optional(),
  office: RefSchema.nullable().optional(),
  manager: PersonRefSchema.nullable().optional(),
  employmentType: EmploymentTypeSchema.optional(),
  joinDate: CalendarDateSchema.optional(),
  probationEndDate: CalendarDateSchema.nullable().optional(),
  status: EmployeeStatusSchema.optional(),
  exitDate: CalendarDateSchema.nullable().optional(),
  exitReason: z.string().nullable().optional(),
  directReportCount: z.number().int().optional(),
  /** For the person, hr and admin only; a manager's view (`team`) leaves it out. */
  personalEmail: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  /** For the person, hr and admin only; a manager's view carries `birthday` instead. */
  dateOfBirth: CalendarDateSchema.nullable().optional(),
  /** The birthday as `MM-DD`, without the year: what a manager may know. */
  birthday: z
    .string()
    .regex(/^\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  gender: GenderSchema.nullable().optional(),
  address: z
    .object({
      line1: z.string().nullable(),
      line2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postalCode: z.string().nullable(),
      country: z.string().nullable(),
    })
    .optional(),
  emergencyContact: z
    .object({
      name: z.string().nullable(),
      relationship: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .optional(),
  /** Only for admin, hr and the employee: the numbers as entered. */
  statutory: z
    .object({
      pan: z.string().nullable(),
      uan: z.string().nullable(),
      esicNumber: z.string().nullable(),
      bankAccountNumber: z.string().nullable(),
      bankIfsc: z.string().nullable(),
      bankName: z.string().nullable(),
    })
    .optional(),
  /** Only for admin and hr. */
  account: EmployeeAccountSchema.nullable().optional(),
  createdAt: InstantSchema.optional(),
  updatedAt: InstantSchema.optional(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

// ---------------------------------------------------------------------------------------------
// The list

export const EMPLOYEE_SORT_FIELDS = [
  'name',
  'employeeCode',
  'workEmail',
  'department',
  'designation',
  'joinDate',
  'status',
  'createdAt',
] as const;
export const EmployeeSortFieldSchema = z.enum(EMPLOYEE_SORT_FIELDS);

/** A list of ids in the query string: `a,b,c` or repeated. */
const idList = z
  .union([singleLine(), z.array(singleLine())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')))
  .pipe(z.array(IdSchema).min(1));

const EmployeeFiltersSchema = z.strictObject({
  /** Matches name, employee code or work email. */
  search: singleLine(z.string().trim().max(100)).optional(),
  departmentId: idList.optional(),
  officeId: idList.optional(),
  managerId: IdSchema.optional(),
  designationId: IdSchema.optional(),
  status: z
    .union([EmployeeStatusSchema, z.array(EmployeeStatusSchema)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  employmentType: EmploymentTypeSchema.optional(),
  joinedFrom: CalendarDateSchema.optional(),
  joinedTo: CalendarDateSchema.optional(),
  sort: EmployeeSortFieldSchema.default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
const joinRangeInOrder = {
  check: (q: { joinedFrom?: string | undefined; joinedTo?: string | undefined }) =>
    !q.joinedFrom || !q.joinedTo || q.joinedFrom <= q.joinedTo,
  issue: { message: 'The start of the join date range must not be after its end', path: ['joinedFrom'] },
};
export const ListEmployeesQuerySchema = EmployeeFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
}).refine(joinRangeInOrder.check, joinRangeInOrder.issue);
export type ListEmployeesQuery = z.input<typeof ListEmployeesQuerySchema>;
export type ListEmployeesFilter = z.output<typeof ListEmployeesQuerySchema>;
export const EmployeeListResponseSchema = paginated(EmployeeListItemSchema);
export type EmployeeListResponse = z.infer<typeof EmployeeListResponseSchema>;

/** `GET /employees/export`: the same filters and sort as the list, every matching row, as a file. */
export const ExportEmployeesQuerySchema = EmployeeFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  /** Column keys to include, in order (`EMPLOYEE_EXPORT_COLUMNS`); all when absent. */
  columns: singleLine(z.string().trim())
    .optional()
    .transform((value) => (value ? value.split(',').map((c) => c.trim()) : undefined)),
}).refine(joinRangeInOrder.check, joinRangeInOrder.issue);
export type ExportEmployeesQuery = z.input<typeof ExportEmployeesQuerySchema>;
export const EMPLOYEE_EXPORT_COLUMNS = [
  { key: 'employeeCode', label: 'Employee code' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'workEmail', label: 'Work email' },
  { key: 'phone', label: 'Phone' },
  { key: 'department', label: 'Department' },
  { key: 'designation', label: 'Designation' },
  { key: 'manager', label: 'Manager' },
  { key: 'office', label: 'Office' },
  { key: 'employmentType', label: 'Employment type' },
  { key: 'status', label: 'Status' },
  { key: 'joinDate', label: 'Join date' },
] as const;

// ---------------------------------------------------------------------------------------------
// Deletion, deactivation and bulk

export const DeleteEmployeeResponseSchema = z.object({ id: IdSchema, deleted: z.literal(true) });

/** `POST /employees/{id}/deactivate` and bulk-deactivate: the person leaves; sign-in ends at once. */
export const DeactivationSchema = z.strictObject({
  exitDate: CalendarDateSchema,
  exitReason: trimmed('Exit reason', 500),
});
export type Deactivation = z.infer<typeof DeactivationSchema>;
export const DeactivateEmployeeBodySchema = DeactivationSchema;

const EmployeeIdsSchema = z
  .array(IdSchema)
  .min(1, { message: 'Choose at least one employee' })
  .max(1000, { message: 'At most 1,000 employees at a time' });

export const BulkDeactivateBodySchema = DeactivationSchema.extend({ employeeIds: EmployeeIdsSchema });
export type BulkDeactivateBody = z.infer<typeof BulkDeactivateBodySchema>;

/** The fields bulk-update may set on many people at once. */
export const BulkUpdatableFieldsSchema = z
  .strictObject({
    departmentId: IdSchema.nullable().optional(),
    designationId: IdSchema.nullable().optional(),
    managerId: IdSchema.nullable().optional(),
    officeId: IdSchema.nullable().optional(),
    employmentType: EmploymentTypeSchema.optional(),
    status: z.enum(['active', 'on_notice']).optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { message: 'Choose at least one field to change' });
export const BulkUpdateBodySchema = z.strictObject({
  employeeIds: EmployeeIdsSchema,
  updates: BulkUpdatableFieldsSchema,
});
export type BulkUpdateBody = z.infer<typeof BulkUpdateBodySchema>;
export const BulkDeleteBodySchema = z.strictObject({ employeeIds: EmployeeIdsSchema });
export type BulkDeleteBody = z.infer<typeof BulkDeleteBodySchema>;

/** One result per id asked for, in the order asked. */
export const BulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: IdSchema,
      ok: z.boolean(),
      /** Why it was not done, when `ok` is false. */
      error: z.string().optional(),
    }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

// ---------------------------------------------------------------------------------------------
// CSV import

/** Columns of the import file, in the template's order. Required ones are marked. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { key: 'employee_code', label: 'Employee code', required: true },
  { key: 'first_name', label: 'First name', required: true },
  { key: 'last_name', label: 'Last name', required: true },
  { key: 'work_email', label: 'Work email', required: true },
  { key: 'join_date', label: 'Join date (dd/mm/yyyy)', required: true },
  { key: 'department_code', label: 'Department code or name', required: false },
  { key: 'designation', label: 'Designation', required: false },
  { key: 'manager', label: 'Manager (employee code or work email)', required: false },
  { key: 'office', label: 'Office name', required: false },
  { key: 'employment_type', label: 'full_time, part_time, contract or intern', required: false },
  { key: 'phone', label: 'Phone', required: false },
  { key: 'personal_email', label: 'Personal email', required: false },
  { key: 'date_of_birth', label: 'Date of birth (dd/mm/yyyy)', required: false },
  { key: 'gender', label: 'female, male, non_binary or undisclosed', required: false },
  { key: 'role', label: 'employee, manager, hr or admin', required: false },
] as const;
export const EMPLOYEE_IMPORT_MAX_ROWS = 20_000;
export const EMPLOYEE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `POST /employees/upload-csv` (multipart: `file`, and the fields `mode` = `dry-run` | `commit`,
 * `sendInvitations` = `true` | `false`). Commit is all-or-nothing: any row error commits nothing.
 * Dates are read as the company writes them, dd/mm/yyyy (d/m/yyyy too), or as ISO yyyy-mm-dd.
 */
export const ImportModeSchema = z.enum(['dry-run', 'commit']);
export const ImportRowErrorSchema = z.object({
  /** The line of the file, counting the header as line 1. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;
/** What a commit did: rows imported, people invited, and rows skipped with why. */
export const ImportSummarySchema = z.object({
  imported: z.number().int(),
  invited: z.number().int(),
  skipped: z.number().int(),
  /** A row's first problem; `row` null for a reason shared by several rows. */
  reasons: z.array(z.object({ row: z.number().int().nullable(), reason: z.string() })),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
export const ImportResultSchema = z.object({
  mode: ImportModeSchema,
  totalRows: z.number().int(),
  validRows: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
  /** True only when mode is commit and every row was imported. */
  committed: z.boolean(),
  created: z.number().int(),
  /** The first rows as they would be imported, for the preview table. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      employeeCode: z.string(),
      name: z.string(),
      workEmail: z.string(),
      department: z.string().nullable(),
      manager: z.string().nullable(),
      joinDate: z.string(),
    }),
  ),
  /** Designations the file names that do not exist yet; a commit adds them. */
  newDesignations: z.array(z.string()).optional(),
  /** How a commit ended; null for a dry run. */
  summary: ImportSummarySchema.nullable(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

// ---------------------------------------------------------------------------------------------
// Figures and per-person views

const CountSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export const EmployeeStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  onNotice: z.number().int(),
  inactive: z.number().int(),
  byDepartment: z.array(CountSchema),
  byOffice: z.array(CountSchema),
  byEmploymentType: z.array(CountSchema),
  byGender: z.array(CountSchema),
  /** The last 12 months, oldest first, `month` as `YYYY-MM`. */
  joinsAndExits: z.array(z.object({ month: z.string(), joins: z.number().int(), exits: z.number().int() })),
});
export type EmployeeStats = z.infer<typeof EmployeeStatsSchema>;

export const EmployeeDepartmentSchema = z.object({
  id: IdSchema,
  name: z.string(),
  code: z.string(),
  parentId: IdSchema.nullable(),
  head: PersonRefSchema.nullable(),
  /** Active and on-notice people in it. */
  headcount: z.number().int(),
});
export const EmployeeDepartmentListResponseSchema = z.object({ items: z.array(EmployeeDepartmentSchema) });
export type EmployeeDepartmentListResponse = z.infer<typeof EmployeeDepartmentListResponseSchema>;

export const EmployeeDashboardStatsSchema = z.object({
  employeeId: IdSchema,
  /** Whole years and months of service up to today. */
  tenure: z.object({ years: z.number().int(), months: z.number().int() }),
  directReports: z.number().int(),
  teamSize: z.number().int(),
  documents: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    verified: z.number().int(),
    rejected: z.number().int(),
  }),
  /** Leave lands with the leave module; until then these are zero. */
  leave: z.object({ pendingRequests: z.number().int() }),
  profileCompleteness: z.number().int().min(0).max(100),
});
export type EmployeeDashboardStats = z.infer<typeof EmployeeDashboardStatsSchema>;

export const ActivityItemSchema = z.object({
  id: IdSchema,
  action: z.string(),
  /** A sentence a person reads, e.g. "Priya Shah changed department from Sales to Finance". */
  summary: z.string(),
  actor: z.object({ id: IdSchema, name: z.string() }).nullable(),
  /** The fields that changed, with the values before and after (statutory values masked). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
  at: InstantSchema,
});
export const RecentActivityQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const RecentActivityResponseSchema = paginated(ActivityItemSchema);
export type RecentActivityResponse = z.infer<typeof RecentActivityResponseSchema>;

/** The leave tab of a record: each request's summary (the leave module's `LeaveRequest` in short). */
export const EmployeeLeaveRequestsResponseSchema = paginated(
  z.object({
    id: IdSchema,
    leaveType: z.string(),
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    days: z.number(),
    status: z.string(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Realtime

/** `employee-update` goes to admin and hr, the person, and their managers up the chain. */
export const EMPLOYEE_UPDATE_EVENT = 'employee-update';

export const employeeLink = (id: string) => `/employees/${id}`;

/**
 * Where the browser loads a photo from. Photos are directory-card data (every colleague may see
 * them) and `<img>` sends no bearer token, so they are served by an unguessable generated key.
 */
export const employeePhotoUrl = (photoKey: string | null) =>
  photoKey ? `/api/employees/photos/${photoKey}` : null;
export const EMPLOYEE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
