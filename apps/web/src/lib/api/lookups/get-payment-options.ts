// GET get_payment_options (no token needed): the payment methods offered for invoice payments and
// expenses, a list of names. A failure is only logged (docs/reference/lookups.md 'Messages': dropdown
// fetches).
import { useQuery } from '@tanstack/react-query';
import type { PaymentOption } from '@tradebook/domain/lookups/payment-options';
import { apiGet } from '../../api-client';

export async function getPaymentOptions(): Promise<PaymentOption[]> {
  try {
    return (await apiGet<PaymentOption[]>('get_payment_options')).response;
  } catch (error) {
    console.error('Could not load the payment methods', error);
    throw error;
  }
}

export function usePaymentOptions() {
  return useQuery({
    queryKey: ['lookups', 'payment-options'],
    queryFn: getPaymentOptions,
    staleTime: Infinity,
  });
}
