// The payments port over Stripe Checkout, through the official SDK. STRIPE_API_BASE points the SDK at
// another host (the local fake of the tests); unset, it talks to Stripe itself.
import Stripe from 'stripe';
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { PaymentsPort } from './payments-port';

/** Stripe's own default: a signature older than 5 minutes is refused (a replayed delivery). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function apiBaseOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/** What a failed SDK call means to our caller: Stripe not knowing the id is the user's 404; anything
 * else (unreachable, a refused key) is a 503 that charged and credited nothing. */
function stripeFailure(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeError && error.statusCode === 404)
    return new AppError('not_found', SUBSCRIPTION_MESSAGES.paymentUnknown);
  return new AppError('unavailable', SUBSCRIPTION_MESSAGES.paymentsUnavailable);
}

export function createStripePayments(
  config: Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'>,
): PaymentsPort {
  const secretKey = config.stripeSecretKey;
  if (!secretKey) throw new Error('createStripePayments needs STRIPE_SECRET_KEY');
  const stripe = new Stripe(secretKey, {
    ...apiBaseOptions(config.stripeApiBase),
    telemetry: false,
    timeout: 20_000,
  });

  return {
    configured: true,

    async createCheckout(request) {
      try {
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
      } catch (error) {
        throw stripeFailure(error);
      }
    },

    async confirmCheckout(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          reference: session.client_reference_id ?? session.metadata?.payment_id ?? '',
          paid: session.payment_status === 'paid' && session.status === 'complete',
          amountMinor: session.amount_total ?? -1,
          currency: (session.currency ?? '').toUpperCase(),
        };
      } catch (error) {
        throw stripeFailure(error);
      }
    },

    verifyEvent(rawBody, signature) {
      const invalid = () => new AppError('bad_request', SUBSCRIPTION_MESSAGES.webhookSignatureInvalid);
      if (!config.stripeWebhookSecret)
        throw new AppError('unavailable', SUBSCRIPTION_MESSAGES.paymentsNotSetUp);
      if (!signature) throw invalid();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.stripeWebhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw invalid();
      }
      const object = event.data?.object as { object?: string; id?: string } | undefined;
      return {
        id: event.id,
        type: event.type,
        sessionId: object?.object === 'checkout.session' ? object.id : undefined,
      };
    },
  };
}
