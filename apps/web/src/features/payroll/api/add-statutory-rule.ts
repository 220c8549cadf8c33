import { type StatutoryRuleRow, StatutoryRuleRowSchema } from '@hrms/contracts/payroll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-keys';

/** What the dialog sends: the kind, key, date and params; the server checks the params by the kind. */
export interface NewStatutoryRule {
  kind: StatutoryRuleRow['kind'];
  key: string;
  effectiveFrom: string;
  params: unknown;
}

/** An admin adds a rule from a date, when the law changes (audited). */
export async function addStatutoryRule(rule: NewStatutoryRule): Promise<StatutoryRuleRow> {
  return StatutoryRuleRowSchema.parse(await api.post<unknown>('/payroll/statutory-rules', rule));
}

export function useAddStatutoryRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStatutoryRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollKeys.rulesAll() }),
  });
}
