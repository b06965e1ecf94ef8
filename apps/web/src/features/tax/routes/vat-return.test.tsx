// The VAT return screen (docs/decisions/0233-vat-return-screen.md, 0243-vat-return-filing-and-drill-down.md):
// the current period's boxes as the server answers them, box 5 saying to pay or to reclaim, a chosen period
// sent as from/to, the rates; each figure opens the documents behind it; Mark as filed asks first.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { VatLockNotice } from '../../../components/vat-lock-notice';
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
  filed_at: null,
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

  it('opens the documents behind a figure, a page at a time', async () => {
    const line = (n: number) => ({
      type: 'invoice',
      id: n,
      number: `INV-00000${n}`,
      date: '2027-02-01',
      name: 'Acme Ltd',
      rate: 20,
      net: 100,
      vat: 20,
      gross: 120,
    });
    const { calls } = mockApi({
      get_profile: ok({ id: 1, country_id: 826, currency_id: 826 }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      'tax/vat_return': ok(Q1),
      'tax/vat_return_documents': (body) =>
        body?.cursor
          ? ok({ box: 1, documents: [line(2)], next_cursor: null })
          : ok({ box: 1, documents: [line(1)], next_cursor: 'next' }),
    });
    renderApp(<VatReturnScreen />, {
      route: '/vat-return?from=2027-01-01&to=2027-03-31',
      path: '/vat-return',
    });
    await user.click(await screen.findByRole('link', { name: '200.00: documents behind box 1' }));
    const list = await screen.findByRole('region', { name: 'Documents behind box 1' });
    expect(await within(list).findByRole('link', { name: 'Invoice INV-000001' })).toHaveAttribute(
      'href',
      '/show-invoice/INV-000001',
    );
    await user.click(within(list).getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Invoice INV-000002' })).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === 'tax/vat_return_documents').map((call) => call.body);
    expect(asked).toEqual([
      { from: '2027-01-01', to: '2027-03-31', box: 1, cursor: '', limit: 50 },
      { from: '2027-01-01', to: '2027-03-31', box: 1, cursor: 'next', limit: 50 },
    ]);
  });

  it('marks the return as filed after asking, then says it is filed', async () => {
    let filed = false;
    const { calls } = mockApi({
      get_profile: ok({ id: 1, country_id: 826, currency_id: 826 }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      'tax/vat_return': () => ok(filed ? { ...Q1, filed_at: '2027-04-12T09:00:00.000Z' } : Q1),
      'tax/file_vat_return': () => {
        filed = true;
        return ok({ ...Q1, filed_at: '2027-04-12T09:00:00.000Z' });
      },
    });
    renderApp(<VatReturnScreen />);
    await user.click(await screen.findByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this VAT return as filed?' });
    expect(dialog).toHaveTextContent('filing cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    expect(await screen.findByText(/Marked as filed on 2027-04-12/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as filed' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === 'tax/file_vat_return')?.body).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
      period_key: '27Q3',
    });
  });

  it('the lock notice names the filed period, and shows nothing for an open record', () => {
    const { rerender } = renderApp(<VatLockNotice lock={{ from: '2027-01-01', to: '2027-03-31' }} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This is dated in the VAT period 2027-01-01 to 2027-03-31, whose return was filed',
    );
    rerender(<VatLockNotice lock={null} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
