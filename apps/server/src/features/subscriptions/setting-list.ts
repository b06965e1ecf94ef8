// get_setting_list and subscription: everything the Subscription tab shows (docs/reference/subscriptions.md
// 'Screens' and 'Fields'): what each plan includes, the upgrade prices of the monthly and yearly packages,
// the plan card, the credit log of this month, the account id and the support address.
import { FREE_EXPENSES_PER_MONTH } from '@tradebook/domain/expenses/expense-limit';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { EXTRA_FREE_DAYS_CAP, FREE_USAGE_DAYS } from '@tradebook/domain/subscriptions/plan-rules';
import type { SettingList } from '@tradebook/domain/subscriptions/subscription.schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { expenseCount } from '../expenses/expense-credits';
import { formatPrice } from './package-prices';
import { findPlanWithEmail } from '../accounts/user-plans.repository';
import { activePackages, type PackageRow } from './packages.repository';
import { subscriptionState } from './plan-state';

const FREE_FEATURES = [
  `${FREE_USAGE_DAYS} days of free usage for a new account`,
  'Unlimited quotations, invoices, clients and items',
  `${FREE_EXPENSES_PER_MONTH} expenses a month once free usage is over`,
  `Up to ${EXTRA_FREE_DAYS_CAP} extra free days from vouchers and referrals`,
];

const PRO_FEATURES = [
  'Everything in the free plan',
  'Unlimited expenses every month',
  'Monthly or yearly: pay once, no automatic renewal',
];

function upgradeOf(packages: PackageRow[]) {
  // The shortest package of about a month and of about a year on sale (the two seeded ones unless the
  // admin tool added others).
  const month = packages.find((p) => p.days <= 31) ?? packages[0];
  const year = packages.find((p) => p.days >= 365) ?? packages[packages.length - 1];
  const price = (p: PackageRow | undefined) => (p ? formatPrice(p.price_minor, p.currency_code) : '');
  return {
    month: month?.name ?? '',
    monthprice: price(month),
    year: year?.name ?? '',
    yearprice: price(year),
  };
}

export async function settingList(ctx: AppContext, owner: OwnerId): Promise<SettingList> {
  const [user, packages, credits] = await Promise.all([
    findPlanWithEmail(ctx.db, owner),
    activePackages(ctx.db),
    expenseCount(ctx, owner),
  ]);
  if (!user) throw notFound();
  return {
    free_subscription: [{ name: 'Free', features: FREE_FEATURES }],
    pro: [{ name: 'Pro', features: PRO_FEATURES }],
    upgrade: [upgradeOf(packages)],
    subscription: [subscriptionState(user, calendarDateOf(ctx.now()))],
    credit: [
      {
        total_credit_per_month: credits.total_credit_per_month,
        used_credit: credits.expense_count,
        remaining_credit: Math.max(0, credits.total_credit_per_month - credits.expense_count),
        limit_applies: credits.limit_applies,
      },
    ],
    account_id: user.email,
    support_email: ctx.config.supportEmail,
  };
}
