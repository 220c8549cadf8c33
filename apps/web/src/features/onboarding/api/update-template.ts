import { type Template, TemplateSchema, type UpdateTemplateBody } from '@hrms/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateOnboarding } from './invalidate-onboarding';

/** Changes a template; `{ status }` alone archives it or brings it back. Started checklists keep their tasks. */
export async function updateTemplate({
  id,
  body,
}: {
  id: string;
  body: UpdateTemplateBody;
}): Promise<Template> {
  return TemplateSchema.parse(
    await api.patch<unknown>(`/onboarding/templates/${encodeURIComponent(id)}`, body),
  );
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTemplate, onSuccess: () => invalidateOnboarding(queryClient) });
}
