export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  loginOptions: () => [...authKeys.all, 'login-options'] as const,
};
