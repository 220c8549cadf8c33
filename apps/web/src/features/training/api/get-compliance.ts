import { type ComplianceResponse, ComplianceResponseSchema } from '@hrms/contracts/training';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ComplianceParams, trainingKeys } from './training-keys';

/** Each person × mandatory course the caller may see, overdue first, with the counts by status. */
export async function getCompliance(
  params: ComplianceParams,
  signal?: AbortSignal,
): Promise<ComplianceResponse> {
  const data = await api.get<unknown>('/training/compliance', {
    query: {
      page: params.page,
      limit: params.limit,
      courseId: params.courseId || undefined,
      departmentId: params.departmentId || undefined,
      employeeId: params.employeeId || undefined,
      status: params.status || undefined,
    },
    signal,
  });
  return ComplianceResponseSchema.parse(data);
}

export const complianceQueryOptions = (params: ComplianceParams) =>
  queryOptions({
    queryKey: trainingKeys.complianceList(params),
    queryFn: ({ signal }) => getCompliance(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCompliance(params: ComplianceParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...complianceQueryOptions(params), enabled: options.enabled ?? true });
}
