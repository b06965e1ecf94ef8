// The plan card's text (docs/reference/subscriptions.md 'Screens'): Free before any subscription, the days
// remaining while one runs, Expired once they are 0 or less (or the server says 'expired').
import { isExpired } from '@tradebook/domain/subscriptions/plan-rules';
import type { SubscriptionState } from '@tradebook/domain/subscriptions/subscription.schemas';
import { i18n } from '../../lib/i18n/i18n';

export function planLabel(days: SubscriptionState['noOfDaysRemaining'] | undefined): string {
  if (days === null || days === undefined) return i18n.t('plan.free', { ns: 'subscriptions' });
  if (days === 'expired' || isExpired(days)) return i18n.t('plan.expired', { ns: 'subscriptions' });
  return daysRemaining(days);
}

export function daysRemaining(days: number): string {
  return i18n.t('plan.days_remaining', { ns: 'subscriptions', count: days });
}
