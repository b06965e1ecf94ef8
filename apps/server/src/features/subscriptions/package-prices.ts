// Prices as the Subscription tab shows them: whole cents on the server, '£4.99' on the button.
import type { SubscriptionPackage } from '@tradebook/domain/subscriptions/subscription.schemas';
import type { PackageRow } from './packages.repository';

/** '£4.99' (the currency's symbol, 2 decimals); Intl knows every ISO 4217 code. */
export function formatPrice(amountMinor: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

export function toSubscriptionPackage(row: PackageRow): SubscriptionPackage {
  return {
    packageId: Number(row.id),
    packageName: row.name,
    packagePrice: row.price_minor / 100,
    packagePrice_code: `${formatPrice(row.price_minor, row.currency_code)} / ${row.days} ${row.days === 1 ? 'day' : 'days'}`,
    currency_code: row.currency_code,
    days: row.days,
  };
}
