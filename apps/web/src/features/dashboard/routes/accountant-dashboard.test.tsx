// An accountant reads a business (docs/decisions/0240-accountant-screens.md): the dashboard's figures stay,
// the quick links that add a quotation, invoice or expense are the owner's (dashboard tests keep them).
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../../../lib/chosen-business';
import { setToken } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import Dashboard from './dashboard';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

const months = Array.from({ length: 12 }, (_, index) => ({
  month: index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`,
  income: 0,
  expenses: 0,
}));

afterEach(() => chooseBusiness(null));

describe("an accountant on a business's dashboard", () => {
  it('sees the figures and no quick link that adds', async () => {
    setToken('token-123');
    chooseBusiness({ id: 7, name: 'Shah Plumbing' });
    mockApi({
      get_profile: ok({ id: 1, welcomename: 'Priya Shah', currency: '€', currency_id: 978 }),
      'dashboard/summary': ok({
        currency_id: 978,
        currency: '€',
        currency_code: 'EUR',
        today: '2026-11-25',
        outstanding: { amount: 1789.51, count: 3 },
        overdue: { amount: 0, count: 0 },
        paid_this_month: { amount: 0, count: 0 },
        expenses_this_month: { amount: 0, count: 0 },
        quotations_awaiting: { amount: 0, count: 0 },
        tax_to_set_aside: { amount: 0, profit_so_far: 0, rate: 20 },
        vat_this_period: { from: '2026-10-01', to: '2026-12-31', amount: 0 },
        months,
      }),
    });
    renderApp(<Dashboard />, { route: '/dashboard' });

    const outstanding = within(await screen.findByRole('region', { name: 'Outstanding' }));
    expect(outstanding.getByText('€1,789.51')).toBeInTheDocument();
    for (const name of [/new quotation/i, /new invoice/i, /new expense/i, /complete your profile/i]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });
});
