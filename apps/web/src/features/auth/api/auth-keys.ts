export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
  resetTokenInfo: (token: string) => [...authKeys.resetToken(token), 'info'] as const,
  /** Everything on the profile's security sections; changes there invalidate this. */
  security: () => [...authKeys.all, 'security'] as const,
  twoFactorStatus: () => [...authKeys.security(), 'two-factor'] as const,
  sessions: () => [...authKeys.security(), 'sessions'] as const,
  sessionStats: () => [...authKeys.security(), 'session-stats'] as const,
  loginHistoryAll: () => [...authKeys.security(), 'login-history'] as const,
  loginHistory: (params: { page: number; limit: number; outcome?: string | undefined }) =>
    [...authKeys.loginHistoryAll(), params] as const,
  securityAlerts: () => [...authKeys.security(), 'alerts'] as const,
  securitySettings: () => [...authKeys.security(), 'settings'] as const,
};
