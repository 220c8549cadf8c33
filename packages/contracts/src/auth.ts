/** Sign-in, the signed-in profile and sign-out (spec §3 and §7 "Auth"). */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FieldMessages,
  PASSWORD_MAX_LENGTH,
  tooLongMessage,
} from './auth-fields';
import { IdSchema } from './common';
import { CHOOSE_LOCALE_MESSAGE, LOCALES } from './locales';
import { RoleSchema } from './roles';
import { singleLine } from './text';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-fields';

export const DeviceInfoSchema = z.strictObject({
  deviceType: z.enum(['desktop', 'tablet', 'mobile']).optional(),
  browser: singleLine(z.string().max(100)).optional(),
  os: singleLine(z.string().max(100)).optional(),
  /** Screen size as `WIDTHxHEIGHT`, e.g. `1920x1080`. */
  screen: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, { message: 'Screen must look like 1920x1080' })
    .optional(),
  timezone: singleLine(z.string().max(64)).optional(),
  /** A hash of device traits; the server treats an unseen one as a new device. */
  fingerprint: singleLine(z.string().max(128)).optional(),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

/** The sign-in page checks the same rules without zod (`auth-fields`). */
export const LoginBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { message: tooLongMessage(EMAIL_MAX_LENGTH) })
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: FieldMessages.invalidEmail })),
  password: z
    .string()
    .min(1, { message: FieldMessages.enterPassword })
    .max(PASSWORD_MAX_LENGTH, { message: tooLongMessage(PASSWORD_MAX_LENGTH) }),
  rememberMe: z.boolean().optional(),
  device: DeviceInfoSchema.optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthEmployeeSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  employeeCode: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  office: z.string().nullable(),
  phone: z.string().nullable(),
  personalEmail: z.string().nullable(),
});

/** The signed-in user as the web sees it (spec §3 "User"). */
export const AuthUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  role: RoleSchema,
  employee: AuthEmployeeSchema.nullable(),
  /** The language the person chose, on every device; null follows the company's (`LoginOptions`). */
  language: z.enum(LOCALES).nullable(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/**
 * What the signed-in person can reach beyond what their role gives (product decisions, "Who sees
 * what, beyond roles"): the menu and the page guards follow it.
 */
export const CapabilitiesSchema = z.object({
  /** Recruitment's page: admin and hr, a hiring manager of an opening, or someone on an interview panel. */
  canRecruit: z.boolean(),
});
export type Capabilities = z.infer<typeof CapabilitiesSchema>;

export const LoginResponseSchema = z.object({
  access_token: z.string(),
  user: AuthUserSchema,
  securityAlert: z.object({ message: z.string() }).optional(),
  isNewDevice: z.boolean(),
  /** Human description of the device, for 'New device detected: Login from {device}'. */
  device: z.string().optional(),
  /** The company requires two-factor for this role and it is not set up: only the profile is open until it is. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const UpdateProfileBodySchema = z.strictObject({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'Enter a valid phone number' })
    .nullable()
    .optional(),
  personalEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' }))
    .nullable()
    .optional(),
  /** The person's own language; null goes back to the company's. */
  language: z.enum(LOCALES, { message: CHOOSE_LOCALE_MESSAGE }).nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const DemoAccountSchema = z.object({ email: z.string(), role: RoleSchema, password: z.string() });
/** What the public sign-in page may show before anyone signs in. */
export const LoginOptionsResponseSchema = z.object({
  companyName: z.string().nullable(),
  /** The company's logo (Settings → Company), or null for the product's mark. */
  logoUrl: z.string().nullable(),
  /** The company's language: the sign-in page's until this device chooses one. */
  language: z.enum(LOCALES),
  demoAccounts: z.array(DemoAccountSchema),
});
export type LoginOptionsResponse = z.infer<typeof LoginOptionsResponseSchema>;
