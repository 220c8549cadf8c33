/**
 * What the signed-in person can reach beyond their role (`GET /auth/capabilities`): the menu shows
 * Recruitment to a hiring manager or an interviewer from it. Under its own key, which a
 * `recruitment-update` makes stale: being named on an opening or a panel arrives that way.
 */
import type { Capabilities } from '@hrms/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkedAnswer } from '../../../lib/checked-answer';

export const capabilityKeys = {
  all: ['capabilities'] as const,
};

export async function getCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  return checkedAnswer(api.get('/auth/capabilities', { signal }), () =>
    import('@hrms/contracts/auth').then((contract) => contract.CapabilitiesSchema),
  );
}

export const capabilitiesQueryOptions = () =>
  queryOptions({ queryKey: capabilityKeys.all, queryFn: ({ signal }) => getCapabilities(signal) });

export function useCapabilities() {
  return useQuery(capabilitiesQueryOptions());
}
