/**
 * The careers page's open roles, read without signing in. A visitor with an old token in the
 * browser is not sent to the sign-in page if the server refuses it.
 */
import { type PublicOpeningListResponse, PublicOpeningListResponseSchema } from '@hrms/contracts/recruitment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export async function getCareersOpenings(signal?: AbortSignal): Promise<PublicOpeningListResponse> {
  const data = await api.get<unknown>('/careers/openings', { signal, skipAuthRedirect: true });
  return PublicOpeningListResponseSchema.parse(data);
}

export const careersOpeningsQueryOptions = () =>
  queryOptions({
    queryKey: recruitmentKeys.careersOpenings(),
    queryFn: ({ signal }) => getCareersOpenings(signal),
  });

export function useCareersOpenings() {
  return useQuery(careersOpeningsQueryOptions());
}
