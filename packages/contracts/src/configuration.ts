/**
 * The configuration API (`/configuration`): every policy value of the product as a typed key
 * (`time-tracking.graceMinutes`, `security.lockoutThreshold`) with a description, a default and a
 * JSON schema of what it takes. The Settings tabs edit the same values by module.
 */
import { z } from 'zod';
import { InstantSchema } from './common';

export const CONFIGURATION_CATEGORIES = [
  'company',
  'security',
  'time-tracking',
  'leave',
  'holidays',
  'payroll',
  'reports',
  'documents',
  'notifications',
] as const;
export type ConfigurationCategory = (typeof CONFIGURATION_CATEGORIES)[number];
export const ConfigurationCategorySchema = z.enum(CONFIGURATION_CATEGORIES, {
  message: `Choose a category: ${CONFIGURATION_CATEGORIES.join(', ')}`,
});

export const CONFIGURATION_CATEGORY_LABELS: Record<ConfigurationCategory, string> = {
  company: 'Company',
  security: 'Security',
  'time-tracking': 'Time tracking',
  leave: 'Leave',
  holidays: 'Holidays',
  payroll: 'Payroll',
  reports: 'Reports',
  documents: 'Documents',
  notifications: 'Notifications',
};

export const ConfigurationQuerySchema = z.strictObject({ category: ConfigurationCategorySchema.optional() });

/** `<area>.<name>`: letters, digits and dashes, dot-separated. */
export const ConfigurationKeySchema = z
  .string()
  .min(3)
  .max(100)
  .regex(/^[a-z][a-z-]*(\.[A-Za-z][A-Za-z0-9]*)+$/, { message: 'Not a configuration key' });

export const ConfigurationKeyParamsSchema = z.strictObject({ key: ConfigurationKeySchema });

/**
 * What a key's value measures, for the control that edits it: a number of bytes (shown in MB),
 * minutes, hours or days; a time of day (`HH:MM`); a list of networks in CIDR notation.
 */
export const CONFIGURATION_UNITS = ['bytes', 'minutes', 'hours', 'days', 'time', 'networks'] as const;
export type ConfigurationUnit = (typeof CONFIGURATION_UNITS)[number];

export const ConfigurationChoiceSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
});
export type ConfigurationChoice = z.infer<typeof ConfigurationChoiceSchema>;

interface KeyWording {
  label: string;
  unit?: ConfigurationUnit;
  /** Replaces the module's description where it speaks of the stored form (bytes). */
  help?: string;
  /** The words of each value a key takes (one of a few, or each switch of a record of flags). */
  choices?: readonly ConfigurationChoice[];
}

const CHANNELS: readonly ConfigurationChoice[] = [
  { value: 'inApp', label: 'In the app' },
  { value: 'email', label: 'By email' },
];

/**
 * How each key reads in Settings → All settings: one table, so a screen needs no list of its own. A
 * key missing here still reads sensibly: its label and unit come from its name (`bookAheadDays` →
 * "Book ahead days", in days) and its choices from its values (`last_working_day` → "Last working day").
 */
export const CONFIGURATION_KEY_WORDING: Readonly<Record<string, KeyWording>> = {
  'company.logoMaxBytes': {
    label: 'Largest logo',
    unit: 'bytes',
    help: 'The largest logo file that may be uploaded (a PNG or JPEG).',
  },
  'auth.demoAccountsVisible': { label: 'Show the demo accounts on the sign-in page' },
  'security.accountLockoutThreshold': { label: 'Failed sign-ins that lock an account everywhere' },
  'security.lockoutMinutes': { label: 'Lockout length', unit: 'minutes' },
  'security.lockoutThreshold': { label: 'Failed sign-ins that lock an account for one address' },
  'security.passwordMinLength': { label: 'Shortest password (characters)' },
  'security.sessionAbsoluteHours': { label: 'Longest session', unit: 'hours' },
  'security.sessionIdleMinutes': { label: 'Idle time before sign-out', unit: 'minutes' },
  'security.twoFactorRequiredRoles': {
    label: 'Roles that must use two-factor',
    choices: [
      { value: 'admin', label: 'Admin' },
      { value: 'hr', label: 'HR' },
      { value: 'manager', label: 'Manager' },
      { value: 'employee', label: 'Employee' },
    ],
  },
  'time-tracking.allowedNetworks': {
    label: 'Networks clock-ins may come from',
    unit: 'networks',
    help: 'Clock-ins are taken only from these networks (like 203.0.113.0/24); with none listed, from anywhere.',
  },
  'time-tracking.autoCloseAfterHours': { label: 'Close entries left open after', unit: 'hours' },
  'time-tracking.breaksPaid': { label: 'Paid breaks' },
  'time-tracking.graceMinutes': { label: 'Grace period before late', unit: 'minutes' },
  'time-tracking.halfDayHours': { label: 'Half day below', unit: 'hours' },
  'time-tracking.maxBreakMinutes': {
    label: 'Longest break before review',
    unit: 'minutes',
    help: 'Breaks longer than this in a day are flagged for review; left empty, there is no limit.',
  },
  'time-tracking.officeShifts': { label: 'Offices with their own shift' },
  'time-tracking.overtimeAfterHours': { label: 'Overtime after', unit: 'hours' },
  'time-tracking.shiftEnd': {
    label: 'Shift ends',
    unit: 'time',
    help: 'When the company’s shift ends, in each office’s time.',
  },
  'time-tracking.shiftStart': {
    label: 'Shift starts',
    unit: 'time',
    help: 'When the company’s shift starts, in each office’s time.',
  },
  'leave.bookAheadDays': { label: 'Next year’s leave bookable from', unit: 'days' },
  'leave.compOffExpiryDays': { label: 'Compensatory off usable for', unit: 'days' },
  'leave.twoLevelApproval': { label: 'Two-level approval (manager, then hr)' },
  'holidays.reminders.daysBefore': { label: 'Holiday reminder goes', unit: 'days' },
  'holidays.reminders.enabled': { label: 'Holiday reminders' },
  'payroll.payableDaysBasis': {
    label: 'Days in a month for proration',
    choices: [
      { value: 'calendar', label: 'Calendar days' },
      { value: 'fixed_30', label: 'A fixed 30 days' },
      { value: 'working', label: 'Working days' },
    ],
  },
  'payroll.payDay': { label: 'Pay day', choices: [{ value: 'last_working_day', label: 'Last working day' }] },
  'payroll.protectSlips': { label: 'Password-protect salary slips' },
  'reports.monthlyMail': { label: 'Monthly reports by mail' },
  'documents.maxUploadBytes': {
    label: 'Largest upload',
    unit: 'bytes',
    help: 'The largest file anyone may upload (a document, a photo, an attachment).',
  },
  'notifications.announcements': { label: 'Announcements', choices: CHANNELS },
  'notifications.approvalWaiting': { label: 'Approvals waiting', choices: CHANNELS },
  'notifications.attendanceDecided': { label: 'Attendance corrections decided', choices: CHANNELS },
  'notifications.documents': { label: 'Documents', choices: CHANNELS },
  'notifications.employeeRecord': { label: 'Changes to a person’s record', choices: CHANNELS },
  'notifications.holidayReminder': { label: 'Holiday reminders', choices: CHANNELS },
  'notifications.leaveBalance': { label: 'Leave balance changes', choices: CHANNELS },
  'notifications.leaveDecided': { label: 'Leave decided', choices: CHANNELS },
  'notifications.onboarding': { label: 'Onboarding', choices: CHANNELS },
  'notifications.payrollSlip': { label: 'Salary slips', choices: CHANNELS },
  'notifications.recruitment': { label: 'Recruitment', choices: CHANNELS },
  'notifications.taxDeclaration': { label: 'Tax declarations', choices: CHANNELS },
  'notifications.training': { label: 'Training', choices: CHANNELS },
};

/** `payDay` → "Pay day", `last_working_day` → "Last working day", `fixed_30` → "Fixed 30". */
export function wordsOf(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UNIT_BY_SUFFIX: readonly [RegExp, ConfigurationUnit][] = [
  [/Bytes$/, 'bytes'],
  [/Minutes$/, 'minutes'],
  [/Hours$/, 'hours'],
  [/Days$/, 'days'],
];

/** A key's label and unit: from the table, else from the key's last part. */
export function configurationWording(key: string): { label: string; unit: ConfigurationUnit | null } {
  const known = CONFIGURATION_KEY_WORDING[key];
  const field = key.slice(key.lastIndexOf('.') + 1);
  return {
    label: known?.label ?? wordsOf(field),
    unit: known?.unit ?? UNIT_BY_SUFFIX.find(([suffix]) => suffix.test(field))?.[1] ?? null,
  };
}

/**
 * The settings record a change is audited under (`time-tracking.settings`) keeps the keys
 * `<prefix>.<field>`: its prefix, for naming the fields an audit row changed.
 */
export function configurationKeyOf(recordKey: string, field: string): string {
  const prefix = recordKey === 'holidays.notifications' ? 'holidays.reminders' : recordKey.split('.')[0]!;
  return `${prefix}.${field}`;
}

export const ConfigurationEntrySchema = z.object({
  key: z.string(),
  category: ConfigurationCategorySchema,
  /** What a person reads as the setting's name ("Grace period before late"); the key stays its id. */
  label: z.string(),
  /** What a number or text measures; null when it is a switch, a choice or a plain count. */
  unit: z.enum(CONFIGURATION_UNITS).nullable(),
  /** Worded values: of a one-of, of a list's items, or of a record's switches; null when none. */
  choices: z.array(ConfigurationChoiceSchema).nullable(),
  /** What it means, in a sentence or two. */
  description: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  /** What the key takes, as JSON Schema (type, minimum, maximum, enum, items). */
  schema: z.record(z.string(), z.unknown()),
  /** Only admin changes it (security); null when it has never been changed. */
  adminOnly: z.boolean(),
  updatedAt: InstantSchema.nullable(),
});
export type ConfigurationEntry = z.infer<typeof ConfigurationEntrySchema>;

export const ConfigurationListResponseSchema = z.object({ items: z.array(ConfigurationEntrySchema) });
export type ConfigurationListResponse = z.infer<typeof ConfigurationListResponseSchema>;

const value = z.unknown().refine((v) => v !== undefined, { message: 'Give a value' });

export const UpdateConfigurationBodySchema = z.strictObject({ value });
export type UpdateConfigurationBody = z.infer<typeof UpdateConfigurationBodySchema>;

export const MAX_BULK_CONFIGURATION = 100;
export const BulkConfigurationBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ key: ConfigurationKeySchema, value }))
    .min(1, { message: 'Send at least one key' })
    .max(MAX_BULK_CONFIGURATION, { message: `Send at most ${MAX_BULK_CONFIGURATION} keys at once` })
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, {
      message: 'Each key at most once',
    }),
});
export type BulkConfigurationBody = z.infer<typeof BulkConfigurationBodySchema>;
