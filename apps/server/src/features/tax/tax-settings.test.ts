// Settings › Tax and Registration, the VAT and income-tax half (docs/decisions/0364-tax-settings.md): the
// country's defaults until saved, a save of some fields keeps the others, bad input is a 422 that
// changes nothing, and another owner's settings are never seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse, postCall, postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const settings = (auth: Auth) => getResponse(t.app, auth, 'tax/get_settings');

describe('tax settings', () => {
  it('answers the defaults until saved: quarters to March, invoice basis, the tax year of the country', async () => {
    const { auth } = await signedInUser(t.app);
    expect(await settings(auth)).toEqual({
      vat_period: 'quarterly',
      period_end_month: 3,
      accounting_basis: 'invoice',
      flat_rate_scheme: 0,
      flat_rate: 0,
      tax_year_start: '04-06',
      income_tax_rate: 20,
    });
    const french = await signedInUser(t.app, { country: 250, currency: 978 });
    expect((await settings(french.auth)).tax_year_start).toBe('01-01');
  });

  it('saves what is sent, keeps what is not, and answers the saved settings', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(t.app, auth, 'tax/update_settings', {
      vat_period: 'quarterly',
      period_end_month: '5',
      accounting_basis: 'cash',
      flat_rate_scheme: '1',
      flat_rate: '16.5',
      income_tax_rate: '22.5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Save data Successful.' });
    const saved = {
      vat_period: 'quarterly',
      period_end_month: 5,
      accounting_basis: 'cash',
      flat_rate_scheme: 1,
      flat_rate: 16.5,
      tax_year_start: '04-06',
      income_tax_rate: 22.5,
    };
    expect(res.json().response).toEqual(saved);
    const again = await postCall(t.app, auth, 'tax/update_settings', { vat_period: 'monthly' });
    expect(again.json().response).toEqual({ ...saved, vat_period: 'monthly' });
    const off = await postCall(t.app, auth, 'tax/update_settings', { flat_rate_scheme: 0 });
    expect(off.json().response).toMatchObject({ flat_rate_scheme: 0, flat_rate: 0 });
    // Another owner sees only their own defaults.
    const other = await signedInUser(t.app);
    expect((await settings(other.auth)).accounting_basis).toBe('invoice');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { auth } = await signedInUser(t.app);
    const cases: Array<[object, string]> = [
      [{ vat_period: 'weekly' }, 'VAT period must be monthly, quarterly or yearly.'],
      [{ period_end_month: 13 }, 'The month the VAT period ends must be a whole number from 1 to 12.'],
      [{ accounting_basis: 'accrual' }, 'Accounting basis must be invoice or cash.'],
      [{ flat_rate_scheme: 1 }, 'Flat rate percentage is required when the flat rate scheme is on.'],
      [{ flat_rate: '101' }, 'Flat rate percentage must be a number from 0 to 100 with at most 3 decimals.'],
      [{ tax_year_start: '02-30' }, 'Tax year start must be a day of the year as MM-DD, such as 04-06.'],
      [{ income_tax_rate: '-1' }, 'Income tax rate must be a number from 0 to 100 with at most 3 decimals.'],
      [{ vat_period: ['monthly'] }, 'VAT period must be monthly, quarterly or yearly.'],
    ];
    for (const [body, message] of cases) {
      const res = await postCall(t.app, auth, 'tax/update_settings', { accounting_basis: 'cash', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body, JSON.stringify(body)).toContain(message);
    }
    expect((await settings(auth)).accounting_basis).toBe('invoice');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/tax/get_settings' });
    expect(res.statusCode).toBe(401);
  });
});
