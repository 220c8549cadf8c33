import {
  type Announcement,
  AnnouncementSchema,
  type UpdateAnnouncementBody,
} from '@hrms/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

/** Changes an announcement; `action` moves it to draft, publishes (or schedules) or archives it. */
export async function updateAnnouncement({
  id,
  body,
}: {
  id: string;
  body: UpdateAnnouncementBody;
}): Promise<Announcement> {
  return AnnouncementSchema.parse(await api.patch<unknown>(`/announcements/${encodeURIComponent(id)}`, body));
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
