// Expenses carry their VAT (docs/decisions/0363-expense-vat.md): the amount stays the gross; the rate, the
// VAT or the net is typed and the rest worked out to the cent; a VAT that does not fit is refused and
// stores nothing; an update that sends no VAT field keeps the stored rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { createExpense, createExpenseCall, LUNCH, expensePage } from '../../../test/expense-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('expense VAT', () => {
  it('answers no VAT (net = amount) when none is typed, as the spec’s calls always did', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, { amount: '12.50' });
    expect(expense).toMatchObject({ amount: 12.5, net: 12.5, vat: 0, vat_rate: 0, vat_reclaimable: false });
  });

  it('splits the amount at a typed rate, half up to the cent, reclaimable by default', async () => {
    const { auth } = await signedInUser(t.app);
    // 10.00 at 20 %: 10 / 1.2 = 8.3333 -> net 8.33, VAT 1.67.
    const at20 = await createExpense(t.app, auth, { amount: '10.00', vat_rate: '20' });
    expect(at20).toMatchObject({ amount: 10, net: 8.33, vat: 1.67, vat_rate: 20, vat_reclaimable: true });
    // 0.21 at 5 %: 0.21 / 1.05 = 0.20 exactly -> VAT 0.01.
    const at5 = await createExpense(t.app, auth, { amount: '0.21', vat_rate: '5', vat_reclaimable: '0' });
    expect(at5).toMatchObject({ net: 0.2, vat: 0.01, vat_rate: 5, vat_reclaimable: false });
  });

  it('takes the VAT as printed on the receipt and works out the net and the rate', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, { amount: '126.00', vat: '21.00' });
    expect(expense).toMatchObject({ amount: 126, net: 105, vat: 21, vat_rate: 20, vat_reclaimable: true });
    const both = await createExpense(t.app, auth, { amount: '126.00', net: '105.00', vat: '21.00' });
    expect(both).toMatchObject({ net: 105, vat: 21 });
  });

  it('refuses a net and VAT that do not add up, or a VAT above the amount, and stores nothing', async () => {
    const { auth } = await signedInUser(t.app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ amount: '126.00', net: '100.00', vat: '21.00' }, 'Net amount and VAT must add up to the amount.'],
      [{ amount: '10.00', vat: '10.01' }, 'VAT must be between 0 and the amount.'],
      [{ amount: '10.00', vat_rate: '101' }, 'VAT rate must be between 0 and 100.'],
      [{ amount: '10.00', vat: '1.234' }, 'VAT must be a number with at most 2 decimals.'],
      [{ amount: '10.00', vat_reclaimable: 'maybe' }, 'VAT reclaimable must be 0 (no) or 1 (yes).'],
    ];
    for (const [fields, message] of cases) {
      const res = await createExpenseCall(t.app, auth, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.body, JSON.stringify(fields)).toContain(message);
    }
    expect((await expensePage(t.app, auth)).response.total).toBe(0);
  });

  it('an update without VAT fields keeps the rate and splits a new amount at it', async () => {
    const { auth } = await signedInUser(t.app);
    const expense = await createExpense(t.app, auth, { amount: '120.00', vat_rate: '20' });
    const same = await postForm(t.app, auth, 'update_expense', {
      ...LUNCH,
      expense_id: String(expense.id),
      amount: '120.00',
    });
    expect(same.json().response).toMatchObject({ net: 100, vat: 20, vat_rate: 20, vat_reclaimable: true });
    const more = await postCall(t.app, auth, 'update_expense', {
      ...LUNCH,
      expense_id: expense.id,
      amount: '60.00',
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().response).toMatchObject({ amount: 60, net: 50, vat: 10, vat_rate: 20 });
    const none = await postCall(t.app, auth, 'update_expense', {
      ...LUNCH,
      expense_id: expense.id,
      amount: '60.00',
      vat_rate: '0',
      vat_reclaimable: 0,
    });
    expect(none.json().response).toMatchObject({ net: 60, vat: 0, vat_rate: 0, vat_reclaimable: false });
  });

  it('lists expenses with their VAT', async () => {
    const { auth } = await signedInUser(t.app);
    await createExpense(t.app, auth, { amount: '24.00', vat: '4.00' });
    const page = (await expensePage(t.app, auth)).response;
    expect(page.data[0]).toMatchObject({ amount: 24, net: 20, vat: 4, vat_rate: 20, vat_reclaimable: true });
  });
});
