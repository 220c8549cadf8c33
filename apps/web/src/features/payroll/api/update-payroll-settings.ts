import {
  type PayrollSettings,
  PayrollSettingsSchema,
  type UpdatePayrollSettingsBody,
} from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** Saves the changed payroll settings (audited); the next calculation reads them. */
export async function updatePayrollSettings(body: UpdatePayrollSettingsBody): Promise<PayrollSettings> {
  return PayrollSettingsSchema.parse(await api.patch<unknown>('/settings/payroll', body));
}

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayrollSettings,
    onSuccess: (saved) => queryClient.setQueryData(payrollKeys.settings(), saved),
  });
}
