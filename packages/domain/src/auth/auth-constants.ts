// The sign-in calls' constants and messages, without zod: the web's sign-in screens use them and keep
// their script small (docs/decisions/0203-web-assets-compression-and-caching.md).
export const APP_TYPE = 'tradebook';
export const MIN_PASSWORD_LENGTH = 8;

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid email or password.',
  emailTaken: 'This email address is already registered.',
  registered: 'Registration successful. Please sign in.',
  forgotSent: 'If an account exists for this email, we have sent instructions to reset the password.',
  resetDone: 'Your password has been reset. Please sign in.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordMismatch: 'Confirm password mismatched.',
  loggedOut: 'You have been signed out.',
  unauthenticated: 'Your session has expired. Please sign in again.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
