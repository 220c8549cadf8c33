import { OkResponseSchema } from '@hrms/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** Deletes an opening nobody applied to; otherwise the server answers 409: close it instead. */
export async function deleteOpening(id: string) {
  return OkResponseSchema.parse(await api.delete<unknown>(`/recruitment/openings/${encodeURIComponent(id)}`));
}

export function useDeleteOpening() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOpening, onSuccess: () => invalidateRecruitment(queryClient) });
}
