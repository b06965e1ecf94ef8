// What the server answers for plans (the domain's SettingList and packages), for the web tests.
import type {
  SettingList,
  SubscriptionPackage,
  SubscriptionState,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import type { ApiAnswer } from '../../../test/mock-api';

export const ok = (response: unknown, message = 'Success'): ApiAnswer => ({
  body: { status: 1, message, response },
});
export const refused = (status: number, message: string | string[]): ApiAnswer => ({
  status,
  body: { status: 0, message },
});

export function subscriptionState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    noOfDaysRemaining: null,
    subscription_type: 'N/A',
    subscription_until: null,
    no_of_days_of_free_usage: 12,
    extra_free_days: 0,
    ...overrides,
  };
}

export function settingList(state: Partial<SubscriptionState> = {}): SettingList {
  return {
    free_subscription: [{ name: 'Free', features: ['Unlimited quotations', '5 expenses a month'] }],
    pro: [{ name: 'Pro', features: ['Unlimited expenses', 'Priority support'] }],
    upgrade: [{ month: 'Pro Monthly', monthprice: '£4.99', year: 'Pro Yearly', yearprice: '£49.99' }],
    subscription: [subscriptionState(state)],
    credit: [{ total_credit_per_month: 5, used_credit: 2, remaining_credit: 3, limit_applies: true }],
    account_id: 'jo@baker-joinery.co.uk',
    support_email: 'help@tradebook.example',
  };
}

export const packages: SubscriptionPackage[] = [
  {
    packageId: 1,
    packageName: 'Pro Monthly',
    packagePrice: 4.99,
    packagePrice_code: '£4.99 / 30 days',
    currency_code: 'GBP',
    days: 30,
  },
  {
    packageId: 2,
    packageName: 'Pro Yearly',
    packagePrice: 49.99,
    packagePrice_code: '£49.99 / 365 days',
    currency_code: 'GBP',
    days: 365,
  },
];
