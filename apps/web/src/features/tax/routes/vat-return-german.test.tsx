// The VAT return of a British business whose owner reads German (issue 28, ADR 0258): German box words,
// and amounts and dates as German writes them.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import VatReturnScreen from './vat-return';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(async () => {
  await switchLanguage('us');
});

describe('the VAT return in German', () => {
  it('names the boxes in German and writes 1.234,50 and 1. Jan. 2027', async () => {
    await switchLanguage('de');
    mockApi({
      get_profile: ok({ id: 1, country_id: 826, currency_id: 826, language: 'de' }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      'tax/vat_return': ok({
        from: '2027-01-01',
        to: '2027-03-31',
        period_key: '27Q3',
        accounting_basis: 'invoice',
        flat_rate_scheme: 0,
        currency_code: 'GBP',
        boxes: {
          box1: 1234.5,
          box2: 0,
          box3: 1234.5,
          box4: 10,
          box5: 1224.5,
          box6: 6172,
          box7: 50,
          box8: 0,
          box9: 0,
        },
        sales_by_rate: [{ rate: 20, net: 6172.5, vat: 1234.5, count: 2 }],
        purchases_by_rate: [],
        hmrc: {},
        filed_at: null,
      }),
    });
    renderApp(<VatReturnScreen />);

    const table = await screen.findByRole('table', { name: 'Felder der Umsatzsteuererklärung' });
    const row = (box: string) => within(table).getByRole('rowheader', { name: box }).closest('tr')!;
    expect(row('1')).toHaveTextContent('Umsatzsteuer auf Verkäufe und sonstige Umsätze');
    expect(row('1')).toHaveTextContent('1.234,50');
    expect(row('5')).toHaveTextContent('zu zahlen');
    expect(row('6')).toHaveTextContent('6.172');
    expect(
      screen.getByText('1. Jan. 2027 bis 31. März 2027, nach Soll-Versteuerung. Zeitraumschlüssel 27Q3.'),
    ).toBeInTheDocument();
    const sales = within(screen.getByRole('region', { name: 'Umsatzsteuer nach Steuersatz' }));
    expect(sales.getByRole('rowheader', { name: '20 %' }).closest('tr')).toHaveTextContent('6.172,50');
  });
});
