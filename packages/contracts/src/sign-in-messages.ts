/**
 * What signing in and out says: the sign-in page, its second step and the session. Part of
 * `Messages` (./messages.ts); plain data in a file of its own, so the first load carries these and
 * not every message of the product.
 */
export const SignInMessages = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  accountLocked: 'Account temporarily locked due to suspicious activity',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  accountInactive: 'This account is inactive. Please contact your HR team.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  loginSuccess: 'Login successful!',
  logoutSuccess: 'Logged out successfully',
  invalidTwoFactorCode: 'That code is not valid. Check your app and try again.',
  twoFactorChallengeExpired: 'Your sign-in took too long. Please sign in again.',
  twoFactorSetupRequired:
    'Your company requires two-factor authentication. Set it up on your profile to continue.',
} as const;
