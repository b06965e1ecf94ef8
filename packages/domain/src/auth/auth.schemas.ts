// Requests of the sign-in calls (docs/reference/accounts.md 'Rules', 'Calls' and 'Sessions').
import { z } from 'zod';
import { emailField, optionalText, requiredChoice, requiredText } from '../api/fields';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth-constants';

export { APP_TYPE, AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth-constants';

// Not trimmed: every character of a password counts, as sign-in compares it exactly.
export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(1, { error: 'Password is required.', abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(200, { error: 'Password must be at most 200 characters.' });

export const LoginSchema = z.object({
  email: requiredText('Email is required.', 254),
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(200),
  version: optionalText(20),
});
export type LoginRequest = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.object({
  fullname: requiredText('Full name is required.', 200),
  email: emailField(),
  password: passwordField,
  // An id from the lookup lists (a number in JSON, text in a form), or a code or name.
  country: requiredChoice('Country is required.'),
  currency: requiredChoice('Currency is required.'),
  language: optionalText(10).transform((value) => value || 'us'),
  user_type: optionalText(20),
  app_type: optionalText(50),
  version: optionalText(20),
  /** The token of a referral invitation's sign-up link (/register?ref=...); optional. */
  ref: optionalText(200, 'ref'),
});
export type RegisterRequest = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({
  email: requiredText('Email is required.', 254),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    token: requiredText(AUTH_MESSAGES.resetInvalid, 200),
    password: passwordField,
    confirm_password: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
  })
  .refine((body) => body.password === body.confirm_password, {
    error: AUTH_MESSAGES.passwordMismatch,
    path: ['confirm_password'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordSchema>;
