/**
 * Account security (spec §7 "Auth"): two-factor sign-in, sessions, passwords,
 * login history, security alerts and the user's own security settings.
 */
import { z } from 'zod';
import { LoginResponseSchema } from './auth';
import {
  BACKUP_CODE_PATTERN,
  FieldMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOTP_CODE_PATTERN,
} from './auth-fields';
import { IdSchema, InstantSchema, paginated } from './common';
import { RoleSchema } from './roles';
import { singleLine } from './text';

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

export const TotpCodeSchema = z.string().trim().regex(TOTP_CODE_PATTERN, { message: FieldMessages.totpCode });
/** Backup codes are shown as `xxxx-xxxx`; the dash and case are optional when typed. */
export const BackupCodeSchema = z
  .string()
  .trim()
  .regex(BACKUP_CODE_PATTERN, { message: FieldMessages.backupCode });

// ---------------------------------------------------------------- sign-in, second step

/** `POST /auth/login` answers this instead of a session when the account uses two-factor. */
export const TwoFactorChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived (5 minutes), single use; send it to `POST /auth/login-2fa`. */
  challengeToken: z.string(),
  expiresAt: InstantSchema,
});
export type TwoFactorChallengeResponse = z.infer<typeof TwoFactorChallengeResponseSchema>;

export const LoginResultSchema = z.union([LoginResponseSchema, TwoFactorChallengeResponseSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const LoginTwoFactorBodySchema = z
  .strictObject({
    challengeToken: z.string().min(1).max(2048),
    code: TotpCodeSchema.optional(),
    backupCode: BackupCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.backupCode === undefined), {
    message: 'Enter either a code from your app or a backup code',
    path: ['code'],
  });
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBodySchema>;

// ---------------------------------------------------------------- two-factor set-up

export const TwoFactorGenerateResponseSchema = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...` URI, for the QR code. */
  otpauthUrl: z.string(),
});
export const TwoFactorEnableBodySchema = z.strictObject({ code: TotpCodeSchema });
export const BackupCodesResponseSchema = z.object({ backupCodes: z.array(z.string()).length(10) });
/** Turning two-factor off, or making new backup codes, asks again for the password or a code. */
export const TwoFactorConfirmBodySchema = z
  .strictObject({
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    code: TotpCodeSchema.optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'Enter your password or a code from your app',
    path: ['password'],
  });
export const TwoFactorStatusResponseSchema = z.object({
  enabled: z.boolean(),
  enabledAt: InstantSchema.nullable(),
  backupCodesRemaining: z.number().int(),
  /** The company requires two-factor for this user's role. */
  required: z.boolean(),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponseSchema>;

// ---------------------------------------------------------------- sessions

export const SessionSchema = z.object({
  id: IdSchema,
  current: z.boolean(),
  status: z.enum(['active', 'revoked', 'expired']),
  createdAt: InstantSchema,
  lastSeenAt: InstantSchema,
  expiresAt: InstantSchema,
  ip: z.string().nullable(),
  device: z.string(),
  deviceType: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionListResponseSchema = z.object({ items: z.array(SessionSchema) });

export const SessionStatsResponseSchema = z.object({
  activeSessions: z.number().int(),
  devicesLast30Days: z.number().int(),
  lastLoginAt: InstantSchema.nullable(),
  failedAttemptsLast24Hours: z.number().int(),
});

export const RevokedCountResponseSchema = z.object({ revoked: z.number().int() });

export const AdminSessionsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Filters by the user's email or name (contains, case-insensitive). */
  search: singleLine(z.string().trim().max(100)).optional(),
  userId: IdSchema.optional(),
});
export const AdminSessionSchema = SessionSchema.extend({
  user: z.object({ id: IdSchema, email: z.string(), name: z.string(), role: RoleSchema }),
});
export const AdminSessionListResponseSchema = paginated(AdminSessionSchema);
export const RevokeSessionBodySchema = z.strictObject({
  reason: singleLine(
    z.string().trim().min(3, { message: 'Give a reason of at least 3 characters' }).max(500),
  ),
});

// ---------------------------------------------------------------- passwords

export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, { message: 'Enter your current password' }).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
/** An account's email as a person types it: trimmed, in lower case, at most 254 characters. */
const AccountEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));
export const ForgotPasswordBodySchema = z.strictObject({
  email: AccountEmailSchema,
});
export const ResetTokenParamsSchema = z.strictObject({ token: z.string().min(16).max(256) });
export const ResetPasswordValidateResponseSchema = z.object({ valid: z.boolean() });
export const ResetPasswordInfoResponseSchema = z.object({
  /** e.g. `a****@acme.test` */
  email: z.string(),
  expiresAt: InstantSchema,
});
export const ResetPasswordBodySchema = z.strictObject({
  token: z.string().min(16).max(256),
  newPassword: NewPasswordSchema,
});

// ---------------------------------------------------------------- history, alerts, own settings

export const LoginHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  outcome: z.enum(['success', 'failure', 'locked']).optional(),
});
export const LoginHistoryEntrySchema = z.object({
  id: IdSchema,
  createdAt: InstantSchema,
  outcome: z.enum(['success', 'failure', 'locked']),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export const LoginHistoryResponseSchema = paginated(LoginHistoryEntrySchema);

export const SecurityAlertSchema = z.object({
  id: IdSchema,
  type: z.enum([
    'new_device',
    'account_locked',
    'password_changed',
    'password_reset',
    'two_factor_changed',
    'session_revoked',
  ]),
  message: z.string(),
  createdAt: InstantSchema,
  read: z.boolean(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
});
export type SecurityAlert = z.infer<typeof SecurityAlertSchema>;
export const SecurityAlertListResponseSchema = z.object({
  items: z.array(SecurityAlertSchema),
  unread: z.number().int(),
});

export const OwnSecuritySettingsSchema = z.object({
  twoFactorEnabled: z.boolean(),
  alertOnNewDevice: z.boolean(),
});
export const UpdateOwnSecuritySettingsBodySchema = z.strictObject({ alertOnNewDevice: z.boolean() });

/** A lockout in force (Settings → Security): an email locked for one address, or everywhere. */
export const LockoutSchema = z.object({
  email: z.string(),
  /** The address the failures came from; null when the email is locked from every address. */
  address: z.string().nullable(),
  lockedAt: InstantSchema,
  lockedUntil: InstantSchema,
});
export type Lockout = z.infer<typeof LockoutSchema>;
export const LockoutListResponseSchema = z.object({ items: z.array(LockoutSchema) });
export type LockoutListResponse = z.infer<typeof LockoutListResponseSchema>;

export const UnlockBodySchema = z.strictObject({
  email: AccountEmailSchema,
  reason: singleLine(
    z.string().trim().min(3, { message: 'Give a reason of at least 3 characters' }).max(500),
  ),
});
export type UnlockBody = z.infer<typeof UnlockBodySchema>;
