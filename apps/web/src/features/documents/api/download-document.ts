import type { Document } from '@hrms/contracts/documents';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFile, type FetchedFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { documentKeys } from './document-keys';
import { documentPath } from './document-path';

/** The stored file, as the server serves it (an attachment); the name falls back to the uploaded one. */
export async function getDocumentFile(document: Document, signal?: AbortSignal): Promise<FetchedFile> {
  const file = await apiFile(
    `${documentPath({ employeeId: document.employeeId, documentId: document.id })}/download`,
    { signal },
  );
  return { blob: file.blob, fileName: file.fileName ?? document.fileName };
}

/** For a preview: kept only while it is shown. */
export const documentFileQueryOptions = (document: Document) =>
  queryOptions({
    queryKey: documentKeys.file(document.id),
    queryFn: ({ signal }) => getDocumentFile(document, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDocumentFile(document: Document) {
  return useQuery(documentFileQueryOptions(document));
}

export async function downloadDocument(document: Document): Promise<void> {
  const file = await getDocumentFile(document);
  saveBlob(file.blob, file.fileName ?? document.fileName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
