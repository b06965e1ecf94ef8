// The sign-in forms' schemas (docs/reference/accounts.md 'Rules'), built from the request schemas and
// messages of packages/domain so the browser and the server say the same thing.
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { emailField, requiredText } from '@tradebook/domain/api/fields';
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  passwordField,
} from '@tradebook/domain/auth/auth.schemas';

export const LoginFormSchema = LoginSchema.pick({ email: true, password: true }).extend({
  remember: z.boolean(),
});

/** Shown when the confirmation box is left empty: 'mismatched' would blame a password never typed. */
export const CONFIRM_PASSWORD_REQUIRED = 'Please type the password again to confirm it.';

/** What is wrong with the confirmation, if anything: empty, or not the password (docs/reference/accounts.md
 * 'Rules'). */
function confirmProblem(value: { password?: unknown; confirm_password?: unknown }): string | undefined {
  if (typeof value.confirm_password !== 'string' || value.confirm_password === '') {
    return CONFIRM_PASSWORD_REQUIRED;
  }
  return value.confirm_password === value.password ? undefined : AUTH_MESSAGES.passwordMismatch;
}
function confirmMatches(value: { password?: unknown; confirm_password?: unknown }) {
  return confirmProblem(value) === undefined;
}
const confirmCheck = { error: AUTH_MESSAGES.passwordMismatch, path: ['confirm_password'] };

/** The schema's resolver, plus the confirm-password check even when other fields already failed: zod
 * skips an object's refinements once a field has aborted (the domain's required fields do), and the
 * user should see every problem after one submit. */
export function resolverWithConfirmPassword<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const problem = confirmProblem(values);
    if (problem === undefined) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        confirm_password: { type: 'validate', message: problem },
      },
    } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
  };
}

export const RegisterFormSchema = z
  .object({
    first_name: requiredText('First name is required.', 100),
    last_name: requiredText('Last name is required.', 100),
    email: emailField(),
    password: passwordField,
    confirm_password: z.string(),
    terms: z.boolean().refine((accepted) => accepted, { error: 'Please accept the terms and conditions.' }),
  })
  .refine(confirmMatches, confirmCheck);

export const RegionalSettingsSchema = z.object({
  country: requiredText('Country is required.'),
  language: requiredText('Language is required.'),
  currency: requiredText('Currency is required.'),
});

export const ResetPasswordFormSchema = z
  .object({ password: passwordField, confirm_password: z.string() })
  .refine(confirmMatches, confirmCheck);

// The resolvers the sign-in screens load lazily (features/auth/lazy-resolver.ts).
export const loginResolver = zodResolver(LoginFormSchema);
export const registerResolver = resolverWithConfirmPassword(RegisterFormSchema);
export const resetPasswordResolver = resolverWithConfirmPassword(ResetPasswordFormSchema);
export const forgotPasswordResolver = zodResolver(ForgotPasswordSchema);

export type LoginFormValues = z.input<typeof LoginFormSchema>;
export type RegisterFormValues = z.input<typeof RegisterFormSchema>;
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordSchema>;
