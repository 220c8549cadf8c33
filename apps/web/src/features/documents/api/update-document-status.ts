import { type Document, DocumentSchema, type UpdateDocumentStatusBody } from '@hrms/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';
import { type DocumentRef, documentPath } from './document-path';

/** Verify, reject (comments required) or send back to pending (admin and hr). */
export async function updateDocumentStatus(
  input: DocumentRef & { body: UpdateDocumentStatusBody },
): Promise<Document> {
  return DocumentSchema.parse(await api.patch<unknown>(`${documentPath(input)}/status`, input.body));
}

export function useUpdateDocumentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
