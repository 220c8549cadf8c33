import { StatutoryRuleListResponseSchema, type StatutoryRuleRow } from '@hrms/contracts/payroll';
import type { StatutoryRuleKind } from '@hrms/contracts/payroll-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** The statutory rules, each from its date: by kind, then key, newest first within a key. */
export async function getStatutoryRules(
  kind: StatutoryRuleKind | null,
  signal?: AbortSignal,
): Promise<StatutoryRuleRow[]> {
  const data = await api.get<unknown>('/payroll/statutory-rules', { signal, query: { kind } });
  return StatutoryRuleListResponseSchema.parse(data).items;
}

export const statutoryRulesQueryOptions = (kind: StatutoryRuleKind | null = null) =>
  queryOptions({
    queryKey: payrollKeys.rules(kind),
    queryFn: ({ signal }) => getStatutoryRules(kind, signal),
    staleTime: 5 * 60_000,
  });

export function useStatutoryRules(kind: StatutoryRuleKind | null = null) {
  return useQuery(statutoryRulesQueryOptions(kind));
}
