// get_setting_list and subscription: the Subscription tab's cards, and the credit log of this month
// with the expense limit it drives once free usage is over.
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpenseCall } from '../../../test/expense-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { daysFromToday, planOf } from '../../../test/subscription-calls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@tradebook.test' } });
});
afterAll(async () => {
  await t.close();
});

describe('get_setting_list', () => {
  it("answers the plan cards, upgrade prices, plan state, credit log and the account's addresses", async () => {
    const { auth, email } = await signedInUser(t.app);
    const list = await planOf(t.app, auth);
    expect(list.free_subscription[0].name).toBe('Free');
    expect(list.pro[0].features.length).toBeGreaterThan(0);
    expect(list.upgrade).toEqual([
      { month: 'Pro Monthly', monthprice: '£4.99', year: 'Pro Yearly', yearprice: '£49.99' },
    ]);
    expect(list.subscription).toEqual([
      {
        noOfDaysRemaining: null,
        subscription_type: 'N/A',
        subscription_until: null,
        no_of_days_of_free_usage: 30,
        extra_free_days: 0,
      },
    ]);
    expect(list.credit).toEqual([
      { total_credit_per_month: 5, used_credit: 0, remaining_credit: 5, limit_applies: false },
    ]);
    expect(list.account_id).toBe(email);
    expect(list.support_email).toBe('help@tradebook.test');
    // `subscription` is the same answer.
    const same = await postCall(t.app, auth, 'subscription', { app_type: 'tradebook' });
    expect(same.json().response).toEqual(list);
  });

  it("counts this month's expenses, and the 6th is refused once free usage is over", async () => {
    const { auth, email } = await signedInUser(t.app);
    await t.ctx.db
      .updateTable('users')
      .set({ free_usage_until: daysFromToday(-1) })
      .where('email', '=', email)
      .execute();
    for (let n = 1; n <= 5; n++) {
      expect((await createExpenseCall(t.app, auth)).statusCode).toBe(200);
      expect((await planOf(t.app, auth)).credit[0]).toEqual({
        total_credit_per_month: 5,
        used_credit: n,
        remaining_credit: 5 - n,
        limit_applies: true,
      });
    }
    const sixth = await createExpenseCall(t.app, auth);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(EXPENSE_MESSAGES.limitReached);
    expect((await planOf(t.app, auth)).credit[0].used_credit).toBe(5);
  });

  it('shows an expired subscription as expired, and a running one lifts the limit', async () => {
    const { auth, email } = await signedInUser(t.app);
    const set = (subscription_until: string) =>
      t.ctx.db
        .updateTable('users')
        .set({ free_usage_until: daysFromToday(0), subscription_until })
        .where('email', '=', email)
        .execute();
    await set(daysFromToday(-3));
    expect((await planOf(t.app, auth)).subscription[0]).toMatchObject({
      noOfDaysRemaining: 'expired',
      subscription_type: 'expired',
    });
    expect((await planOf(t.app, auth)).credit[0].limit_applies).toBe(true);
    await set(daysFromToday(9));
    const list = await planOf(t.app, auth);
    expect(list.subscription[0]).toMatchObject({ noOfDaysRemaining: 9, subscription_type: 'pro' });
    expect(list.credit[0].limit_applies).toBe(false);
  });
});
