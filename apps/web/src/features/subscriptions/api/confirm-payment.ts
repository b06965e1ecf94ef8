// POST web/payment/responseHandler: the success page asks the server to confirm the payment with Stripe.
// Confirming is safe to repeat on the server (a session credits once), but the page still sends it once
// per load: it is a query keyed by the session, so React StrictMode's second mount and any re-render
// share the one request instead of starting another (docs/decisions/0207).
import { useQuery } from '@tanstack/react-query';
import { APP_TYPE } from '@tradebook/domain/auth/auth.schemas';
import { PAYMENT_GATEWAY } from '@tradebook/domain/subscriptions/plan-rules';
import type {
  ConfirmPaymentRequest,
  SubscriptionState,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import { apiPost } from '../../../lib/api-client';
import { clearPaymentId, readPaymentId } from '../payment-id-store';

export interface ConfirmedPayment {
  message: string;
  state: SubscriptionState;
}

export async function confirmPayment(sessionId: string): Promise<ConfirmedPayment> {
  const body: ConfirmPaymentRequest = {
    app_type: APP_TYPE,
    paymentId: readPaymentId() ?? undefined,
    gateway: PAYMENT_GATEWAY,
    transactionCode: sessionId || undefined,
  };
  const envelope = await apiPost<SubscriptionState>('web/payment/responseHandler', { ...body });
  // docs/reference/subscriptions.md: the stored id goes once the payment is confirmed, and only then.
  clearPaymentId();
  return { message: String(envelope.message), state: envelope.response };
}

export function useConfirmPayment(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-confirmation', sessionId],
    queryFn: () => confirmPayment(sessionId),
    enabled,
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
