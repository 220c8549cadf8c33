/** Response schemas shared by every route: the one error shape for each error status. */
import { ErrorResponseSchema } from '@hrms/contracts/errors';

export function withErrors<T extends Record<number, unknown>>(success: T) {
  return { ...success, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
}
