// POST web/payment/checkOut: a Stripe Checkout Session for one package. The server charges its own price
// (packagePrice is sent because the spec's body has it, and ignored) and accepts only return addresses on
// this site; Stripe adds ?session_id= to the success address.
import { useMutation } from '@tanstack/react-query';
import { APP_TYPE } from '@tradebook/domain/auth/auth.schemas';
import { PAYMENT_GATEWAY } from '@tradebook/domain/subscriptions/plan-rules';
import type {
  CheckoutRequest,
  SubscriptionPackage,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import { paths } from '../../../config/paths';
import { apiPost } from '../../../lib/api-client';

export interface Checkout {
  paymentId: string;
  pgUrl: string;
}

export function checkoutRequest(pack: SubscriptionPackage, origin: string): CheckoutRequest {
  return {
    app_type: APP_TYPE,
    packageId: pack.packageId,
    packagePrice: pack.packagePrice,
    gateway: PAYMENT_GATEWAY,
    successUrl: `${origin}${paths.stripeSuccess}`,
    cancelUrl: `${origin}${paths.stripeError}`,
  };
}

export async function checkOut(pack: SubscriptionPackage): Promise<Checkout> {
  const body = checkoutRequest(pack, window.location.origin);
  return (await apiPost<Checkout>('web/payment/checkOut', body)).response;
}

export function useCheckOut() {
  return useMutation({ mutationFn: checkOut });
}
