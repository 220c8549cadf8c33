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

export const ConfigurationEntrySchema = z.object({
  key: z.string(),
  category: ConfigurationCategorySchema,
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
