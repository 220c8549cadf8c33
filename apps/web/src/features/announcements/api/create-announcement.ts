import {
  type Announcement,
  AnnouncementSchema,
  type CreateAnnouncementBody,
} from '@hrms/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

export async function createAnnouncement(body: CreateAnnouncementBody): Promise<Announcement> {
  return AnnouncementSchema.parse(await api.post<unknown>('/announcements', body));
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
