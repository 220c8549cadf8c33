/**
 * Messages a person reads; the web shows them as they are (spec §8). Plain data (no zod); those of
 * signing in and out are in ./sign-in-messages.ts, which the sign-in page reads alone.
 */
import { SignInMessages } from './sign-in-messages';

export const Messages = {
  ...SignInMessages,
  notSignedIn: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  unstorableValue: 'A value in the request cannot be saved. Check its dates, numbers and characters.',
  concurrentChange: 'Someone changed the same records at the same time. Reload and try again.',
  forgotPasswordSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;
