import { type TemplateListResponse, TemplateListResponseSchema } from '@hrms/contracts/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from './get-list';
import { onboardingKeys, type TemplateListParams } from './onboarding-keys';

/** A page of templates (admin, hr), filtered by name, kind and status. */
export async function getTemplates(
  params: TemplateListParams,
  signal?: AbortSignal,
): Promise<TemplateListResponse> {
  return getList('/onboarding/templates', TemplateListResponseSchema, params, signal);
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
