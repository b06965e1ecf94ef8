// Prices as the Subscription tab shows them: whole cents on the server, '£4.99' on the button.
import type { SubscriptionPackage } from '@tradebook/domain/subscriptions/subscription.schemas';
import type { AppContext } from '../../app-context';
import { activePackages, type PackageRow } from './packages.repository';
import { fromMinor } from '@tradebook/domain/money/money';

/** '£4.99' (the currency's symbol, 2 decimals); Intl knows every ISO 4217 code. */
export function formatPrice(amountMinor: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fromMinor(amountMinor));
}

export function toSubscriptionPackage(row: PackageRow): SubscriptionPackage {
  return {
    packageId: Number(row.id),
    packageName: row.name,
    packagePrice: fromMinor(row.price_minor),
    packagePrice_code: `${formatPrice(row.price_minor, row.currency_code)} / ${row.days} ${row.days === 1 ? 'day' : 'days'}`,
    currency_code: row.currency_code,
    days: row.days,
  };
}

/** The packages on sale as the Subscription tab lists them. */
export async function listPackages(ctx: AppContext): Promise<SubscriptionPackage[]> {
  return (await activePackages(ctx.db)).map(toSubscriptionPackage);
}
