// POST login {email, password, version: 'web'} (docs/reference/accounts.md 'Calls'). The answer carries the
// token next to the envelope: {status, message, api_token, response: user}.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { LoginRequest } from '@tradebook/domain/auth/auth.schemas';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';

export interface LoginResult {
  token: string;
  user: Profile;
}

export async function login({
  email,
  password,
}: Pick<LoginRequest, 'email' | 'password'>): Promise<LoginResult> {
  const envelope = await apiPost<Profile>('login', { email, password, version: 'web' });
  return { token: String(envelope.api_token), user: envelope.response };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
