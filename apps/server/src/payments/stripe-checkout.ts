// Checkout Sessions through the official SDK, for whichever account's key the Stripe client carries:
// the server's own (plans, stripe-payments.ts) or a business's (its clients' card payments,
// stripe-accounts.ts). STRIPE_API_BASE points the SDK at another host (the local fake of the tests).
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, ConfirmedCheckout } from './payments-port';

function apiBaseOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/** A Stripe client for `secretKey`, talking to Stripe or to STRIPE_API_BASE. */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  return new Stripe(secretKey, { ...apiBaseOptions(apiBase), telemetry: false, timeout: 20_000 });
}

export async function createCheckoutSession(
  stripe: Stripe,
  request: CheckoutRequest,
): Promise<CheckoutSession> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountMinor,
            product_data: { name: request.description },
          },
        },
      ],
      client_reference_id: request.reference,
      metadata: { payment_id: request.reference },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { id: session.id, url: session.url };
}

function statusOf(status: string | null): ConfirmedCheckout['status'] {
  return status === 'complete' || status === 'expired' ? status : 'open';
}

function confirmedOf(session: Stripe.Checkout.Session): ConfirmedCheckout {
  const intent = session.payment_intent;
  return {
    id: session.id,
    reference: session.client_reference_id ?? session.metadata?.payment_id ?? '',
    paid: session.payment_status === 'paid' && session.status === 'complete',
    status: statusOf(session.status),
    url: session.url ?? '',
    amountMinor: session.amount_total ?? -1,
    currency: (session.currency ?? '').toUpperCase(),
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? ''),
  };
}

export async function retrieveCheckoutSession(stripe: Stripe, sessionId: string): Promise<ConfirmedCheckout> {
  return confirmedOf(await stripe.checkout.sessions.retrieve(sessionId));
}

/** Ends an open session (POST /v1/checkout/sessions/{id}/expire): it can no longer be paid. */
export async function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<ConfirmedCheckout> {
  return confirmedOf(await stripe.checkout.sessions.expire(sessionId));
}
