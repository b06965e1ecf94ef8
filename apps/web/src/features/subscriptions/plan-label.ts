// The plan card's text (docs/reference/subscriptions.md 'Screens'): Free before any subscription, the days
// remaining while one runs, Expired once they are 0 or less (or the server says 'expired').
import { isExpired } from '@tradebook/domain/subscriptions/plan-rules';
import type { SubscriptionState } from '@tradebook/domain/subscriptions/subscription.schemas';

export function planLabel(days: SubscriptionState['noOfDaysRemaining'] | undefined): string {
  if (days === null || days === undefined) return 'Free';
  if (days === 'expired' || isExpired(days)) return 'Expired';
  return daysRemaining(days);
}

export function daysRemaining(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
}
