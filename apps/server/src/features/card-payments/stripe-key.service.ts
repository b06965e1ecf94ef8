// The business's own Stripe account (Settings > Banking, IBAN and Payment Gateway; docs/decisions/0308):
// its secret key is checked with Stripe before it is kept, sealed with the server's key (keyring) and
// bound to its owner, and never answered: the owner sees only its last four characters and its mode.
// A key the server can no longer open (ENCRYPTION_KEY changed) counts as no key: the owner enters it again.
import type { StripeKeyDetails } from '@tradebook/domain/settings/payment-gateway.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { deleteStripeAccount, findStripeAccount, saveStripeAccount } from './card-payments.repository';

const sealContext = (owner: OwnerId) => `stripe-account:${owner}`;

export async function getStripeKeyDetails(ctx: AppContext, owner: OwnerId): Promise<StripeKeyDetails> {
  const row = await findStripeAccount(ctx.db, owner);
  if (!row || (await stripeKeyOf(ctx, owner)) === undefined) {
    return { connected: false, key_last4: null, mode: null, connected_at: null };
  }
  return {
    connected: true,
    key_last4: row.key_last4,
    mode: row.mode === 'live' ? 'live' : 'test',
    connected_at: row.connected_at,
  };
}

/** Checks the key with Stripe (422 when refused, 503 when Stripe cannot be reached: nothing is kept),
 * then keeps it in place of any earlier one. */
export async function saveStripeKey(
  ctx: AppContext,
  owner: OwnerId,
  secretKey: string,
): Promise<StripeKeyDetails> {
  await ctx.stripeAccounts.checkKey(secretKey);
  await saveStripeAccount(ctx.db, owner, {
    secret_key_sealed: ctx.keyring.seal('stripe-secret-key', secretKey, sealContext(owner)),
    key_last4: secretKey.slice(-4),
    mode: /^(sk|rk)_live_/.test(secretKey) ? 'live' : 'test',
    connected_at: ctx.now().toISOString(),
  });
  return getStripeKeyDetails(ctx, owner);
}

export async function removeStripeKey(ctx: AppContext, owner: OwnerId): Promise<StripeKeyDetails> {
  await deleteStripeAccount(ctx.db, owner);
  return getStripeKeyDetails(ctx, owner);
}

/** The business's key, for a call to its Stripe account; undefined when it has none (or it cannot be
 * opened any more). */
export async function stripeKeyOf(ctx: AppContext, owner: OwnerId): Promise<string | undefined> {
  const row = await findStripeAccount(ctx.db, owner);
  return row ? ctx.keyring.open('stripe-secret-key', row.secret_key_sealed, sealContext(owner)) : undefined;
}
