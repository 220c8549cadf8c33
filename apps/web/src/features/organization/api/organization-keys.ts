/** Every organization query starts with `organization`, which `employee-update` invalidates. */
export const organizationKeys = {
  all: ['organization'] as const,
  charts: () => [...organizationKeys.all, 'chart'] as const,
  chart: (params: { departmentId?: string | undefined }) => [...organizationKeys.charts(), params] as const,
};
