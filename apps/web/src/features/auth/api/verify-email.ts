// POST verify_email {token}: the page behind the link e-mailed at registration (ADR 0215).
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export async function verifyEmail(token: string): Promise<string> {
  const envelope = await apiPost<null>('verify_email', { token });
  return String(envelope.message);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
