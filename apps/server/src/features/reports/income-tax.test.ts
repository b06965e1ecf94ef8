// The income-tax figures of a UK tax year worked by hand (docs/decisions/0375-income-tax-figures.md), on
// the invoice and the cash basis, with the HMRC categories' defaults and the owner's own choice, through
// the real calls on the real database (test/report-seed.ts has the records).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse, postCall, type Auth } from '../../../test/api-calls';
import { reportCall, seedReports } from '../../../test/report-seed';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
beforeAll(async () => {
  t = await buildTestApp();
  ({ auth } = await seedReports(t));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const incomeTax = (body: object = {}) => reportCall(t, auth, 'reports/income_tax', body);

describe('income tax of a tax year', () => {
  it('invoice basis: quarters from the 6th, expenses in HMRC categories, entertainment not allowable', async () => {
    const answer = await incomeTax({ tax_year: 2026 });
    expect(answer).toMatchObject({
      currency_code: 'GBP',
      tax_year: 2026,
      from: '2026-04-06',
      to: '2027-04-05',
      basis: 'invoice',
      // A 1,000 - credit 100 + B 400 + C 300 + F 100; Fuel 50 + Office 30 + Software 10 (Meals 48 not).
      income: 1700,
      allowable_expenses: 90,
      disallowed_expenses: 48,
      profit: 1610,
    });
    expect(answer.quarters).toEqual([
      { from: '2026-04-06', to: '2026-07-05', income: 900, expenses: 50, profit: 850 },
      { from: '2026-07-06', to: '2026-10-05', income: 400, expenses: 0, profit: 400 },
      { from: '2026-10-06', to: '2027-01-05', income: 300, expenses: 30, profit: 270 },
      { from: '2027-01-06', to: '2027-04-05', income: 100, expenses: 10, profit: 90 },
    ]);
    expect(answer.categories).toEqual([
      {
        hmrc_category: 'carVanTravelExpenses',
        name: 'Car, van and travel expenses',
        allowable: true,
        amount: 50,
      },
      {
        hmrc_category: 'adminCosts',
        name: 'Phone, fax, stationery and other office costs',
        allowable: true,
        amount: 40,
      },
      {
        hmrc_category: 'businessEntertainmentCosts',
        name: 'Business entertainment costs',
        allowable: false,
        amount: 48,
      },
    ]);
    // Today's tax year started on 2027-04-06: D's 500.00, nothing spent since, 20 % of it.
    expect(answer).toMatchObject({ profit_so_far: 500, income_tax_rate: 20, tax_to_set_aside: 100 });
  });

  it("the dashboard shows the tax to set aside and this VAT period's VAT so far", async () => {
    const summary = await getResponse(t.app, auth, 'dashboard/summary');
    expect(summary.tax_to_set_aside).toEqual({ amount: 100, profit_so_far: 500, rate: 20 });
    // The quarter April to June 2027: D's VAT 100.00 less the software's 2.00.
    expect(summary.vat_this_period).toEqual({ from: '2027-04-01', to: '2027-06-30', amount: 98 });
  });

  it('cash basis: what was received less its share of the VAT, by payment date', async () => {
    await postCall(t.app, auth, 'tax/update_settings', { accounting_basis: 'cash', income_tax_rate: '25' });
    // A: 600.00 of 1,200.00 carries 100.00 of VAT: 500.00 on 2026-07-10; B: 420.00 less 20.00 on 2027-01-10.
    const answer = await incomeTax({ tax_year: 2026 });
    expect(answer.quarters.map((q: { income: number }) => q.income)).toEqual([0, 500, 0, 400]);
    expect(answer).toMatchObject({ income: 900, profit: 810, profit_so_far: 0, tax_to_set_aside: 0 });
    await postCall(t.app, auth, 'tax/update_settings', {
      accounting_basis: 'invoice',
      income_tax_rate: '20',
    });
  });

  it('the owner chooses another HMRC category; a bad choice is refused and changes nothing', async () => {
    const before = await getResponse(t.app, auth, 'reports/expense_categories');
    expect(before).toHaveLength(20);
    expect(before[6]).toMatchObject({
      category_id: 7,
      category_name: 'Meals and entertainment',
      hmrc_category: 'businessEntertainmentCosts',
      is_default: true,
    });
    for (const body of [
      { mappings: [{ category_id: 7, hmrc_category: 'holidays' }] },
      { mappings: [{ category_id: 99, hmrc_category: 'otherExpenses' }] },
    ]) {
      const res = await postCall(t.app, auth, 'reports/update_expense_categories', body);
      expect(res.statusCode, res.body).toBe(422);
    }
    expect(await getResponse(t.app, auth, 'reports/expense_categories')).toEqual(before);

    const res = await postCall(t.app, auth, 'reports/update_expense_categories', {
      mappings: [{ category_id: 7, hmrc_category: 'otherExpenses' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response[6]).toMatchObject({ hmrc_category: 'otherExpenses', is_default: false });
    const answer = await incomeTax({ tax_year: 2026 });
    expect(answer).toMatchObject({ allowable_expenses: 138, disallowed_expenses: 0, profit: 1562 });
    expect(answer.quarters[1]).toMatchObject({ expenses: 48, profit: 352 });
    await postCall(t.app, auth, 'reports/update_expense_categories', {
      mappings: [{ category_id: 7, hmrc_category: 'businessEntertainmentCosts' }],
    });
  });

  it('refuses a bad tax year, and another owner sees none of it', async () => {
    const res = await postCall(t.app, auth, 'reports/income_tax', { tax_year: 'last' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Tax year must be a year from 1900 to 2100.');
    const stranger = await ownerWithClient(t.app);
    const answer = await reportCall(t, stranger.auth, 'reports/income_tax', { tax_year: 2026 });
    expect(answer).toMatchObject({ income: 0, allowable_expenses: 0, profit: 0, tax_to_set_aside: 0 });
    expect((await getResponse(t.app, stranger.auth, 'reports/expense_categories'))[6].is_default).toBe(true);
  });
});
