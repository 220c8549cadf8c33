import { type Announcement, AnnouncementSchema } from '@hrms/contracts/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

/** One announcement; opening it as a reader records that they have read it. */
export async function getAnnouncement(id: string, signal?: AbortSignal): Promise<Announcement> {
  const data = await api.get<unknown>(`/announcements/${encodeURIComponent(id)}`, { signal });
  return AnnouncementSchema.parse(data);
}

export const announcementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: announcementKeys.detail(id),
    queryFn: ({ signal }) => getAnnouncement(id, signal),
  });

export function useAnnouncement(id: string | null) {
  return useQuery({ ...announcementQueryOptions(id ?? ''), enabled: id !== null });
}
