// web/payment/webhook: Stripe's checkout.session.completed credits a payment whose buyer never came
// back to the success page. The signature is checked over the exact bytes first (a bad or stale one is
// a 400 and changes nothing); the session is then retrieved and credited exactly as the success page
// does, so the two together credit once. Each event id is recorded once it has been handled: a replay
// or Stripe's retry of a handled event does nothing, while an event whose handling failed (Stripe
// unreachable) is not recorded, answers 503, and is handled when Stripe sends it again.
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { confirmPayment } from './confirm-payment';
import { insertStripeEvent, isStripeEventSeen } from './subscription-payments.repository';

/** The events after which a session may be paid; confirmPayment asks Stripe whether it is. */
const CREDITING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export type WebhookOutcome = 'credited' | 'ignored' | 'duplicate';

export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string,
): Promise<WebhookOutcome> {
  const event = ctx.payments.verifyEvent(rawBody, signature);
  if (await isStripeEventSeen(ctx.db, event.id)) return 'duplicate';

  let outcome: WebhookOutcome = 'ignored';
  if (CREDITING_EVENTS.has(event.type) && event.sessionId) {
    try {
      outcome = (await confirmPayment(ctx, event.sessionId, null)).creditedNow ? 'credited' : 'ignored';
    } catch (error) {
      // A session that is not ours (another app on the same Stripe account) or not paid yet (a slow
      // payment method; Stripe then sends checkout.session.async_payment_succeeded) is no fault.
      if (!(error instanceof AppError) || error.code === 'unavailable') throw error;
    }
  }
  try {
    await insertStripeEvent(ctx.db, {
      event_id: event.id,
      type: event.type,
      received_at: ctx.now().toISOString(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'duplicate';
  }
  return outcome;
}
