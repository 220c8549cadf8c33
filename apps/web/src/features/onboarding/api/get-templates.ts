import { type TemplateListResponse, TemplateListResponseSchema } from '@hrms/contracts/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys, type TemplateListParams } from './onboarding-keys';

/** A page of templates (admin, hr), filtered by name, kind and status. */
export async function getTemplates(
  params: TemplateListParams,
  signal?: AbortSignal,
): Promise<TemplateListResponse> {
  const data = await api.get<unknown>('/onboarding/templates', {
    query: {
      page: params.page,
      limit: params.limit,
      search: params.search || undefined,
      kind: params.kind || undefined,
      status: params.status || undefined,
    },
    signal,
  });
  return TemplateListResponseSchema.parse(data);
}

export const templatesQueryOptions = (params: TemplateListParams) =>
  queryOptions({
    queryKey: onboardingKeys.templateList(params),
    queryFn: ({ signal }) => getTemplates(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTemplates(params: TemplateListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...templatesQueryOptions(params), enabled: options.enabled ?? true });
}
