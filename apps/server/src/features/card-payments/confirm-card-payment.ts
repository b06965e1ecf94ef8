// The client is back on the invoice's page with Stripe's session (or reloads it, or a second tab confirms
// too): the session must be one made for this invoice; record-card-payment.ts asks Stripe and records
// it once. The answer says what the payment came to, however often it is asked.
import type { ConfirmCardPaymentAnswer } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { openClientDocument } from '../client-links/open-client-document';
import { publicDocument } from '../client-links/public-document';
import { currencyById } from '../lookups/currencies';
import { cardPaymentResult } from './card-payment-result';
import { findCheckoutOfDocument } from './card-payments.repository';
import { settleCheckout } from './record-card-payment';

export async function confirmCardPayment(
  ctx: AppContext,
  token: string,
  sessionId: string,
): Promise<{ answer: ConfirmCardPaymentAnswer; message: string }> {
  const opened = await openClientDocument(ctx, token);
  const unknown = () => new AppError('not_found', CLIENT_LINK_MESSAGES.paymentUnknown);
  if (opened.row.kind !== 'invoice') throw unknown();
  const found = await findCheckoutOfDocument(ctx.db, opened.owner, opened.row.id, sessionId);
  if (!found) throw unknown();
  const { recordedNow, checkout } = await settleCheckout(ctx, opened.owner, found);
  const document = await publicDocument(ctx, await openClientDocument(ctx, token));
  const result = cardPaymentResult(checkout, {
    recordedNow,
    symbol: currencyById(opened.row.currency_id)?.symbol ?? '',
    business: document.business.name,
    documentVoid: document.is_void,
  });
  return { answer: { ...result.fields, document }, message: result.message };
}
