// 'Pay by card' on the client's page of an invoice (issue 15; docs/decisions/0308): a Stripe Checkout
// Session in the business's own Stripe account (its key), for the remaining due in the invoice's currency,
// or for a smaller part of it that the client chose. The amount is the server's: it is checked against
// the due the server computes, kept with the session, and a confirmation records exactly what the server
// kept, once Stripe itself says the session was paid. An invoice has one open session at a time (an open
// one for the same amount is used again, others are expired first: earlier-checkouts.ts), at most
// CHECKOUTS_PER_HOUR are made for it an hour, and Stripe returns to a page that names the session, not
// the link, so replacing the link while the client pays strands nothing (docs/decisions/0325).
import type { PayByCardAnswer } from '@tradebook/domain/client-links/client-link.schemas';
import {
  amountAboveDueMessage,
  CLIENT_LINK_MESSAGES,
} from '@tradebook/domain/client-links/client-link-messages';
import { remainingDueMinor } from '@tradebook/domain/documents/totals';
import { formatMoney, fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { clientLinkUrl, hashToken } from '../client-links/issue-client-link';
import { openClientDocument } from '../client-links/open-client-document';
import { loadLetterhead } from '../documents/letterhead';
import { currencyById } from '../lookups/currencies';
import {
  countCheckoutsSince,
  deleteCheckout,
  insertCheckout,
  oldestCheckoutSince,
  setCheckoutLink,
  setCheckoutSession,
} from './card-payments.repository';
import { expireCheckouts, reviewEarlierCheckouts } from './earlier-checkouts';
import { stripeAmountOf } from './stripe-amounts';
import { stripeKeyOf } from './stripe-key.service';

/** Sessions made for one invoice in an hour, at most (a session used again is not made). */
export const CHECKOUTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** 429 once CHECKOUTS_PER_HOUR sessions were made for the invoice in the last hour. */
async function enforceHourlyCap(ctx: AppContext, owner: OwnerId, documentId: number): Promise<void> {
  const now = ctx.now().getTime();
  const since = new Date(now - HOUR_MS).toISOString();
  if ((await countCheckoutsSince(ctx.db, owner, documentId, since)) < CHECKOUTS_PER_HOUR) return;
  const oldest = await oldestCheckoutSince(ctx.db, owner, documentId, since);
  const freeAt = oldest ? Date.parse(oldest) + HOUR_MS : now + HOUR_MS;
  throw new AppError('rate_limited', CLIENT_LINK_MESSAGES.tooManyCheckouts, {
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)),
  });
}

/** Where Stripe sends the client back: a page that names the session, not the link. */
export function checkoutReturnUrl(ctx: Pick<AppContext, 'config'>): string {
  return `${ctx.config.publicUrl}/d/payment?session_id={CHECKOUT_SESSION_ID}`;
}

export async function startCardPayment(
  ctx: AppContext,
  token: string,
  request: { amountMinor: number | null },
): Promise<PayByCardAnswer> {
  const { owner, row } = await openClientDocument(ctx, token);
  if (row.kind !== 'invoice') throw new AppError('conflict', CLIENT_LINK_MESSAGES.onlyInvoice);
  if (row.is_void !== 0) throw new AppError('conflict', CLIENT_LINK_MESSAGES.voidInvoice);
  const due = remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor);
  if (due <= 0) throw new AppError('conflict', CLIENT_LINK_MESSAGES.nothingDue);
  const currency = currencyById(row.currency_id);
  const amountMinor = request.amountMinor ?? due;
  if (amountMinor > due)
    throw new AppError('validation', [amountAboveDueMessage(formatMoney(due, currency?.symbol ?? ''))]);
  const stripeAmount = currency ? stripeAmountOf(amountMinor, currency.code) : undefined;
  if (!currency || stripeAmount === undefined)
    throw new AppError('validation', [CLIENT_LINK_MESSAGES.amountWholeUnits]);
  const secretKey = await stripeKeyOf(ctx, owner);
  if (!secretKey) throw new AppError('conflict', CLIENT_LINK_MESSAGES.cardNotOffered);
  const wanted = { amountMinor, currency: currency.code };
  const earlier = await reviewEarlierCheckouts(ctx, owner, row.id, secretKey, wanted);
  if (earlier.reuse) {
    // Asked through the link that works now (it may have been replaced since): Stripe's return leads there.
    await setCheckoutLink(ctx.db, owner, earlier.reuse.checkoutId, hashToken(token));
    return { url: earlier.reuse.url, session_id: earlier.reuse.id, amount: fromMinor(amountMinor) };
  }
  await enforceHourlyCap(ctx, owner, row.id);
  await expireCheckouts(ctx, owner, secretKey, earlier.others);

  // The row first: its id is the session's reference, and its amount is what a confirmation records.
  const checkoutId = await insertCheckout(ctx.db, owner, {
    document_id: row.id,
    amount_minor: amountMinor,
    currency_code: currency.code,
    created_at: ctx.now().toISOString(),
    link_token_hash: hashToken(token),
  });
  const page = clientLinkUrl(ctx, token);
  const business = (await loadLetterhead(ctx, owner)).name;
  try {
    const session = await ctx.stripeAccounts.createCheckout(secretKey, {
      reference: String(checkoutId),
      description: `Invoice ${row.number} from ${business}`,
      amountMinor: stripeAmount,
      currency: currency.code,
      // Stripe puts the session's id in; that page then asks the server to confirm it.
      successUrl: checkoutReturnUrl(ctx),
      cancelUrl: `${page}?payment=cancelled`,
      idempotencyKey: `tradebook-card-checkout-${checkoutId}`,
    });
    await setCheckoutSession(ctx.db, owner, checkoutId, session.id);
    return { url: session.url, session_id: session.id, amount: fromMinor(amountMinor) };
  } catch (error) {
    // No session, no row: a failed checkout leaves nothing behind.
    await deleteCheckout(ctx.db, owner, checkoutId);
    throw error;
  }
}
