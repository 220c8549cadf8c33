/**
 * The one error shape of the API, with the codes services throw (`error-codes`) and the messages
 * people read (`messages`). The server maps each code to an HTTP status in exactly one place.
 */
import { z } from 'zod';
import { ErrorCode } from './error-codes';

export { ErrorCode } from './error-codes';
export { Messages } from './messages';

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
