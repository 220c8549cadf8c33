import { AdminSessionListResponseSchema } from '@hrms/contracts/auth-security';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export type AdminSessionPage = z.infer<typeof AdminSessionListResponseSchema>;
export type AdminSession = AdminSessionPage['items'][number];
export interface AdminSessionsParams {
  page: number;
  limit: number;
  /** The user's email or name, contains, any case. */
  search?: string | undefined;
}

/** Every session in the company (admin), a page at a time (spec §9: page 1, 50 a page by default). */
export async function getAdminSessions(
  params: AdminSessionsParams,
  signal?: AbortSignal,
): Promise<AdminSessionPage> {
  const data = await api.get<unknown>('/auth/admin/sessions', {
    signal,
    query: { page: params.page, limit: params.limit, search: params.search || undefined },
  });
  return AdminSessionListResponseSchema.parse(data);
}

export const adminSessionsQueryOptions = (params: AdminSessionsParams) =>
  queryOptions({
    queryKey: settingsKeys.adminSessions(params),
    queryFn: ({ signal }) => getAdminSessions(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useAdminSessions(params: AdminSessionsParams) {
  return useQuery(adminSessionsQueryOptions(params));
}
