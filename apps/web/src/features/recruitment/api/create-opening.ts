import { type CreateOpeningBody, type Opening, OpeningSchema } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

export async function createOpening(body: CreateOpeningBody): Promise<Opening> {
  return OpeningSchema.parse(await api.post<unknown>('/recruitment/openings', body));
}

export function useCreateOpening() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOpening, onSuccess: () => invalidateRecruitment(queryClient) });
}
