// The plans' rules (docs/reference/subscriptions.md 'Plans, credits, vouchers and referrals' and 'Limits'):
// free usage and a paid subscription are each a last day (YYYY-MM-DD) that days count down to by
// calendar day; a purchase, a voucher or a referral reward moves that day on. The web and the server
// decide with these same functions.

/** Days of free usage a new account starts with (no_of_days_of_free_usage). */
export const FREE_USAGE_DAYS = 30;
/** Extra free days from vouchers and referrals never total more than this. */
export const EXTRA_FREE_DAYS_CAP = 180;
/** Days given to the inviter for the 1st, 2nd and 3rd invited person who registers and completes a
 * profile; later ones give nothing. */
export const REFERRAL_REWARD_DAYS = [15, 30, 45] as const;
/** The only gateway (docs/reference/subscriptions.md 'Limits'). */
export const PAYMENT_GATEWAY = 'stripe';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `today` to `until` (both YYYY-MM-DD), never below 0. */
export function daysBetween(today: string, until: string): number {
  return Math.max(0, dayNumber(until) - dayNumber(today));
}

/** The new last day after adding `days`: counted from `until` while it is still ahead, from today once
 * it has passed (days that ran out are not given back). */
export function extendedUntil(until: string | null, today: string, days: number): string {
  const from = until === null ? dayNumber(today) : Math.max(dayNumber(until), dayNumber(today));
  return dateOfDay(from + days);
}

/** The days the `nth` (1-based) rewarded referral gives: 15, 30, 45, then 0. */
export function referralRewardDays(nth: number): number {
  return REFERRAL_REWARD_DAYS[nth - 1] ?? 0;
}

/** How many of `days` may still be given when `granted` extra free days were given before. */
export function grantableExtraDays(granted: number, days: number): number {
  return Math.max(0, Math.min(days, EXTRA_FREE_DAYS_CAP - granted));
}

/** docs/reference/subscriptions.md: expired when the days remaining are 0 or less. */
export function isExpired(daysRemaining: number): boolean {
  return daysRemaining <= 0;
}
