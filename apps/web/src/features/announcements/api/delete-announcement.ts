import {
  type DeleteAnnouncementResponse,
  DeleteAnnouncementResponseSchema,
} from '@hrms/contracts/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

/** Deletes a draft, scheduled or archived announcement; a published one is archived instead. */
export async function deleteAnnouncement(id: string): Promise<DeleteAnnouncementResponse> {
  return DeleteAnnouncementResponseSchema.parse(
    await api.delete<unknown>(`/announcements/${encodeURIComponent(id)}`),
  );
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: (result, id) => {
      if (result.outcome === 'deleted') queryClient.removeQueries({ queryKey: announcementKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    },
  });
}
