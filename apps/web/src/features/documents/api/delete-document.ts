import { DeleteDocumentResponseSchema } from '@hrms/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';
import { type DocumentRef, documentPath } from './document-path';

export async function deleteDocument(ref: DocumentRef): Promise<void> {
  DeleteDocumentResponseSchema.parse(await api.delete<unknown>(documentPath(ref)));
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
