// The page Stripe returns to, PUBLIC_URL/d/payment?session_id=... (docs/decisions/0325): it names the
// session, not the client link, so a link replaced or turned off while the client paid strands nothing.
// The session is found by its id (Stripe's, unguessable: the credential here, as a link's token is), the
// payment recorded once (record-card-payment.ts), and the client told what it came to. The invoice's page
// is offered back only while the link the payment was started from still opens it: a new link is never
// given out to whoever holds an old session.
import type { CardCheckoutReceipt } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { trustedOwnerId } from '../../db/owner';
import { linkUrlWhileIssued } from '../client-links/issue-client-link';
import { loadLetterhead } from '../documents/letterhead';
import { findDocumentById } from '../documents/read-documents';
import { currencyById } from '../lookups/currencies';
import { cardPaymentResult } from './card-payment-result';
import { findCheckoutBySession } from './card-payments.repository';
import { settleCheckout } from './record-card-payment';

export async function confirmCheckoutReturn(
  ctx: AppContext,
  sessionId: string,
): Promise<{ answer: CardCheckoutReceipt; message: string }> {
  const unknown = () => new AppError('not_found', CLIENT_LINK_MESSAGES.paymentUnknown);
  const found = await findCheckoutBySession(ctx.db, sessionId);
  if (!found) throw unknown();
  // The checkout's row names its owner: holding Stripe's session id is the proof.
  const owner = trustedOwnerId(found.user_id);
  const { recordedNow, checkout } = await settleCheckout(ctx, owner, found);
  const row = await findDocumentById(ctx, owner, checkout.document_id);
  if (!row) throw unknown();
  const business = (await loadLetterhead(ctx, owner)).name;
  const result = cardPaymentResult(checkout, {
    recordedNow,
    symbol: currencyById(row.currency_id)?.symbol ?? '',
    business,
    documentVoid: row.is_void !== 0,
  });
  const pageUrl =
    checkout.link_token_hash === null || row.sent_at === null
      ? undefined
      : await linkUrlWhileIssued(ctx, owner, row.id, checkout.link_token_hash);
  return {
    answer: {
      ...result.fields,
      business_name: business,
      document_number: row.number,
      page_url: pageUrl ?? null,
    },
    message: result.message,
  };
}
