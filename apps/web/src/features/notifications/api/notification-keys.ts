/** Every notification query starts with `notifications`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: { limit: number }) => [...notificationKeys.all, 'list', params] as const,
};
