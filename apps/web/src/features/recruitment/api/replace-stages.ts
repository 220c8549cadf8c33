import {
  type ReplaceStagesBody,
  type StageListResponse,
  StageListResponseSchema,
} from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** The whole pipeline, in order; a stage left out is removed (409 while applications are in it). */
export async function replaceStages(body: ReplaceStagesBody): Promise<StageListResponse> {
  return StageListResponseSchema.parse(await api.put<unknown>('/recruitment/stages', body));
}

export function useReplaceStages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceStages, onSuccess: () => invalidateRecruitment(queryClient) });
}
