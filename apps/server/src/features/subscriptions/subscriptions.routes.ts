// The calls of Settings > Subscription, the payment result pages and Settings > Voucher, referral and
// share (docs/reference/subscriptions.md 'Calls').
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  CheckoutAnswerSchema,
  CheckoutRequestSchema,
  ConfirmPaymentAnswerSchema,
  ConfirmPaymentRequestSchema,
  GetPackagesRequestSchema,
  InviteRequestSchema,
  PackagesAnswerSchema,
  RedeemVoucherAnswerSchema,
  RedeemVoucherRequestSchema,
  SettingListAnswerSchema,
  SettingListRequestSchema,
  SUBSCRIPTION_MESSAGES,
  voucherAppliedMessage,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { startCheckout } from './checkout';
import { confirmPayment } from './confirm-payment';
import { listPackages } from './package-prices';
import { inviteFriend } from './referrals';
import { redeemVoucher } from './redeem-voucher';
import { settingList } from './setting-list';

/** Calls of a signed-in user. */
export function subscriptionsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['subscriptions'];
    const security = bearerSecurity;

    app.post(
      api('web/payment/getPackages'),
      {
        schema: {
          tags,
          security,
          body: GetPackagesRequestSchema,
          description:
            'The packages on sale (response.packages), shortest first; listed with or without Stripe.',
          response: { 200: PackagesAnswerSchema },
        },
      },
      async () => {
        const packages = await listPackages(ctx);
        return answer({ packages }, SUBSCRIPTION_MESSAGES.packages);
      },
    );

    app.post(
      api('web/payment/checkOut'),
      {
        schema: {
          tags,
          security,
          body: CheckoutRequestSchema,
          description:
            "Creates a Stripe Checkout Session at the package's own price (packagePrice is ignored). " +
            'successUrl and cancelUrl must be pages of this site (422 otherwise); the success page gets ' +
            '`session_id` added. An unknown or withdrawn package is a 422; without a Stripe key 503.',
          response: { 200: CheckoutAnswerSchema },
        },
      },
      async (request) =>
        answer(await startCheckout(ctx, ownerOf(request), request.body), SUBSCRIPTION_MESSAGES.checkoutReady),
    );

    app.post(
      api('web/payment/responseHandler'),
      {
        schema: {
          tags,
          security,
          body: ConfirmPaymentRequestSchema,
          description:
            'Confirms a Checkout Session (transactionCode, else paymentId): the server retrieves it from ' +
            "Stripe, and credits it once when it is this user's, paid, and at our price. A second " +
            "confirmation answers the same state (alreadyConfirmed). Unknown or not this user's: 404; " +
            'not paid: 409.',
          response: { 200: ConfirmPaymentAnswerSchema },
        },
      },
      async (request) => {
        const { state, creditedNow } = await confirmPayment(ctx, request.body.sessionId, ownerOf(request));
        return answer(
          state,
          creditedNow ? SUBSCRIPTION_MESSAGES.confirmed : SUBSCRIPTION_MESSAGES.alreadyConfirmed,
        );
      },
    );

    for (const path of ['get_setting_list', 'subscription']) {
      app.post(
        api(path),
        {
          schema: {
            tags,
            security,
            body: SettingListRequestSchema,
            description:
              'The Subscription tab: plan cards (free_subscription[0], pro[0]), upgrade[0] prices, the plan ' +
              "state (subscription[0]), this month's credit log (credit[0]), account_id and support_email.",
            response: { 200: SettingListAnswerSchema },
          },
        },
        async (request) => answer(await settingList(ctx, ownerOf(request))),
      );
    }

    app.post(
      api('voucher/redeem'),
      {
        schema: {
          tags,
          security,
          body: RedeemVoucherRequestSchema,
          description:
            "Adds a voucher's days to free usage, once per user (409 the second time), within the 180 " +
            'extra days of vouchers and referrals (409 once reached). Codes are read in capitals; an ' +
            'unknown code is a 422.',
          response: { 200: RedeemVoucherAnswerSchema },
        },
      },
      async (request) => {
        const result = await redeemVoucher(ctx, ownerOf(request), request.body.code);
        return answer(result, voucherAppliedMessage(result.days_added));
      },
    );

    app.post(
      api('referral/invite'),
      {
        schema: {
          tags,
          security,
          body: InviteRequestSchema,
          description:
            'E-mails a sign-up link (PUBLIC_URL/register?ref=...) to a friend without an account (409 if ' +
            'they have one, 422 for your own address). When they register and complete a profile you get ' +
            '15, 30, then 45 extra free days. Counts against the per-user e-mail limit (429).',
          response: { 200: successEnvelope(z.null()) },
        },
      },
      async (request) => {
        await inviteFriend(ctx, ownerOf(request), request.body.email);
        return answer(null, SUBSCRIPTION_MESSAGES.inviteSent);
      },
    );
  };
}
