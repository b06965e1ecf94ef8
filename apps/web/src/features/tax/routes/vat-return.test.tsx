// The VAT return screen (docs/decisions/0233-vat-return-screen.md): the current period's boxes as the
// server answers them, box 5 saying to pay or to reclaim, a chosen period sent as from/to, and the rates.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import VatReturnScreen from './vat-return';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

const Q1 = {
  from: '2027-01-01',
  to: '2027-03-31',
  period_key: '27Q3',
  accounting_basis: 'invoice',
  flat_rate_scheme: 0,
  currency_code: 'GBP',
  boxes: { box1: 200, box2: 0, box3: 200, box4: 10, box5: 190, box6: 1600, box7: 120, box8: 0, box9: 0 },
  sales_by_rate: [{ rate: 20, net: 900, vat: 180, count: 2 }],
  purchases_by_rate: [],
  hmrc: {},
};

describe('VAT return screen', () => {
  it('shows the boxes of the current period and asks for a chosen one', async () => {
    const { fetchMock } = mockApi({
      get_profile: ok({ id: 1, country_id: 826, currency_id: 826 }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      'tax/vat_return': ok(Q1),
    });
    renderApp(<VatReturnScreen />);
    const table = await screen.findByRole('table', { name: 'VAT return boxes' });
    const row = (box: string) => within(table).getByRole('rowheader', { name: box }).closest('tr')!;
    expect(row('1')).toHaveTextContent('200.00');
    expect(row('5')).toHaveTextContent('to pay');
    expect(row('5')).toHaveTextContent('190.00');
    expect(row('6')).toHaveTextContent('1600');
    expect(screen.getByText(/2027-01-01 to 2027-03-31, on the invoice basis/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Input VAT by rate' })).getByText('None in this period.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'From' }), '01/04/2027');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '30/06/2027');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const bodies = fetchMock.mock.calls
        .filter(([input]) => String(input).endsWith('/tax/vat_return'))
        .map(([, init]) => String(init?.body ?? ''));
      expect(bodies.some((body) => body.includes('2027-04-01') && body.includes('2027-06-30'))).toBe(true);
    });
  });
});
