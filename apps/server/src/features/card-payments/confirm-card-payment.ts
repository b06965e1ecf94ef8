// The client is back from Stripe's page (or reloads it, or a second tab confirms too): the server asks
// Stripe, with the business's key, whether the session it made was paid, for the amount and currency it
// kept. Then, in one transaction, the one update that finds the session unrecorded claims it and the
// payment is recorded through the very code an owner's payment goes through (invoices/record-payment.ts:
// the invoice locked, what was due kept, partpaid or paid), with method 'Card' and Stripe's reference in
// its note, and the owner is told ('paid_online'). Every other confirmation finds it claimed and records
// nothing, however many arrive at once.
import type { ConfirmCardPaymentAnswer } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { formatMoney, fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { openClientDocument, type OpenedDocument } from '../client-links/open-client-document';
import { publicDocument } from '../client-links/public-document';
import { recordDocumentEvent } from '../document-events/record-document-event';
import { findDocumentById, today } from '../documents/read-documents';
import { inTransaction } from '../documents/save-document';
import { recordPaymentWithin } from '../invoices/record-payment';
import { currencyById } from '../lookups/currencies';
import { claimCheckout, findCheckoutOfDocument, type CheckoutRow } from './card-payments.repository';
import { stripeAmountOf } from './stripe-amounts';
import { stripeKeyOf } from './stripe-key.service';

const unknown = () => new AppError('not_found', CLIENT_LINK_MESSAGES.paymentUnknown);

/** Stripe's word that the session is ours, paid, and for what we kept; throws otherwise. */
async function paidSession(ctx: AppContext, opened: OpenedDocument, checkout: CheckoutRow) {
  const secretKey = await stripeKeyOf(ctx, opened.owner);
  if (!secretKey) throw new AppError('conflict', CLIENT_LINK_MESSAGES.cardNotOffered);
  const session = await ctx.stripeAccounts.confirmCheckout(secretKey, checkout.session_id ?? '');
  if (session.id !== checkout.session_id || session.reference !== String(checkout.id)) throw unknown();
  if (!session.paid) throw new AppError('conflict', CLIENT_LINK_MESSAGES.paymentNotPaid);
  const expected = stripeAmountOf(checkout.amount_minor, checkout.currency_code);
  if (session.amountMinor !== expected || session.currency !== checkout.currency_code) throw unknown();
  return session;
}

/** Records the claimed session's payment; answers false when another confirmation had claimed it. */
async function recordOnce(
  ctx: AppContext,
  opened: OpenedDocument,
  checkout: CheckoutRow,
  reference: string,
): Promise<boolean> {
  const { owner, row } = opened;
  return ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    if (!(await claimCheckout(trx, owner, checkout.id, ctx.now().toISOString()))) return false;
    const invoice = await findDocumentById(within, owner, row.id);
    const event = {
      type: 'paid_online',
      actor: 'client',
      amountMinor: checkout.amount_minor,
      reference,
    } as const;
    if (invoice?.is_void !== 0) {
      // Voided while the client paid: the money was taken, so the owner is told (and refunds it), but a
      // void invoice takes no payment.
      await recordDocumentEvent(within, owner, row, { ...event, note: CLIENT_LINK_MESSAGES.paymentVoided });
      return true;
    }
    await recordPaymentWithin(
      within,
      owner,
      row.id,
      {
        amountMinor: checkout.amount_minor,
        date: today(ctx),
        method: 'Card',
        description: `Paid online by card (Stripe ${reference})`,
      },
      `card-checkout-${checkout.id}`,
    );
    await recordDocumentEvent(within, owner, row, event);
    return true;
  });
}

export async function confirmCardPayment(
  ctx: AppContext,
  token: string,
  sessionId: string,
): Promise<{ answer: ConfirmCardPaymentAnswer; message: string }> {
  const opened = await openClientDocument(ctx, token);
  if (opened.row.kind !== 'invoice') throw unknown();
  const checkout = await findCheckoutOfDocument(ctx.db, opened.owner, opened.row.id, sessionId);
  if (!checkout) throw unknown();
  let recordedNow = false;
  if (checkout.recorded_at === null) {
    const session = await paidSession(ctx, opened, checkout);
    recordedNow = await recordOnce(ctx, opened, checkout, session.paymentIntent || session.id);
  }
  const symbol = currencyById(opened.row.currency_id)?.symbol ?? '';
  const document = await publicDocument(ctx, await openClientDocument(ctx, token));
  const voided = document.is_void;
  return {
    answer: {
      recorded_now: recordedNow,
      amount: fromMinor(checkout.amount_minor),
      amount_text: formatMoney(checkout.amount_minor, symbol),
      document,
    },
    message: voided
      ? CLIENT_LINK_MESSAGES.paymentVoided
      : recordedNow
        ? CLIENT_LINK_MESSAGES.paymentRecorded
        : CLIENT_LINK_MESSAGES.paymentAlreadyRecorded,
  };
}
