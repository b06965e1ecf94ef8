// The payments port: how a feature takes a card payment without knowing the provider. The subscriptions
// issue fills it with Stripe Checkout (the official SDK, pointed at a local fake in tests); until then
// every call answers that payments are not set up, and nothing is charged.
import { AppError } from '../app-error';

export interface CheckoutRequest {
  /** Our own reference (a package purchase); comes back in the confirmed session. */
  reference: string;
  description: string;
  amountMinor: number;
  /** ISO 4217 code, e.g. 'GBP'. */
  currency: string;
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
  reference: string;
  paid: boolean;
  amountMinor: number;
  currency: string;
}

export interface PaymentsPort {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider itself whether the session was paid (never trusts the browser). */
  confirmCheckout(sessionId: string): Promise<ConfirmedCheckout>;
}

export const PAYMENTS_NOT_SET_UP = 'Card payments are not set up on this server yet.';

export function createUnconfiguredPayments(): PaymentsPort {
  const refuse = async (): Promise<never> => {
    throw new AppError('unavailable', PAYMENTS_NOT_SET_UP);
  };
  return { createCheckout: refuse, confirmCheckout: refuse };
}
