// The calls of Settings > Subscription, the payment result pages and Settings > Voucher, referral and
// share (docs/reference/subscriptions.md 'Screens', 'Fields', 'Calls' and 'Plans, credits, vouchers and
// referrals'). Every request may carry `app_type`; it is read and ignored (there is one product). Prices are
// numbers with 2 decimals in answers and whole cents on the server.
import { z } from 'zod';
import { emailField, optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import { successEnvelope } from '../api/envelope';
import { PAYMENT_GATEWAY } from './plan-rules';

export const SUBSCRIPTION_MESSAGES = {
  packages: 'Success',
  packageRequired: 'Please choose a package.',
  packageUnknown: 'This package is no longer offered. Please choose another.',
  gateway: `Payments go through ${PAYMENT_GATEWAY} only.`,
  returnUrlRequired: 'The return addresses are required.',
  returnUrlForeign: 'The return addresses must be pages of this site.',
  checkoutReady: 'Checkout ready.',
  paymentsNotSetUp: 'Card payments are not set up on this server yet.',
  paymentIdRequired: 'The payment to confirm is missing.',
  /** A session that is not this user's, or that Stripe does not know: nothing is said about whose it is. */
  paymentUnknown: 'This payment was not found.',
  paymentNotPaid: 'This payment has not been completed.',
  confirmed: 'Thank you: your subscription is active.',
  alreadyConfirmed: 'This payment was confirmed already: your subscription is active.',
  voucherRequired: 'Please enter a voucher code.',
  voucherInvalid: 'This voucher code is not valid.',
  voucherUsed: 'You have used this voucher already.',
  extraDaysCapReached: 'You have had the most extra free days there are (180).',
  inviteRequired: 'Please enter your friend’s e-mail address.',
  inviteInvalid: 'Please enter a valid e-mail address.',
  inviteSelf: 'You cannot invite yourself.',
  inviteHasAccount: 'This person has an account already.',
  inviteSent: 'Invitation sent.',
  /** Stripe could not be reached or refused the call (a 503; nothing was charged or credited). */
  paymentsUnavailable: 'The card payment service could not be reached. Please try again in a moment.',
  /** web/payment/webhook: a missing, wrong or stale Stripe-Signature (400, nothing changes). */
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  webhookReceived: 'Received.',
  /** The error page's own text (docs/reference/subscriptions.md 'Screens' and 'Messages'). */
  paymentFailedPage: 'Your subscription plan failed, please go back and try again.',
} as const;

/** 'Voucher applied: 30 extra days.' (fewer when the 180-day cap leaves fewer). */
export function voucherAppliedMessage(days: number): string {
  return `Voucher applied: ${days} extra ${days === 1 ? 'day' : 'days'}.`;
}

const appType = optionalText(100, 'app_type');

/** web/payment/getPackages */
export const GetPackagesRequestSchema = z.object({ app_type: appType });

export const SubscriptionPackageSchema = z.object({
  packageId: z.number().int(),
  packageName: z.string().describe('Pro Monthly, Pro Yearly, ...'),
  packagePrice: z.number().describe('The price, 2 decimals.'),
  packagePrice_code: z.string().describe("The price button's label, e.g. '£4.99 / 30 days'."),
  currency_code: z.string().describe('ISO 4217, e.g. GBP.'),
  days: z.number().int().describe('Days of subscription the package adds.'),
});
export type SubscriptionPackage = z.infer<typeof SubscriptionPackageSchema>;

export const PackagesAnswerSchema = successEnvelope(
  z.object({ packages: z.array(SubscriptionPackageSchema) }),
);
export type PackagesAnswer = z.infer<typeof PackagesAnswerSchema>;

/** web/payment/checkOut: the price is the server's own for `packageId`; `packagePrice` is ignored. The
 * return addresses must be on this site; the success page gets `?session_id=` added. */
export const CheckoutRequestSchema = z.object({
  app_type: appType,
  packageId: recordId(SUBSCRIPTION_MESSAGES.packageRequired),
  packagePrice: z.unknown().optional().describe('Ignored: the server charges its own price.'),
  gateway: z
    .string({ error: SUBSCRIPTION_MESSAGES.gateway })
    .optional()
    .refine((value) => value === undefined || value.trim().toLowerCase() === PAYMENT_GATEWAY, {
      error: SUBSCRIPTION_MESSAGES.gateway,
    }),
  successUrl: z
    .string({ error: SUBSCRIPTION_MESSAGES.returnUrlRequired })
    .trim()
    .min(1, { error: SUBSCRIPTION_MESSAGES.returnUrlRequired })
    .max(2000, { error: SUBSCRIPTION_MESSAGES.returnUrlForeign }),
  cancelUrl: z
    .string({ error: SUBSCRIPTION_MESSAGES.returnUrlRequired })
    .trim()
    .min(1, { error: SUBSCRIPTION_MESSAGES.returnUrlRequired })
    .max(2000, { error: SUBSCRIPTION_MESSAGES.returnUrlForeign }),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutAnswerSchema = successEnvelope(
  z.object({
    paymentId: z
      .string()
      .describe('The Checkout Session id; the web keeps it until the payment is confirmed.'),
    pgUrl: z.string().describe("Stripe's payment page."),
  }),
);
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** web/payment/responseHandler: `transactionCode` is the success page's session_id (`paymentId` is
 * taken when it is missing). The server asks Stripe itself whether it was paid. */
export const ConfirmPaymentRequestSchema = z
  .object({
    app_type: appType,
    paymentId: optionalText(255, 'paymentId'),
    gateway: z.string().optional(),
    transactionCode: optionalText(255, 'transactionCode'),
  })
  .transform((body) => ({ sessionId: body.transactionCode || body.paymentId }))
  .refine((body) => body.sessionId !== '', { error: SUBSCRIPTION_MESSAGES.paymentIdRequired });
export type ConfirmPaymentRequest = z.input<typeof ConfirmPaymentRequestSchema>;

/** What the plan card shows: `noOfDaysRemaining` is null (Free) before any subscription, the days left,
 * or 'expired' (docs/reference/subscriptions.md 'Fields'). */
export const SubscriptionStateSchema = z.object({
  noOfDaysRemaining: z.union([z.number().int(), z.literal('expired'), z.null()]),
  subscription_type: z.enum(['N/A', 'pro', 'expired']).describe("'N/A' means free."),
  subscription_until: z.string().nullable().describe('YYYY-MM-DD the subscription runs to; null when none.'),
  no_of_days_of_free_usage: z.number().int().describe('Days of free usage left, 0 once over.'),
  extra_free_days: z
    .number()
    .int()
    .describe('Extra free days had from vouchers and referrals (at most 180).'),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const ConfirmPaymentAnswerSchema = successEnvelope(SubscriptionStateSchema);
export type ConfirmPaymentAnswer = z.infer<typeof ConfirmPaymentAnswerSchema>;

/** The read-only credit log: expenses a month on the free plan, used and left this calendar month. */
export const CreditSchema = z.object({
  total_credit_per_month: z.number().int(),
  used_credit: z.number().int(),
  remaining_credit: z.number().int(),
  limit_applies: z.boolean().describe('Free usage is over and no subscription is running.'),
});
export type Credit = z.infer<typeof CreditSchema>;

const PlanCardSchema = z.object({
  name: z.string(),
  features: z.array(z.string()).describe('What the plan includes, one line each.'),
});

/** get_setting_list (the spec's setting list call) and `subscription`: the web reads free_subscription[0],
 * pro[0], upgrade[0] and subscription[0], and credit[0] for the credit log. */
export const SettingListSchema = z.object({
  free_subscription: z.array(PlanCardSchema),
  pro: z.array(PlanCardSchema),
  upgrade: z.array(
    z.object({
      month: z.string().describe('The monthly package name.'),
      monthprice: z.string().describe("Its price with the currency's symbol, e.g. £4.99."),
      year: z.string(),
      yearprice: z.string(),
    }),
  ),
  subscription: z.array(SubscriptionStateSchema),
  credit: z.array(CreditSchema),
  account_id: z.string().describe("The account's e-mail address."),
  support_email: z.string().describe('Where the payment pages send a user who needs help.'),
});
export type SettingList = z.infer<typeof SettingListSchema>;

export const SettingListRequestSchema = z.object({ app_type: appType });
export const SettingListAnswerSchema = successEnvelope(SettingListSchema);
export type SettingListAnswer = z.infer<typeof SettingListAnswerSchema>;

/** voucher/redeem */
export const RedeemVoucherRequestSchema = z.object({
  code: z
    .string({ error: SUBSCRIPTION_MESSAGES.voucherRequired })
    .trim()
    .min(1, { error: SUBSCRIPTION_MESSAGES.voucherRequired })
    .max(64, { error: SUBSCRIPTION_MESSAGES.voucherInvalid }),
});
export type RedeemVoucherRequest = z.input<typeof RedeemVoucherRequestSchema>;

export const RedeemVoucherAnswerSchema = successEnvelope(
  SubscriptionStateSchema.extend({ days_added: z.number().int() }),
);
export type RedeemVoucherAnswer = z.infer<typeof RedeemVoucherAnswerSchema>;

/** referral/invite */
export const InviteRequestSchema = z.object({
  email: emailField(SUBSCRIPTION_MESSAGES.inviteRequired, SUBSCRIPTION_MESSAGES.inviteInvalid),
});
export type InviteRequest = z.input<typeof InviteRequestSchema>;

/** Voucher codes are letters, digits, - and _; they are kept and compared in capitals. */
export const VOUCHER_CODE = /^[A-Z0-9_-]{3,64}$/;
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
