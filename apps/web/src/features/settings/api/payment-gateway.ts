// The business's own Stripe account (issue 15): GET payment_gateway/get_details (connected, the key's
// last four characters, test or live), POST payment_gateway/update (the secret key, checked with Stripe
// by the server) and POST payment_gateway/remove.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StripeKeyDetails } from '@tradebook/domain/settings/payment-gateway.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

export const PAYMENT_GATEWAY_KEY = ['settings', 'payment-gateway'] as const;

export function usePaymentGateway() {
  return useQuery({
    queryKey: PAYMENT_GATEWAY_KEY,
    queryFn: async () => (await apiGet<StripeKeyDetails>('payment_gateway/get_details')).response,
  });
}

export function useSaveStripeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (secretKey: string) => {
      const envelope = await apiPost<StripeKeyDetails>('payment_gateway/update', {
        stripe_secret_key: secretKey,
      });
      return envelope.response;
    },
    onSuccess: (details) => queryClient.setQueryData(PAYMENT_GATEWAY_KEY, details),
  });
}

export function useRemoveStripeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const envelope = await apiPost<StripeKeyDetails>('payment_gateway/remove');
      return { details: envelope.response, message: String(envelope.message) };
    },
    onSuccess: ({ details }) => queryClient.setQueryData(PAYMENT_GATEWAY_KEY, details),
  });
}
