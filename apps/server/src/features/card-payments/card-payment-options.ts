// Whether a client can pay a business's invoice by card: the business connected its own Stripe account,
// and Stripe can charge the amount exactly in the invoice's currency.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { stripeAmountOf } from './stripe-amounts';
import { stripeKeyOf } from './stripe-key.service';

export async function hasCardPayments(
  ctx: AppContext,
  owner: OwnerId,
  charge: { amountMinor: number; currency: string },
): Promise<boolean> {
  if (stripeAmountOf(charge.amountMinor, charge.currency) === undefined) return false;
  return (await stripeKeyOf(ctx, owner)) !== undefined;
}
