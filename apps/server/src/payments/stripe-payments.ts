// The payments port over Stripe Checkout with the server's own key (plans), through the official SDK
// (stripe-checkout.ts). STRIPE_API_BASE points the SDK at another host (the local fake of the tests).
import Stripe from 'stripe';
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { PaymentsPort } from './payments-port';
import { createCheckoutSession, retrieveCheckoutSession, stripeClient } from './stripe-checkout';

/** Stripe's own default: a signature older than 5 minutes is refused (a replayed delivery); one dated
 * more than 5 minutes ahead is refused too (docs/decisions/0330-webhook-timestamps-both-ways.md). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature's `t=` (seconds), or undefined when the header has none. */
function signedAtSeconds(signature: string): number | undefined {
  const part = signature.split(',').find((item) => item.trim().startsWith('t='));
  const seconds = part === undefined ? NaN : Number(part.trim().slice(2));
  return Number.isInteger(seconds) ? seconds : undefined;
}

/** The SDK's constructEvent refuses only a signature too old; one dated ahead of the clock beyond the
 * same tolerance (made in advance to be replayed later) is refused here. */
function isDatedAhead(signature: string, nowMs: number): boolean {
  const signedAt = signedAtSeconds(signature);
  return signedAt === undefined || signedAt - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS;
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
  const stripe = stripeClient(secretKey, config.stripeApiBase);

  return {
    configured: true,

    async createCheckout(request) {
      try {
        return await createCheckoutSession(stripe, request);
      } catch (error) {
        throw stripeFailure(error);
      }
    },

    async confirmCheckout(sessionId) {
      try {
        return await retrieveCheckoutSession(stripe, sessionId);
      } catch (error) {
        throw stripeFailure(error);
      }
    },

    verifyEvent(rawBody, signature) {
      const invalid = () => new AppError('bad_request', SUBSCRIPTION_MESSAGES.webhookSignatureInvalid);
      if (!config.stripeWebhookSecret)
        throw new AppError('unavailable', SUBSCRIPTION_MESSAGES.paymentsNotSetUp);
      if (!signature) throw invalid();
      // Date.now(), as the SDK's own check of age uses.
      if (isDatedAhead(signature, Date.now())) throw invalid();
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
