// POST reset_password {token, password, confirm_password}: the page behind the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirm_password: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const envelope = await apiPost<null>('reset_password', { ...input });
  return String(envelope.message);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
