// POST forgot_password {email}. The server answers the same message whether the account exists or not.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export async function forgotPassword(email: string): Promise<string> {
  const envelope = await apiPost<null>('forgot_password', { email });
  return String(envelope.message);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
