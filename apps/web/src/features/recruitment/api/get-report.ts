import { type RecruitmentReport, RecruitmentReportSchema } from '@hrms/contracts/recruitment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ReportParams, recruitmentKeys } from './recruitment-keys';

/** The funnel, the stages' counts and the figures by opening and by source, for an opening and dates. */
export async function getReport(params: ReportParams, signal?: AbortSignal): Promise<RecruitmentReport> {
  const data = await api.get<unknown>('/recruitment/report', {
    query: {
      openingId: params.openingId || undefined,
      from: params.from || undefined,
      to: params.to || undefined,
    },
    signal,
  });
  return RecruitmentReportSchema.parse(data);
}

export const reportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: recruitmentKeys.report(params),
    queryFn: ({ signal }) => getReport(params, signal),
    placeholderData: keepPreviousData,
  });

export function useReport(params: ReportParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...reportQueryOptions(params), enabled: options.enabled ?? true });
}
