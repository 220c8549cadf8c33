import { type DocumentSearchResponse, DocumentSearchResponseSchema } from '@hrms/contracts/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';
import type { SearchDocumentsParams } from './types';

/** Documents across the company, a page at a time (admin and hr). */
export async function searchDocuments(
  params: SearchDocumentsParams,
  signal?: AbortSignal,
): Promise<DocumentSearchResponse> {
  const data = await api.get<unknown>('/documents/search', {
    query: { ...params, search: params.search || undefined },
    signal,
  });
  return DocumentSearchResponseSchema.parse(data);
}

export const searchDocumentsQueryOptions = (params: SearchDocumentsParams) =>
  queryOptions({
    queryKey: documentKeys.search(params),
    queryFn: ({ signal }) => searchDocuments(params, signal),
    placeholderData: keepPreviousData,
    // A review queue goes stale quickly; another reviewer may be working through it.
    staleTime: 30_000,
  });

export function useSearchDocuments(params: SearchDocumentsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchDocumentsQueryOptions(params), enabled: options.enabled ?? true });
}

/** How many documents wait for review: the review queue tab's count. */
export function usePendingReviewCount(options: { enabled?: boolean } = {}): number | undefined {
  const query = useSearchDocuments({ page: 1, limit: 1, status: 'pending' }, options);
  return query.data?.total;
}
