import { type CreateTemplateBody, type Template, TemplateSchema } from '@hrms/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

export async function createTemplate(body: CreateTemplateBody): Promise<Template> {
  return TemplateSchema.parse(await api.post<unknown>('/onboarding/templates', body));
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTemplate, onSuccess: () => invalidateOnboarding(queryClient) });
}
