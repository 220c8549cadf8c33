/**
 * The one error shape of the API and the codes services throw.
 * The server maps each code to an HTTP status in exactly one place.
 */
import { z } from 'zod';

export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  RATE_LIMITED: 'RATE_LIMITED',
  TWO_FACTOR_SETUP_REQUIRED: 'TWO_FACTOR_SETUP_REQUIRED',
  INTERNAL: 'INTERNAL',
  /** The server cannot reach its database for now (a restart, a network cut); retrying later works. */
  UNAVAILABLE: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

/** One problem with one field of a request, e.g. `{ field: "body.email", message: "Invalid email address" }`. */
export const FieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: ErrorCodeSchema,
  details: z.array(FieldIssueSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Messages a person reads; the web shows them as they are (spec §8). */
export const Messages = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  accountLocked: 'Account temporarily locked due to suspicious activity',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  accountInactive: 'This account is inactive. Please contact your HR team.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notSignedIn: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  loginSuccess: 'Login successful!',
  logoutSuccess: 'Logged out successfully',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  unstorableValue: 'A value in the request cannot be saved. Check its dates, numbers and characters.',
  concurrentChange: 'Someone changed the same records at the same time. Reload and try again.',
  invalidTwoFactorCode: 'That code is not valid. Check your app and try again.',
  twoFactorChallengeExpired: 'Your sign-in took too long. Please sign in again.',
  twoFactorSetupRequired:
    'Your company requires two-factor authentication. Set it up on your profile to continue.',
  forgotPasswordSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;
