// The business's own card payments (issue 15; docs/decisions/0308): its Stripe key in Settings > Banking,
// IBAN and Payment Gateway (signed in), and 'Pay by card' on the client's page of an invoice (no account:
// the link's token is the credential, counted per IP address like every call of that page).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  CardCheckoutReceiptSchema,
  ConfirmCardPaymentAnswerSchema,
  ConfirmCardPaymentSchema,
  PayByCardAnswerSchema,
  PayByCardSchema,
} from '@tradebook/domain/client-links/client-link.schemas';
import {
  PAYMENT_GATEWAY_MESSAGES,
  StripeKeyDetailsSchema,
  UpdateStripeKeySchema,
} from '@tradebook/domain/settings/payment-gateway.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { CLIENT_PAGE_API, TokenParamsSchema } from '../client-links/client-page.routes';
import { limitClientPage } from '../client-links/public-limit';
import { confirmCheckoutReturn } from './card-checkout-receipt';
import { confirmCardPayment } from './confirm-card-payment';
import { startCardPayment } from './pay-by-card';
import { getStripeKeyDetails, removeStripeKey, saveStripeKey } from './stripe-key.service';

/** Settings: the business's Stripe key. */
export function stripeKeyRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    const details = { 200: successEnvelope(StripeKeyDetailsSchema) };

    app.get(
      api('payment_gateway/get_details'),
      {
        schema: {
          tags,
          security,
          description:
            "Whether your clients can pay your invoices by card into your own Stripe account: the key's last " +
            'four characters and its mode (test or live). The key itself is never answered.',
          response: details,
        },
      },
      async (request) => answer(await getStripeKeyDetails(ctx, ownerOf(request))),
    );

    app.post(
      api('payment_gateway/update'),
      {
        schema: {
          tags,
          security,
          body: UpdateStripeKeySchema,
          description:
            'Connects your Stripe account: stripe_secret_key (sk_live_/sk_test_, or a restricted rk_ key that ' +
            'may create and read Checkout Sessions) is checked with Stripe first (422 when Stripe refuses it, ' +
            "503 when Stripe cannot be reached; nothing is kept then), then kept encrypted with the server's " +
            'key (ENCRYPTION_KEY). Answers only its last four characters.',
          response: details,
        },
      },
      async (request) =>
        answer(
          await saveStripeKey(ctx, ownerOf(request), request.body.stripe_secret_key),
          PAYMENT_GATEWAY_MESSAGES.saved,
        ),
    );

    app.post(
      api('payment_gateway/remove'),
      {
        schema: {
          tags,
          security,
          description: "Deletes your Stripe key: 'Pay by card' is no longer offered to your clients.",
          response: details,
        },
      },
      async (request) =>
        answer(await removeStripeKey(ctx, ownerOf(request)), PAYMENT_GATEWAY_MESSAGES.removed),
    );
  };
}

/** The client's page: pay an invoice by card, and confirm the payment on return from Stripe. */
export function cardPaymentRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['client page'];

    app.post(
      `${CLIENT_PAGE_API}/pay`,
      {
        schema: {
          tags,
          params: TokenParamsSchema,
          body: PayByCardSchema,
          description:
            "Opens a Stripe Checkout Session in the business's own Stripe account for the invoice's remaining " +
            'due (as the server computes it), or for `amount` when the client pays part (more than 0, at most ' +
            "the due: 422 otherwise), in the invoice's currency; answers the page to send the client to. An " +
            'invoice has one open session at a time: one still open for the same amount is answered again; ' +
            'open ones for other amounts are expired at Stripe first; one found paid meanwhile is recorded and ' +
            'the call answers 409 (reload: the due changed). At most 10 sessions are made per invoice an hour ' +
            '(429 with Retry-After). Stripe comes back to PUBLIC_URL/d/payment?session_id=... (see ' +
            'public/card_checkout/confirm), or to the link with ?payment=cancelled. 409 for a void or paid ' +
            'invoice, a quotation, or a business without card payments; 503 when Stripe cannot be reached. ' +
            '404 for a token that opens nothing; counted per IP address (429).',
          response: { 200: successEnvelope(PayByCardAnswerSchema) },
        },
      },
      async (request) => {
        await limitClientPage(ctx, request.ip);
        const amountMinor = request.body.amount;
        return answer(await startCardPayment(ctx, request.params.token, { amountMinor }));
      },
    );

    app.post(
      `${CLIENT_PAGE_API}/confirm_payment`,
      {
        schema: {
          tags,
          params: TokenParamsSchema,
          body: ConfirmCardPaymentSchema,
          description:
            'Confirms a session made by /pay for this invoice: the server retrieves it from Stripe with the ' +
            "business's key and, when it is paid for the amount the server kept, records one payment (method " +
            "Card, Stripe's reference in its note) as an owner's payment is recorded: the invoice becomes " +
            'partpaid or paid. `outcome` says what it came to: paid; overpaid (beyond what was due: recorded ' +
            'whole, the owner told, overpaid_amount refunded or kept as credit); voided or credited (the ' +
            'invoice was voided or credited in full meanwhile: no payment is recorded, the owner is told and ' +
            'refunds it); the message says so to the client. Confirming the same session again, or at the ' +
            'same moment, records nothing more (recorded_now false). Not paid: 409; unknown or not this ' +
            "invoice's: 404.",
          response: { 200: successEnvelope(ConfirmCardPaymentAnswerSchema) },
        },
      },
      async (request) => {
        await limitClientPage(ctx, request.ip);
        const confirmed = await confirmCardPayment(ctx, request.params.token, request.body.session_id);
        return answer(confirmed.answer, confirmed.message);
      },
    );

    app.post(
      api('public/card_checkout/confirm'),
      {
        schema: {
          tags,
          body: ConfirmCardPaymentSchema,
          description:
            'The page Stripe returns to (PUBLIC_URL/d/payment?session_id=...) names the session, not the ' +
            "client's link, so a link replaced or turned off while the client paid strands nothing. Confirms " +
            'and records the session exactly as confirm_payment does (once, whoever asks first), and answers ' +
            "what it came to, the business's name, the invoice's number and page_url: the invoice's page " +
            'while the link the payment was started from still opens it, else null. Not paid: 409; a session ' +
            'the server did not make: 404. Counted per IP address (429).',
          response: { 200: successEnvelope(CardCheckoutReceiptSchema) },
        },
      },
      async (request) => {
        await limitClientPage(ctx, request.ip);
        const confirmed = await confirmCheckoutReturn(ctx, request.body.session_id);
        return answer(confirmed.answer, confirmed.message);
      },
    );
  };
}
