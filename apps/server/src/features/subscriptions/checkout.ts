// web/payment/checkOut: a Stripe Checkout Session for one of our packages, at the package's own price
// (whatever the client sent), returning only to pages of this site (docs/reference/api.md 'Security rules').
import {
  SUBSCRIPTION_MESSAGES,
  type CheckoutAnswer,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findActivePackage } from './packages.repository';
import {
  deleteSubscriptionPayment,
  insertSubscriptionPayment,
  setPaymentSession,
} from './subscription-payments.repository';

/** The URL when it is a page of PUBLIC_URL's origin; refused (422) otherwise. */
function ownPage(ctx: AppContext, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('validation', [SUBSCRIPTION_MESSAGES.returnUrlForeign]);
  }
  if (url.origin !== new URL(ctx.config.publicUrl).origin || url.username || url.password)
    throw new AppError('validation', [SUBSCRIPTION_MESSAGES.returnUrlForeign]);
  return url;
}

/** The success page with `session_id={CHECKOUT_SESSION_ID}` added: Stripe puts the id in when it
 * returns; the braces stay as they are (URLSearchParams would encode them). */
export function withSessionId(url: URL): string {
  const [before, hash] = [url.href.replace(/#.*$/, ''), url.hash];
  return `${before}${url.search ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}${hash}`;
}

export async function startCheckout(
  ctx: AppContext,
  owner: OwnerId,
  request: { packageId: number; successUrl: string; cancelUrl: string },
): Promise<CheckoutAnswer['response']> {
  const success = ownPage(ctx, request.successUrl);
  const cancel = ownPage(ctx, request.cancelUrl);
  const pkg = await findActivePackage(ctx.db, request.packageId);
  if (!pkg) throw new AppError('validation', [SUBSCRIPTION_MESSAGES.packageUnknown]);
  if (!ctx.payments.configured) throw new AppError('unavailable', SUBSCRIPTION_MESSAGES.paymentsNotSetUp);

  // The row first: its id is the session's reference, and its price and days are what a confirmation
  // compares the paid session with and then adds.
  const paymentId = await insertSubscriptionPayment(ctx.db, {
    user_id: owner,
    package_id: Number(pkg.id),
    session_id: null,
    amount_minor: pkg.price_minor,
    currency_code: pkg.currency_code,
    days: pkg.days,
    status: 'open',
    created_at: ctx.now().toISOString(),
    credited_at: null,
  });
  try {
    const session = await ctx.payments.createCheckout({
      reference: String(paymentId),
      description: `Tradebook ${pkg.name}`,
      amountMinor: pkg.price_minor,
      currency: pkg.currency_code,
      successUrl: withSessionId(success),
      cancelUrl: cancel.href,
      idempotencyKey: `tradebook-checkout-${paymentId}`,
    });
    await setPaymentSession(ctx.db, paymentId, session.id);
    return { paymentId: session.id, pgUrl: session.url };
  } catch (error) {
    // No session, no row: a failed checkout leaves nothing behind.
    await deleteSubscriptionPayment(ctx.db, paymentId);
    throw error;
  }
}
