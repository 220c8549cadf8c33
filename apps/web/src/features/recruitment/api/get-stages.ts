import { type StageListResponse, StageListResponseSchema } from '@hrms/contracts/recruitment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

/** The company's pipeline in order, each stage with how many applications are in it now. */
export async function getStages(signal?: AbortSignal): Promise<StageListResponse> {
  return StageListResponseSchema.parse(await api.get<unknown>('/recruitment/stages', { signal }));
}

export const stagesQueryOptions = () =>
  queryOptions({ queryKey: recruitmentKeys.stages(), queryFn: ({ signal }) => getStages(signal) });

export function useStages() {
  return useQuery(stagesQueryOptions());
}
