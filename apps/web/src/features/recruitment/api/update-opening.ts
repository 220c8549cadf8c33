import { type Opening, OpeningSchema, type UpdateOpeningBody } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** Changes an opening; `{ status }` alone opens it, puts it on hold or closes it. */
export async function updateOpening({ id, body }: { id: string; body: UpdateOpeningBody }): Promise<Opening> {
  return OpeningSchema.parse(
    await api.patch<unknown>(`/recruitment/openings/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateOpening() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOpening, onSuccess: () => invalidateRecruitment(queryClient) });
}
