/** The active onboarding templates a hire may start (the best match when none is chosen). */
import { type TemplateListResponse, TemplateListResponseSchema } from '@hrms/contracts/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export async function getOnboardingTemplates(signal?: AbortSignal): Promise<TemplateListResponse> {
  const data = await api.get<unknown>('/onboarding/templates', {
    query: { kind: 'onboarding', status: 'active', page: 1, limit: 100 },
    signal,
  });
  return TemplateListResponseSchema.parse(data);
}

export const onboardingTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: recruitmentKeys.onboardingTemplates(),
    queryFn: ({ signal }) => getOnboardingTemplates(signal),
    staleTime: 60_000,
  });

export function useOnboardingTemplates(enabled: boolean) {
  return useQuery({ ...onboardingTemplatesQueryOptions(), enabled });
}
