// Card payments into a business's own Stripe account (issue 15; docs/decisions/0308): every call carries
// that business's secret key, so the money goes to the business, never through the server's account.
// STRIPE_API_BASE points the SDK at another host (the local fake of the tests), as for the server's key.
import Stripe from 'stripe';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { PAYMENT_GATEWAY_MESSAGES } from '@tradebook/domain/settings/payment-gateway.schemas';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { CheckoutRequest, CheckoutSession, ConfirmedCheckout } from './payments-port';
import {
  createCheckoutSession,
  expireCheckoutSession,
  retrieveCheckoutSession,
  stripeClient,
} from './stripe-checkout';

export interface StripeAccountsPort {
  /** Answers when Stripe accepts the key for Checkout Sessions; 422 when it refuses it, 503 when it
   * cannot be reached. */
  checkKey(secretKey: string): Promise<void>;
  createCheckout(secretKey: string, request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as Stripe has it, asked with the account's own key (another account's session is
   * unknown to it: 404). */
  confirmCheckout(secretKey: string, sessionId: string): Promise<ConfirmedCheckout>;
  /** Expires an open session so it can no longer be paid, and answers the session as it then is: one
   * that was paid (or had expired) meanwhile is answered as Stripe has it, not expired by us. */
  expireCheckout(secretKey: string, sessionId: string): Promise<ConfirmedCheckout>;
}

export const CARD_PAYMENTS_UNAVAILABLE =
  'Card payments are not available right now. Please try again in a few minutes, or pay another way.';

const statusOf = (error: unknown) =>
  error instanceof Stripe.errors.StripeError ? (error.statusCode ?? 0) : 0;

export function createStripeAccounts(config: Pick<Config, 'stripeApiBase'>): StripeAccountsPort {
  const client = (secretKey: string) => stripeClient(secretKey, config.stripeApiBase);
  return {
    async checkKey(secretKey) {
      try {
        // Listing one session needs the very permission the payments use (a restricted key may lack
        // others, such as reading the balance).
        await client(secretKey).checkout.sessions.list({ limit: 1 });
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 403)
          throw new AppError('validation', [PAYMENT_GATEWAY_MESSAGES.keyRefused]);
        throw new AppError('unavailable', PAYMENT_GATEWAY_MESSAGES.stripeUnavailable);
      }
    },

    async createCheckout(secretKey, request) {
      try {
        return await createCheckoutSession(client(secretKey), request);
      } catch {
        throw new AppError('unavailable', CARD_PAYMENTS_UNAVAILABLE);
      }
    },

    async confirmCheckout(secretKey, sessionId) {
      try {
        return await retrieveCheckoutSession(client(secretKey), sessionId);
      } catch (error) {
        if (statusOf(error) === 404) throw new AppError('not_found', CLIENT_LINK_MESSAGES.paymentUnknown);
        throw new AppError('unavailable', CARD_PAYMENTS_UNAVAILABLE);
      }
    },

    async expireCheckout(secretKey, sessionId) {
      try {
        return await expireCheckoutSession(client(secretKey), sessionId);
      } catch (error) {
        // 400: the session is no longer open (paid or expired meanwhile): answer it as it is.
        if (statusOf(error) !== 400) throw new AppError('unavailable', CARD_PAYMENTS_UNAVAILABLE);
      }
      try {
        return await retrieveCheckoutSession(client(secretKey), sessionId);
      } catch {
        throw new AppError('unavailable', CARD_PAYMENTS_UNAVAILABLE);
      }
    },
  };
}
