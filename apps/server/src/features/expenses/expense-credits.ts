// The free plan's monthly credits on the server (docs/reference/subscriptions.md 'Plans, credits, vouchers
// and referrals'; the rule itself is the domain's expense-limit.ts, which the web runs too). A create takes a
// credit in its own transaction, after the number: the counter row is locked until the transaction ends, so
// 20 concurrent creates at the limit let exactly the allowed number through, and a refused or failed create
// gives its credit back by rolling back.
import {
  canCreateExpense,
  creditMonthOf,
  FREE_EXPENSES_PER_MONTH,
  monthlyLimitApplies,
  type PlanDays,
} from '@tradebook/domain/expenses/expense-limit';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import type { ExpenseCount } from '@tradebook/domain/expenses/expense.schemas';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { findPlanRow, type PlanRow } from '../accounts/user-plans.repository';
import { batchedRead } from '../../db/batched-reads';
import { creditsUsedOfMany, takeCredit } from './expenses.repository';

const DAY_MS = 86_400_000;

/** Whole days from `today` to `until` (YYYY-MM-DD), never below 0: what the profile answers too. */
function daysUntil(until: string, todayDate: string): number {
  return Math.max(0, Math.round((Date.parse(until) - Date.parse(todayDate)) / DAY_MS));
}

/** The owner's plan dates, as the request's token check read them
 * (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md). */
export type PlanDates = Pick<PlanRow, 'free_usage_until' | 'subscription_until'>;

async function planDays(
  db: Kysely<Database>,
  owner: OwnerId,
  todayDate: string,
  known?: PlanDates,
): Promise<PlanDays> {
  const row = known ?? (await findPlanRow(db, owner, false));
  if (!row) throw new Error('the owner has no account');
  return {
    freeDaysLeft: daysUntil(row.free_usage_until, todayDate),
    subscriptionDaysLeft: row.subscription_until ? daysUntil(row.subscription_until, todayDate) : null,
  };
}

/** The month's count outside a transaction, read with the counts of requests that arrive with it. */
const creditsUsedTogether = batchedRead(creditsUsedOfMany);

/** get_expense_count: this month's count and whether the limit stops the next expense. `signedIn`: the
 * owner's plan dates as this request's token check read them, when it has them (no second read). */
export async function expenseCount(
  ctx: AppContext,
  owner: OwnerId,
  signedIn?: PlanDates,
): Promise<ExpenseCount> {
  const date = calendarDateOf(ctx.now());
  const [plan, used] = await Promise.all([
    planDays(ctx.db, owner, date, signedIn),
    creditsUsedTogether(ctx.db, { owner, month: creditMonthOf(date) }),
  ]);
  return {
    expense_count: used,
    total_credit_per_month: FREE_EXPENSES_PER_MONTH,
    limit_applies: monthlyLimitApplies(plan),
    limit_reached: !canCreateExpense(plan, used),
  };
}

const limitReached = () => new AppError('conflict', EXPENSE_MESSAGES.limitReached);

/** Refuses early, before any image is re-encoded, when this month's credits are used up. `signedIn`: the
 * plan dates the token check read; a plan the monthly limit does not apply to (free usage or a
 * subscription running) needs no count (docs/decisions/0437-an-expense-create-reads-its-plan-once.md). */
export async function assertCreditLeft(ctx: AppContext, owner: OwnerId, signedIn?: PlanDates): Promise<void> {
  const date = calendarDateOf(ctx.now());
  const plan = await planDays(ctx.db, owner, date, signedIn);
  if (!monthlyLimitApplies(plan)) return;
  if (!canCreateExpense(plan, await creditsUsedTogether(ctx.db, { owner, month: creditMonthOf(date) }))) {
    throw limitReached();
  }
}

/** Takes this month's credit for a new expense inside its transaction `trx`; 409 when none is left. */
export async function useCredit(
  ctx: AppContext,
  trx: Kysely<Database>,
  owner: OwnerId,
  signedIn?: PlanDates,
): Promise<void> {
  const date = calendarDateOf(ctx.now());
  const used = await takeCredit(trx, owner, creditMonthOf(date));
  if (!canCreateExpense(await planDays(trx, owner, date, signedIn), used - 1)) throw limitReached();
}

/** The credit of a new expense in two steps around the statement that takes it with the number
 * (PostgreSQL, docs/decisions/0422-a-create-locks-its-number-for-one-statement.md): the owner's plan is
 * read first, in `trx` before any lock is taken; answers the month whose credit to take and the check of
 * the count taken, which throws (409, rolling the create back) past the limit. */
export async function creditRule(
  ctx: AppContext,
  trx: Kysely<Database>,
  owner: OwnerId,
  signedIn?: PlanDates,
): Promise<{ month: string; applies: boolean; assertWithin: (used: number) => void }> {
  const date = calendarDateOf(ctx.now());
  const plan = await planDays(trx, owner, date, signedIn);
  return {
    month: creditMonthOf(date),
    applies: monthlyLimitApplies(plan),
    assertWithin: (used) => {
      if (!canCreateExpense(plan, used - 1)) throw limitReached();
    },
  };
}
