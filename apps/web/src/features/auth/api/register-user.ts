// POST register_user (docs/reference/accounts.md 'Fields' and 'Calls'): the registration payload, with the
// product's fixed app type and the client type and version 'web'.
import { useMutation } from '@tanstack/react-query';
import { APP_TYPE } from '@tradebook/domain/auth/auth-constants';
import { apiPost } from '../../../lib/api-client';

export interface RegisterUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The country's id, as chosen in regional settings. */
  country: string;
  /** The currency's id. */
  currency: string;
  language: string;
  /** The token of the referral link the visitor came by, if any. */
  ref?: string | undefined;
}

/** Answers the server's message, which the screen shows. */
export async function registerUser(input: RegisterUserInput): Promise<string> {
  const envelope = await apiPost<null>('register_user', {
    user_type: 'web',
    app_type: APP_TYPE,
    fullname: `${input.firstName.trim()} ${input.lastName.trim()}`,
    email: input.email,
    password: input.password,
    country: input.country,
    currency: input.currency,
    version: 'web',
    language: input.language || 'us',
    ...(input.ref ? { ref: input.ref } : {}),
  });
  return String(envelope.message);
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
