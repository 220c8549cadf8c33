import type { DeclarationStatus } from '@hrms/contracts/payroll';
import type { StatutoryRuleKind } from '@hrms/contracts/payroll-rules';
import type { QueryClient } from '@tanstack/react-query';

/** Every payroll query starts with `payroll`, which a `payroll-update` event invalidates (contracts `UPDATE_EVENT_QUERY_KEYS`). */
export const payrollKeys = {
  all: ['payroll'] as const,
  configs: () => [...payrollKeys.all, 'config'] as const,
  config: (employeeId: string) => [...payrollKeys.configs(), employeeId] as const,
  template: () => [...payrollKeys.all, 'template'] as const,
  /** The company's payroll settings (Settings → Payroll). */
  settings: () => [...payrollKeys.all, 'settings'] as const,
  rulesAll: () => [...payrollKeys.all, 'statutory-rules'] as const,
  rules: (kind: StatutoryRuleKind | null) => [...payrollKeys.rulesAll(), kind ?? 'all'] as const,
  /** A leaver's settlement, on any last day. */
  fullAndFinal: (employeeId: string) => [...payrollKeys.all, 'full-and-final', employeeId] as const,
  declarationsAll: () => [...payrollKeys.all, 'declarations'] as const,
  myDeclaration: () => [...payrollKeys.declarationsAll(), 'me'] as const,
  declarations: (params: DeclarationListParams) =>
    [...payrollKeys.declarationsAll(), 'list', params] as const,
};

export interface DeclarationListParams {
  page: number;
  limit: number;
  status: DeclarationStatus | null;
  search: string;
}

/** A person's salary changed: their salary and their settlement (pay, gratuity, a day's rate) are stale. */
export function invalidateSalaryOf(queryClient: QueryClient, employeeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: payrollKeys.config(employeeId) }),
    queryClient.invalidateQueries({ queryKey: payrollKeys.fullAndFinal(employeeId) }),
  ]);
}
