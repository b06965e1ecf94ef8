// The payments port: how a feature takes a card payment without knowing the provider. With a Stripe key
// it is Stripe Checkout (stripe-payments.ts, the official SDK, pointed at a local fake in tests); without
// one every call answers that payments are not set up, and nothing is charged.
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { AppError } from '../app-error';

export interface CheckoutRequest {
  /** Our own reference (a payment row's id); comes back in the confirmed session. */
  reference: string;
  description: string;
  amountMinor: number;
  /** ISO 4217 code, e.g. 'GBP'. */
  currency: string;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the provider with the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** The same key never makes a second session (a retried request). */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  /** The provider's payment page. */
  url: string;
}

export interface ConfirmedCheckout {
  id: string;
  /** Our reference, as the session was created with; '' when it has none (not ours). */
  reference: string;
  paid: boolean;
  /** Stripe's status: open (can still be paid), complete or expired. */
  status: 'open' | 'complete' | 'expired';
  /** The provider's payment page ('' once it cannot be paid any more). */
  url: string;
  amountMinor: number;
  /** ISO 4217 code in capitals. */
  currency: string;
  /** Stripe's PaymentIntent of a paid session ('' when it has none yet): the payment's own reference. */
  paymentIntent: string;
}

/** A webhook event whose signature was verified. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The Checkout Session a checkout.session.* event is about. */
  sessionId: string | undefined;
}

export interface PaymentsPort {
  /** False without a key: the packages still list, buying answers paymentsNotSetUp. */
  readonly configured: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider itself whether the session was paid (never trusts the browser); an id the
   * provider does not know is a 404 (paymentUnknown). */
  confirmCheckout(sessionId: string): Promise<ConfirmedCheckout>;
  /** Verifies a webhook's signature over its exact bytes; a bad or stale one is a 400. */
  verifyEvent(rawBody: Buffer, signature: string): PaymentEvent;
}

export const PAYMENTS_NOT_SET_UP = SUBSCRIPTION_MESSAGES.paymentsNotSetUp;

export function createUnconfiguredPayments(): PaymentsPort {
  const refuse = (): never => {
    throw new AppError('unavailable', PAYMENTS_NOT_SET_UP);
  };
  return {
    configured: false,
    createCheckout: async () => refuse(),
    confirmCheckout: async () => refuse(),
    verifyEvent: refuse,
  };
}
