import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export async function forgotPassword(body: { email: string }): Promise<{ message?: string | undefined }> {
  const data = await api.post<unknown>('/auth/forgot-password', body, { skipAuthRedirect: true });
  const parsed = OkResponseSchema.safeParse(data);
  return parsed.success ? { message: parsed.data.message } : {};
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
