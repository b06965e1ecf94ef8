// Recording a card payment Stripe took (docs/decisions/0308, 0325): whichever asks first, the page Stripe
// returns to, the invoice's page reloaded with its session, or a later 'Pay by card' that finds the
// session paid, the server asks Stripe with the business's key whether the session it made was paid, for
// the amount and currency it kept. Then, in one transaction, the one update that finds the session
// unrecorded claims it; every other confirmation finds it claimed and records nothing, however many
// arrive at once. The claimed payment is recorded through the owner's payment code
// (payments/record-payment.ts) with what it came to:
// - paid: within what was due;
// - overpaid: beyond what was due (two sessions paid, an older one paid late): the whole payment is
//   recorded (the money was taken), the excess kept on the checkout, and the owner told ('overpaid');
// - voided / credited: the invoice takes no payment any more; the owner is told and refunds it.
import { CARD_PAYMENT_KEY_PREFIX } from '@tradebook/domain/invoices/payment.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { invoiceDueMinor } from '@tradebook/domain/invoices/invoice-status';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { ConfirmedCheckout } from '../../payments/payments-port';
import { recordDocumentEvent } from '../document-events/record-document-event';
import { lockDocument, today } from '../documents/read-documents';
import { inTransaction } from '../documents/save-document';
import { invoiceFigures, invoiceKind } from '../invoices/invoice-kind';
import { recordPaymentWithin } from '../payments/record-payment';
import {
  claimCheckout,
  findCheckout,
  setCheckoutOutcome,
  type CheckoutRow,
} from './card-payments.repository';
import type { CheckoutOutcome } from './card-payments.table';
import { stripeAmountOf } from './stripe-amounts';
import { stripeKeyOf } from './stripe-key.service';

const unknown = () => new AppError('not_found', CLIENT_LINK_MESSAGES.paymentUnknown);

/** The business's key, for a call about one of its sessions. */
export async function businessKey(ctx: AppContext, owner: OwnerId): Promise<string> {
  const secretKey = await stripeKeyOf(ctx, owner);
  if (!secretKey) throw new AppError('conflict', CLIENT_LINK_MESSAGES.cardNotOffered);
  return secretKey;
}

/** Stripe's session is the one we made for this checkout, at the amount and currency we kept. */
export function isSessionOf(checkout: CheckoutRow, session: ConfirmedCheckout): boolean {
  return (
    session.id === checkout.session_id &&
    session.reference === String(checkout.id) &&
    session.amountMinor === stripeAmountOf(checkout.amount_minor, checkout.currency_code) &&
    session.currency === checkout.currency_code
  );
}

/** Records the claimed session's payment; answers false when another confirmation had claimed it. */
export async function recordCardPayment(
  ctx: AppContext,
  owner: OwnerId,
  checkout: CheckoutRow,
  session: ConfirmedCheckout,
): Promise<boolean> {
  const reference = session.paymentIntent || session.id;
  return ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    if (!(await claimCheckout(trx, owner, checkout.id, ctx.now().toISOString()))) return false;
    const invoice = await lockDocument(within, owner, invoiceKind, checkout.document_id);
    const paid = {
      type: 'paid_online',
      actor: 'client',
      amountMinor: checkout.amount_minor,
      reference,
    } as const;
    let outcome: CheckoutOutcome = 'paid';
    let overpaidMinor = 0;
    if (invoice.is_void !== 0 || invoice.status === 'credited') {
      // The money was taken, but the invoice takes no payment: the owner is told, and refunds it.
      outcome = invoice.is_void !== 0 ? 'voided' : 'credited';
      const note =
        outcome === 'voided' ? CLIENT_LINK_MESSAGES.paymentVoided : CLIENT_LINK_MESSAGES.paymentCredited;
      await recordDocumentEvent(within, owner, invoice, { ...paid, note });
    } else {
      overpaidMinor = Math.max(0, checkout.amount_minor - invoiceDueMinor(invoiceFigures(invoice)));
      if (overpaidMinor > 0) outcome = 'overpaid';
      await recordPaymentWithin(
        within,
        owner,
        invoice.id,
        {
          amountMinor: checkout.amount_minor,
          date: today(ctx),
          method: 'Card',
          description: `Paid online by card (Stripe ${reference})`,
        },
        `${CARD_PAYMENT_KEY_PREFIX}${checkout.id}`,
      );
      await recordDocumentEvent(within, owner, invoice, paid);
      if (overpaidMinor > 0) {
        await recordDocumentEvent(within, owner, invoice, {
          type: 'overpaid',
          actor: 'client',
          amountMinor: overpaidMinor,
          reference,
        });
      }
    }
    await setCheckoutOutcome(trx, owner, checkout.id, outcome, overpaidMinor);
    return true;
  });
}

/** Confirms the checkout with Stripe, unless it was recorded already, and records it once. Not paid:
 * 409 and nothing recorded; not the session we made: 404. Answers the checkout as it now is. */
export async function settleCheckout(
  ctx: AppContext,
  owner: OwnerId,
  checkout: CheckoutRow,
): Promise<{ recordedNow: boolean; checkout: CheckoutRow }> {
  if (checkout.recorded_at !== null) return { recordedNow: false, checkout };
  const secretKey = await businessKey(ctx, owner);
  const session = await ctx.stripeAccounts.confirmCheckout(secretKey, checkout.session_id ?? '');
  if (!isSessionOf(checkout, session)) throw unknown();
  if (!session.paid) throw new AppError('conflict', CLIENT_LINK_MESSAGES.paymentNotPaid);
  const recordedNow = await recordCardPayment(ctx, owner, checkout, session);
  return { recordedNow, checkout: (await findCheckout(ctx.db, owner, checkout.id)) ?? checkout };
}
