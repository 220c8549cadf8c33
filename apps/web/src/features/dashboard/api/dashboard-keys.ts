/** Every dashboard query starts with `dashboard`, which realtime updates invalidate. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};
