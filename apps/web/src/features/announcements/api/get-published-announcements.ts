import { type AnnouncementListResponse, AnnouncementListResponseSchema } from '@hrms/contracts/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

export interface FeedParams {
  page: number;
  limit: number;
  search: string;
}

/** What is published to the signed-in person: pinned first, then newest, each with `read`. */
export async function getPublishedAnnouncements(
  params: FeedParams,
  signal?: AbortSignal,
): Promise<AnnouncementListResponse> {
  const data = await api.get<unknown>('/announcements/published', {
    query: { page: params.page, limit: params.limit, search: params.search || undefined },
    signal,
  });
  return AnnouncementListResponseSchema.parse(data);
}

export const publishedAnnouncementsQueryOptions = (params: FeedParams) =>
  queryOptions({
    queryKey: announcementKeys.feed(params),
    queryFn: ({ signal }) => getPublishedAnnouncements(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePublishedAnnouncements(params: FeedParams) {
  return useQuery(publishedAnnouncementsQueryOptions(params));
}
