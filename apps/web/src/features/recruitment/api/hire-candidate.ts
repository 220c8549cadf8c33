import { type HireBody, HireResponseSchema } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

export type HireResponse = z.infer<typeof HireResponseSchema>;

/** Makes a candidate whose offer was accepted an employee, and starts their onboarding. */
export async function hireCandidate({
  applicationId,
  body,
}: {
  applicationId: string;
  body: HireBody;
}): Promise<HireResponse> {
  return HireResponseSchema.parse(
    await api.post<unknown>(`/recruitment/applications/${encodeURIComponent(applicationId)}/hire`, body),
  );
}

export function useHireCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireCandidate,
    // The new employee shows in the directory and their checklist on the onboarding board.
    onSuccess: () =>
      Promise.all([
        invalidateRecruitment(queryClient),
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
      ]),
  });
}
