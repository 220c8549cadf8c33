/**
 * Adding a document to a person's record: the documents pages and a leave request's certificate
 * both send one, so the fetcher lives here and each feature keeps its own hook and cache keys.
 */
import { type Document, type DocumentCategory, DocumentSchema } from '@hrms/contracts/documents';
import { api } from '../lib/api-client';

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
