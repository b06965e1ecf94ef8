// One open Checkout Session per invoice (docs/decisions/0325). Before 'Pay by card' makes a session,
// each session of the invoice that may still be paid is asked of Stripe: one paid meanwhile is recorded
// at once (and the client is asked to reload the page: the due has changed); one Stripe expired, or that
// is not the session we made, is closed on our side; one still open for the very amount asked is used
// again; the others are expired at Stripe (POST /v1/checkout/sessions/{id}/expire) before a new one is
// made, so a client can never pay two of them. A session paid in the instant before it is expired is
// recorded like any other (and, past what was due, as an overpayment).
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { ConfirmedCheckout } from '../../payments/payments-port';
import { findOpenCheckouts, markCheckoutExpired, type CheckoutRow } from './card-payments.repository';
import { isSessionOf, recordCardPayment } from './record-card-payment';

/** Read at most this many open sessions per call; the hourly cap keeps them fewer. */
const OPEN_READ_LIMIT = 20;

export interface OpenSession {
  checkoutId: number;
  id: string;
  url: string;
}

export interface EarlierCheckouts {
  /** An open session for the amount asked: the client is sent to it again. */
  reuse: OpenSession | undefined;
  /** Open sessions for other amounts: expired before a new session is made. */
  others: CheckoutRow[];
}

async function sessionOf(
  ctx: AppContext,
  secretKey: string,
  checkout: CheckoutRow,
): Promise<ConfirmedCheckout | undefined> {
  try {
    return await ctx.stripeAccounts.confirmCheckout(secretKey, checkout.session_id ?? '');
  } catch (error) {
    // Unknown to this key (the business connected another Stripe account): it cannot be paid here.
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/** What each open session of the invoice is now. Throws 409 when one had been paid (now recorded). */
export async function reviewEarlierCheckouts(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  secretKey: string,
  wanted: { amountMinor: number; currency: string },
): Promise<EarlierCheckouts> {
  const found: EarlierCheckouts = { reuse: undefined, others: [] };
  let recorded = false;
  for (const checkout of await findOpenCheckouts(ctx.db, owner, documentId, OPEN_READ_LIMIT)) {
    const session = await sessionOf(ctx, secretKey, checkout);
    if (session && isSessionOf(checkout, session) && session.paid) {
      await recordCardPayment(ctx, owner, checkout, session);
      recorded = true;
    } else if (!session || !isSessionOf(checkout, session) || session.status !== 'open') {
      await markCheckoutExpired(ctx.db, owner, checkout.id, ctx.now().toISOString());
    } else if (
      !found.reuse &&
      session.url &&
      checkout.amount_minor === wanted.amountMinor &&
      checkout.currency_code === wanted.currency
    ) {
      found.reuse = { checkoutId: checkout.id, id: session.id, url: session.url };
    } else {
      found.others.push(checkout);
    }
  }
  if (recorded) throw new AppError('conflict', CLIENT_LINK_MESSAGES.earlierPaymentReceived);
  return found;
}

/** Expires the sessions at Stripe; one paid in the meantime is recorded instead (then 409). */
export async function expireCheckouts(
  ctx: AppContext,
  owner: OwnerId,
  secretKey: string,
  checkouts: CheckoutRow[],
): Promise<void> {
  let recorded = false;
  for (const checkout of checkouts) {
    const session = await ctx.stripeAccounts.expireCheckout(secretKey, checkout.session_id ?? '');
    if (isSessionOf(checkout, session) && session.paid) {
      await recordCardPayment(ctx, owner, checkout, session);
      recorded = true;
    } else {
      await markCheckoutExpired(ctx.db, owner, checkout.id, ctx.now().toISOString());
    }
  }
  if (recorded) throw new AppError('conflict', CLIENT_LINK_MESSAGES.earlierPaymentReceived);
}
