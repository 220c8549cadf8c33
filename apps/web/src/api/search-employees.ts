/**
 * People to pick from by name, code or work email (a manager, a person whose salary to open): the
 * first matches from the server, so a company of thousands is never loaded whole. Shared by the
 * features that pick a person; under `employees`, which `employee-update` invalidates.
 */
import {
  EMPLOYEE_STATUS_LABELS,
  EmployeeListResponseSchema,
  type PersonRef,
} from '@hrms/contracts/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const LOOKUP_LIMIT = 20;

export const employeeLookupKeys = {
  all: ['employees', 'lookup'] as const,
  search: (search: string) => [...employeeLookupKeys.all, search] as const,
};

export interface PersonOption {
  id: string;
  name: string;
  detail: string;
  photoUrl: string | null;
}

export async function searchEmployees(search: string, signal?: AbortSignal): Promise<PersonOption[]> {
  const params = new URLSearchParams({ sort: 'name', order: 'asc', page: '1', limit: String(LOOKUP_LIMIT) });
  if (search) params.set('search', search);
  const data = EmployeeListResponseSchema.parse(await api.get<unknown>(`/employees?${params}`, { signal }));
  return data.items.map((e) => ({
    id: e.id,
    name: e.name,
    // Someone not active (on notice, or gone) is named as such: a settlement's leaver is found too.
    detail: [
      e.employeeCode,
      e.designation?.name,
      e.status && e.status !== 'active' ? EMPLOYEE_STATUS_LABELS[e.status] : null,
    ]
      .filter(Boolean)
      .join(' · '),
    photoUrl: e.photoUrl,
  }));
}

export const employeeLookupQueryOptions = (search: string) =>
  queryOptions({
    queryKey: employeeLookupKeys.search(search),
    queryFn: ({ signal }) => searchEmployees(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useEmployeeLookup(search: string, enabled: boolean) {
  return useQuery({ ...employeeLookupQueryOptions(search), enabled });
}

export function personOptionFromRef(ref: PersonRef): PersonOption {
  return { id: ref.id, name: ref.name, detail: ref.employeeCode, photoUrl: ref.photoUrl };
}
