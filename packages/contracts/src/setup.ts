/**
 * First-run setup: on a server with no company and no account, the company, its first office and
 * the first admin account, made once through the one-time address the server prints in its log
 * (`/setup?token=…`) or by `npm run create-admin` on the server itself.
 */
import { z } from 'zod';
import { NewPasswordSchema } from './auth-security';
import { WorkEmailSchema } from './employees';
import { isTimeZone } from './organization';
import { singleLine } from './text';

/** The token in the setup address: 32 random bytes as base64url. */
export const SETUP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The setup address stays usable this long after the server printed it (or until used). */
export const SETUP_TOKEN_HOURS = 24;

/** `GET /setup/status` while setup is still to be done; a 409 once the server has its admin. */
export const SetupStatusResponseSchema = z.object({ needed: z.literal(true) });
export type SetupStatusResponse = z.infer<typeof SetupStatusResponseSchema>;

const required = (message: string, max: number) =>
  singleLine(
    z
      .string({ message })
      .trim()
      .min(1, { message })
      .max(max, { message: `At most ${max} characters` }),
  );

/** Optional text from a form: an empty field is left out (null). */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    singleLine(
      z
        .string()
        .trim()
        .max(max, { message: `At most ${max} characters` }),
    )
      .nullable()
      .optional(),
  );

/** What the company, its first office and its first admin are made of: the form and the command alike. */
export const FirstAdminFieldsSchema = z.strictObject({
  companyName: required('Give the company a name', 120),
  legalName: optionalText(200),
  financialYearStartMonth: z.coerce
    .number({ message: 'Choose a month' })
    .int({ message: 'Choose a month' })
    .min(1, { message: 'Choose a month' })
    .max(12, { message: 'Choose a month' }),
  timezone: singleLine(
    z
      .string({ message: 'Choose a time zone' })
      .trim()
      .max(64)
      .refine(isTimeZone, { message: 'Must be a time zone like Asia/Kolkata' }),
  ),
  officeName: required('Give the office a name', 120),
  officeCity: optionalText(80),
  /** The state or region: its holidays and professional tax apply. */
  officeState: optionalText(80),
  firstName: required('First name is required', 100),
  lastName: required('Last name is required', 100),
  email: WorkEmailSchema,
  password: NewPasswordSchema,
});
export type FirstAdminFields = z.input<typeof FirstAdminFieldsSchema>;
export type FirstAdminInput = z.output<typeof FirstAdminFieldsSchema>;

/** `POST /setup`: the fields and the token of the setup address. */
export const SetupBodySchema = FirstAdminFieldsSchema.extend({
  token: z
    .string({ message: 'Open the setup address printed in the server’s log' })
    .regex(SETUP_TOKEN_PATTERN, { message: 'Open the setup address printed in the server’s log' }),
});
export type SetupBody = z.input<typeof SetupBodySchema>;

export const SetupResponseSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  message: z.string(),
});
export type SetupResponse = z.infer<typeof SetupResponseSchema>;

/** The messages a person reads when setup is refused. */
export const SetupMessages = {
  alreadyDone: 'This server is set up already. Sign in with the admin account, or ask its admin for one.',
  invalidToken:
    'This setup address is not valid. Open the address the server printed in its log when it last started.',
  expiredToken:
    'This setup address has expired. Restart the server to print a new one, or run npm run create-admin on the server.',
  tooManyAttempts: 'Too many setup attempts. Please wait a minute and try again.',
} as const;
