// The payment id checkOut answered, kept in the browser until the success page confirms it
// (docs/reference/subscriptions.md). Stripe's page opens in another tab and comes back in that tab, so
// it lives in localStorage, which every tab of the site shares; sign-out clears it with the rest of
// tradebook.* (lib/session.ts).
import { STORAGE_PREFIX } from '../../lib/session';

export const PAYMENT_ID_KEY = `${STORAGE_PREFIX}payment-id`;

export function storePaymentId(paymentId: string): void {
  localStorage.setItem(PAYMENT_ID_KEY, paymentId);
}

export function readPaymentId(): string | null {
  return localStorage.getItem(PAYMENT_ID_KEY);
}

export function clearPaymentId(): void {
  localStorage.removeItem(PAYMENT_ID_KEY);
}
