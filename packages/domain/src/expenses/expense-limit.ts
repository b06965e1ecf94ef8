// The free plan's monthly expense credits (docs/reference/subscriptions.md 'Plans, credits, vouchers and
// referrals'): once the free usage is over and no subscription is running, a business may create 5 expenses a
// calendar month; the 6th is refused ('Monthly limit reached.'), by the web and by the server. The web and
// the server decide with these same functions.

/** Expenses a month on the free plan once free usage is over (docs/reference/subscriptions.md 'Limits'). */
export const FREE_EXPENSES_PER_MONTH = 5;

export interface PlanDays {
  /** Days of free usage left (no_of_days_of_free_usage): 0 once it is over. */
  freeDaysLeft: number;
  /** Days of paid subscription left; null when never subscribed. */
  subscriptionDaysLeft: number | null;
}

/** Whether the monthly credits apply: free usage over and no running subscription. */
export function monthlyLimitApplies(plan: PlanDays): boolean {
  return plan.freeDaysLeft <= 0 && !(plan.subscriptionDaysLeft !== null && plan.subscriptionDaysLeft > 0);
}

/** Whether one more expense may be created this month, after `createdThisMonth` already were. */
export function canCreateExpense(plan: PlanDays, createdThisMonth: number): boolean {
  return !monthlyLimitApplies(plan) || createdThisMonth < FREE_EXPENSES_PER_MONTH;
}

/** 'YYYY-MM' of a calendar date: the month whose credits an expense uses. */
export function creditMonthOf(calendarDate: string): string {
  return calendarDate.slice(0, 7);
}
