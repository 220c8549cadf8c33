import { type CreateNoteBody, type Note, NoteSchema } from '@hrms/contracts/recruitment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecruitment } from './recruitment-keys';

/** A note on an application; the colleagues it mentions are told. */
export async function addNote({
  applicationId,
  body,
}: {
  applicationId: string;
  body: CreateNoteBody;
}): Promise<Note> {
  return NoteSchema.parse(
    await api.post<unknown>(`/recruitment/applications/${encodeURIComponent(applicationId)}/notes`, body),
  );
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNote, onSuccess: () => invalidateRecruitment(queryClient) });
}
