import { type PayrollSettings, PayrollSettingsSchema } from '@hrms/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** Payroll's settings (Settings → Payroll): how a month's payable days are counted, and locked slips. */
export async function getPayrollSettings(signal?: AbortSignal): Promise<PayrollSettings> {
  return PayrollSettingsSchema.parse(await api.get<unknown>('/settings/payroll', { signal }));
}

export const payrollSettingsQueryOptions = () =>
  queryOptions({
    queryKey: payrollKeys.settings(),
    queryFn: ({ signal }) => getPayrollSettings(signal),
  });

export function usePayrollSettings() {
  return useQuery(payrollSettingsQueryOptions());
}
