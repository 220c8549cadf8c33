/**
 * Moves an application to another stage. The board shows the move at once and puts the card back
 * if the server refuses (hired is reached only through the hire; nothing leaves hired).
 */
import {
  type Application,
  type ApplicationListResponse,
  ApplicationSchema,
  type Stage,
} from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment, recruitmentKeys } from './recruitment-keys';

export interface MoveApplicationInput {
  id: string;
  stage: Pick<Stage, 'id' | 'name' | 'kind'>;
  /** Why, for a rejection. */
  reason?: string | undefined;
}

export async function moveApplication({ id, stage, reason }: MoveApplicationInput): Promise<Application> {
  return ApplicationSchema.parse(
    await api.post<unknown>(`/recruitment/applications/${encodeURIComponent(id)}/move`, {
      stageId: stage.id,
      ...(reason ? { reason } : {}),
    }),
  );
}

type Snapshot = [readonly unknown[], ApplicationListResponse | undefined][];

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation<Application, Error, MoveApplicationInput, { snapshot: Snapshot }>({
    mutationFn: moveApplication,
    onMutate: async ({ id, stage }) => {
      const lists = { queryKey: [...recruitmentKeys.applications(), 'list'] };
      await queryClient.cancelQueries(lists);
      const snapshot = queryClient.getQueriesData<ApplicationListResponse>(lists);
      const now = new Date().toISOString();
      queryClient.setQueriesData<ApplicationListResponse>(lists, (data) =>
        data
          ? {
              ...data,
              items: data.items.map((item) =>
                item.id === id
                  ? {
                      ...item,
                      stage: { id: stage.id, name: stage.name, kind: stage.kind },
                      stageChangedAt: now,
                    }
                  : item,
              ),
            }
          : data,
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateRecruitment(queryClient),
  });
}
