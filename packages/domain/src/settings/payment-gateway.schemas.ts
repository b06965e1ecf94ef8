// Settings > Banking, IBAN and Payment Gateway: the business's own Stripe account (issue 15;
// docs/decisions/0308). The owner pastes a secret key of their Stripe account; the server checks it with
// Stripe, keeps it encrypted, and never answers it back: only its last four characters and its mode.
import { z } from 'zod';

export const PAYMENT_GATEWAY_MESSAGES = {
  keyRequired: 'Enter your Stripe secret key.',
  keyFormat:
    'This is not a Stripe secret key: it starts with sk_live_ or sk_test_ (or rk_live_ / rk_test_ for a ' +
    'restricted key). Find it in your Stripe Dashboard under Developers > API keys.',
  keyRefused:
    'Stripe did not accept this key. Check that you copied the whole secret key and that it can create ' +
    'Checkout Sessions.',
  stripeUnavailable: 'Stripe could not be reached to check the key. Please try again in a few minutes.',
  saved: 'Save data Successful.',
  removed: 'Card payments are turned off; your Stripe key was deleted.',
} as const;

/** sk_/rk_ + live_/test_ + the key's own characters. */
export const STRIPE_SECRET_KEY = /^(sk|rk)_(live|test)_[A-Za-z0-9_]{8,250}$/;

export const UpdateStripeKeySchema = z.object({
  stripe_secret_key: z
    .string({ error: PAYMENT_GATEWAY_MESSAGES.keyRequired })
    .trim()
    .min(1, { error: PAYMENT_GATEWAY_MESSAGES.keyRequired, abort: true })
    .regex(STRIPE_SECRET_KEY, { error: PAYMENT_GATEWAY_MESSAGES.keyFormat })
    .meta({ description: 'A secret (sk_...) or restricted (rk_...) key of your Stripe account.' }),
});
export type UpdateStripeKeyRequest = z.input<typeof UpdateStripeKeySchema>;

export const StripeKeyDetailsSchema = z.object({
  connected: z.boolean().describe("Whether clients can pay this business's invoices by card."),
  key_last4: z
    .string()
    .nullable()
    .describe('The last four characters of the key; the key is never answered.'),
  mode: z.enum(['live', 'test']).nullable().describe('test keys take no real money.'),
  connected_at: z.string().nullable(),
});
export type StripeKeyDetails = z.infer<typeof StripeKeyDetailsSchema>;
