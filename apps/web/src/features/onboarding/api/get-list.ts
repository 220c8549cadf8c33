import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** How a page of an onboarding list is asked for; an empty filter means every kind or status. */
interface ListParams {
  page: number;
  limit: number;
  search: string;
  kind?: string;
  status: string;
}

/** A page of one of onboarding's lists, read by `schema`; empty filters are left out of the query. */
export async function getList<T>(
  path: string,
  schema: z.ZodType<T>,
  params: ListParams,
  signal?: AbortSignal,
): Promise<T> {
  const data = await api.get<unknown>(path, {
    query: {
      page: params.page,
      limit: params.limit,
      search: params.search || undefined,
      kind: params.kind || undefined,
      status: params.status || undefined,
    },
    signal,
  });
  return schema.parse(data);
}
