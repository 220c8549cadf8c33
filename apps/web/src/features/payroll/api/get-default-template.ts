import { DefaultTemplateResponseSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

export type DefaultTemplate = z.infer<typeof DefaultTemplateResponseSchema>;

/** The default structure (Basic, HRA for a metro or not, the special allowance) and notes on formulas. */
export async function getDefaultTemplate(signal?: AbortSignal): Promise<DefaultTemplate> {
  return DefaultTemplateResponseSchema.parse(
    await api.get<unknown>('/payroll/config/default/template', { signal }),
  );
}

export const defaultTemplateQueryOptions = () =>
  queryOptions({
    queryKey: payrollKeys.template(),
    queryFn: ({ signal }) => getDefaultTemplate(signal),
    staleTime: 10 * 60_000,
  });

export function useDefaultTemplate(enabled = true) {
  return useQuery({ ...defaultTemplateQueryOptions(), enabled });
}
