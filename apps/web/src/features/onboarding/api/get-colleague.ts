/**
 * A colleague named only by id (the IT person a template's task names), read from their record so
 * the picker can show their name. Admin and hr, who keep templates, may read every record.
 */
import { EmployeeCardSchema } from '@hrms/contracts/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PersonOption } from '../../../api/search-employees';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

const ColleagueSchema = EmployeeCardSchema.extend({ employeeCode: z.string().optional() });

export async function getColleague(id: string, signal?: AbortSignal): Promise<PersonOption> {
  const person = ColleagueSchema.parse(
    await api.get<unknown>(`/employees/${encodeURIComponent(id)}`, { signal }),
  );
  return {
    id: person.id,
    name: person.name,
    detail: [person.employeeCode, person.designation?.name].filter(Boolean).join(' · '),
    photoUrl: person.photoUrl,
  };
}

export const colleagueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: onboardingKeys.colleague(id),
    queryFn: ({ signal }) => getColleague(id, signal),
    staleTime: 5 * 60_000,
  });

export function useColleague(id: string, enabled: boolean) {
  return useQuery({ ...colleagueQueryOptions(id), enabled: enabled && id !== '' });
}
