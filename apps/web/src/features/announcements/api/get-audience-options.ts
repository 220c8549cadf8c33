/**
 * Departments and offices for the audience picker, from the organization lists.
 * A list that cannot be had (404, 403) is reported as unavailable so the editor
 * offers roles and everyone only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

export interface AudienceOption {
  id: string;
  name: string;
}

export interface AudienceOptions {
  /** null when the list cannot be had. */
  departments: AudienceOption[] | null;
  offices: AudienceOption[] | null;
}

const OptionSchema = z.object({ id: z.uuid(), name: z.string().min(1) });

/** Reads `[{ id, name }]`, or the same under `items`, `departments` or `offices`; ignores other rows. */
export function readOptions(data: unknown): AudienceOption[] {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const list = Array.isArray(data)
    ? data
    : [record.items, record.departments, record.offices].find((value) => Array.isArray(value));
  if (!Array.isArray(list)) return [];
  const out: AudienceOption[] = [];
  for (const row of list) {
    const parsed = OptionSchema.safeParse(row);
    if (parsed.success) out.push({ id: parsed.data.id, name: parsed.data.name });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

async function optional(path: string, signal?: AbortSignal): Promise<AudienceOption[] | null> {
  try {
    return readOptions(await api.get<unknown>(path, { signal }));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 405))
      return null;
    throw error;
  }
}

export async function getAudienceOptions(signal?: AbortSignal): Promise<AudienceOptions> {
  const [departments, offices] = await Promise.all([
    optional('/organization/departments', signal),
    optional('/organization/offices', signal),
  ]);
  return { departments, offices };
}

export const audienceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.audience(),
    queryFn: ({ signal }) => getAudienceOptions(signal),
  });

export function useAudienceOptions(enabled = true) {
  return useQuery({ ...audienceOptionsQueryOptions(), enabled });
}
