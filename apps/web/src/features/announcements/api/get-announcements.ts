import { type AnnouncementListResponse, AnnouncementListResponseSchema } from '@hrms/contracts/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';
import type { AnnouncementStatus } from './types';

export interface ListParams {
  status: AnnouncementStatus;
  page: number;
  limit: number;
  search: string;
}

/** Every announcement in one status (admin and hr). */
export async function getAnnouncements(
  params: ListParams,
  signal?: AbortSignal,
): Promise<AnnouncementListResponse> {
  const data = await api.get<unknown>('/announcements', {
    query: {
      status: params.status,
      page: params.page,
      limit: params.limit,
      search: params.search || undefined,
    },
    signal,
  });
  return AnnouncementListResponseSchema.parse(data);
}

export const announcementsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: announcementKeys.list(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(params: ListParams) {
  return useQuery(announcementsQueryOptions(params));
}
