/**
 * Starts a month's run for everyone employed in it (or a department's): the server answers the run
 * at once (202) and goes on in the background, each person's slip made or calculated again;
 * finalised slips are left as they are.
 */
import { type PayrollRun, PayrollRunSchema } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { runKeys } from './slip-keys';

export interface StartPayrollRunInput {
  year: number;
  month: number;
  /** '' for the whole company. */
  departmentId: string;
}

export async function startPayrollRun({
  year,
  month,
  departmentId,
}: StartPayrollRunInput): Promise<PayrollRun> {
  return PayrollRunSchema.parse(
    await api.post<unknown>(`/payroll/bulk-generate/${month}/${year}`, undefined, {
      query: { departmentId: departmentId || undefined },
    }),
  );
}

export function useStartPayrollRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayrollRun,
    onSuccess: (run) => queryClient.setQueryData(runKeys.run(run.id), run),
  });
}
