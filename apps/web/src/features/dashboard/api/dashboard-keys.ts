/** Every dashboard query starts with `dashboard`, which every realtime update invalidates. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  /** One panel's read: its name and the query it sends. */
  panel: (name: string, query: Record<string, string> = {}) => [...dashboardKeys.all, name, query] as const,
};
