import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

/** Deletes a template no checklist was started from; otherwise the server answers 409: archive it instead. */
export async function deleteTemplate(id: string) {
  return OkResponseSchema.parse(await api.delete<unknown>(`/onboarding/templates/${encodeURIComponent(id)}`));
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => invalidateOnboarding(queryClient) });
}
