import type { StatutoryRuleKind } from '@hrms/contracts/payroll-rules';

/** Every payroll query starts with `payroll`, which a `payroll-update` event invalidates (contracts `UPDATE_EVENT_QUERY_KEYS`). */
export const payrollKeys = {
  all: ['payroll'] as const,
  configs: () => [...payrollKeys.all, 'config'] as const,
  config: (employeeId: string) => [...payrollKeys.configs(), employeeId] as const,
  template: () => [...payrollKeys.all, 'template'] as const,
  rulesAll: () => [...payrollKeys.all, 'statutory-rules'] as const,
  rules: (kind: StatutoryRuleKind | null) => [...payrollKeys.rulesAll(), kind ?? 'all'] as const,
};
