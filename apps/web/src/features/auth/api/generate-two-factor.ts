import { TwoFactorGenerateResponseSchema } from '@hrms/contracts/auth-security';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TwoFactorSecret = z.infer<typeof TwoFactorGenerateResponseSchema>;

/** Starts set-up: a new secret, not active until a code from it is confirmed. */
export async function generateTwoFactor(): Promise<TwoFactorSecret> {
  const data = await api.post<unknown>('/auth/2fa/generate');
  return TwoFactorGenerateResponseSchema.parse(data);
}

export function useGenerateTwoFactor() {
  return useMutation({ mutationFn: generateTwoFactor });
}
