import { type Document, type DocumentCategory, DocumentSchema } from '@hrms/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export interface UploadDocumentInput {
  employeeId: string;
  file: File;
  category: DocumentCategory;
  title?: string | undefined;
}

/** Multipart: the fields first, so the server has them before it streams the file. */
export async function uploadDocument(input: UploadDocumentInput): Promise<Document> {
  const form = new FormData();
  form.append('category', input.category);
  const title = input.title?.trim();
  if (title) form.append('title', title);
  form.append('file', input.file, input.file.name);
  const data = await api.post<unknown>(`/employees/${encodeURIComponent(input.employeeId)}/documents`, form);
  return DocumentSchema.parse(data);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
