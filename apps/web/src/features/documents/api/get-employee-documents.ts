import { type DocumentListResponse, DocumentListResponseSchema } from '@hrms/contracts/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';
import type { EmployeeDocumentsFilter } from './types';

/** One employee's documents, newest first (the person, their manager, or admin and hr). */
export async function getEmployeeDocuments(
  employeeId: string,
  filter: EmployeeDocumentsFilter,
  signal?: AbortSignal,
): Promise<DocumentListResponse> {
  const data = await api.get<unknown>(`/employees/${encodeURIComponent(employeeId)}/documents`, {
    query: { category: filter.category, status: filter.status },
    signal,
  });
  return DocumentListResponseSchema.parse(data);
}

export const employeeDocumentsQueryOptions = (employeeId: string, filter: EmployeeDocumentsFilter = {}) =>
  queryOptions({
    queryKey: documentKeys.employeeList(employeeId, filter),
    queryFn: ({ signal }) => getEmployeeDocuments(employeeId, filter, signal),
  });

export function useEmployeeDocuments(employeeId: string, filter: EmployeeDocumentsFilter = {}) {
  return useQuery(employeeDocumentsQueryOptions(employeeId, filter));
}
