// An accountant reads the VAT return (docs/decisions/0240-accountant-screens.md): the boxes and the
// downloads stay, 'Mark as filed' is the owner's; a filed return still says when. The owner's: vat-return tests.
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import VatReturnScreen from './vat-return';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
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
  filed_at: null,
};

function serve(vatReturn: object) {
  mockApi({
    get_profile: ok({ id: 1, country_id: 826, currency_id: 826 }),
    get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
    'tax/vat_return': ok(vatReturn),
  });
  renderApp(<VatReturnScreen />);
}

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's VAT return", () => {
  it('sees the boxes and no Mark as filed', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    serve(Q1);
    expect(await screen.findByRole('table', { name: 'VAT return boxes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as filed' })).not.toBeInTheDocument();
  });

  it('still reads when a filed return was filed', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    serve({ ...Q1, filed_at: '2027-04-12T09:00:00.000Z' });
    expect(await screen.findByText(/Marked as filed on 2027-04-12/)).toBeInTheDocument();
  });
});
