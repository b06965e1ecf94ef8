// The reports, VAT return, accountant and period pack screens and their dialogs in the pseudo-locale test
// (test/pseudo-locale.test.tsx, docs/decisions/0241).
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { LOOKUPS, DATA, REPORTS, Q1, VAT, ACCOUNTANTS, EMAILS } from '../pseudo-fixtures/reports-tax';
import ReportsScreen from '../../features/reports/routes/reports';
import VatReturnScreen from '../../features/tax/routes/vat-return';
import AccountantScreen from '../../features/accountant/routes/accountant-screen';
import AcceptInvitation from '../../features/accountant/routes/accept-invitation';
import { BusinessSwitcher } from '../../features/accountant/components/business-switcher';
import PeriodPackScreen from '../../features/period-pack/routes/period-pack';
import { chooseBusiness } from '../../lib/chosen-business';
import { VatLockNotice } from '../../components/vat-lock-notice';

const user = userEvent.setup({ delay: null });
const wait = { timeout: 10_000 };

const reportTab = (name: string, report: string, loaded: () => Promise<unknown>): PseudoScreen => ({
  name: `Reports: ${name}`,
  element: <ReportsScreen />,
  route: `/reports?report=${report}`,
  api: REPORTS,
  data: DATA,
  loaded,
});

export const screens: PseudoScreen[] = [
  reportTab('income tax, with the HMRC categories', 'income-tax', async () => {
    await screen.findByRole('table', { name: pseudo('Income tax by quarter') }, wait);
    await user.click(screen.getByRole('button', { name: pseudo('Choose the HMRC categories') }));
    return screen.findByRole('table', { name: pseudo('HMRC category of each expense category') }, wait);
  }),
  reportTab('profit and loss', 'profit-and-loss', () =>
    screen.findByRole('table', { name: pseudo('Profit and loss by month') }, wait),
  ),
  reportTab('aged receivables', 'aged-receivables', () =>
    screen.findByRole('table', { name: pseudo('Aged receivables') }, wait),
  ),
  reportTab('sales by client', 'sales-by-client', () =>
    screen.findByRole('table', { name: pseudo('Sales by client') }, wait),
  ),
  reportTab('sales by item', 'sales-by-item', () =>
    screen.findByRole('table', { name: pseudo('Sales by item') }, wait),
  ),
  reportTab('client statement', 'client-statement', async () => {
    await user.click(await screen.findByRole('button', { name: pseudo('Choose client') }, wait));
    await user.click(await screen.findByRole('button', { name: /Jordan Smith/ }, wait));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
    return screen.findByRole('table', { name: pseudo('Client statement') }, wait);
  }),
  {
    name: 'VAT return with the documents behind a box',
    element: <VatReturnScreen />,
    route: '/vat-return?from=2027-01-01&to=2027-03-31&box=1',
    api: VAT,
    data: DATA,
    loaded: () => screen.findByRole('link', { name: /INV-000001/ }, wait),
  },
  {
    name: 'VAT return: the Mark as filed dialog',
    element: <VatReturnScreen />,
    route: '/vat-return',
    api: VAT,
    data: DATA,
    loaded: async () => {
      await user.click(await screen.findByRole('button', { name: pseudo('Mark as filed') }, wait));
      return screen.findByRole('dialog', {}, wait);
    },
  },
  {
    name: 'VAT return, filed',
    element: <VatReturnScreen />,
    route: '/vat-return',
    api: { ...VAT, 'tax/vat_return': ok({ ...Q1, filed_at: '2027-04-12T09:00:00.000Z' }) },
    data: DATA,
    // Once the business's country is known, its date pattern shows in the date fields.
    loaded: async () => {
      await screen.findByText(/27Q3/, {}, wait);
      return screen.findAllByPlaceholderText(`${pseudo('dd')}/${pseudo('mm')}/${pseudo('yyyy')}`, {}, wait);
    },
  },
  {
    name: 'VAT lock notice',
    element: <VatLockNotice lock={{ from: '2027-01-01', to: '2027-03-31' }} />,
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('note', {}, wait),
  },
  {
    name: 'Accountant',
    element: <AccountantScreen />,
    route: '/accountant',
    api: ACCOUNTANTS,
    data: [...DATA, ...EMAILS],
    loaded: async () => {
      await screen.findByRole('table', { name: pseudo('Access log') }, wait);
      await screen.findByText('sam@books.co.uk', {}, wait);
      return screen.findByText('Baker Joinery', {}, wait);
    },
  },
  {
    name: 'Accountant invitation',
    element: <AcceptInvitation />,
    route: '/accountant/accept?token=abc',
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('heading', { name: pseudo('Accountant invitation') }, wait),
  },
  {
    name: 'Accountant access bar',
    element: <SwitcherOf />,
    api: ACCOUNTANTS,
    data: [...DATA, ...EMAILS],
    loaded: () => screen.findByRole('button', { name: pseudo('Back to my account') }, wait),
  },
  {
    name: 'Period pack and its dialog',
    element: <PeriodPackScreen />,
    route: '/period-pack',
    api: LOOKUPS,
    data: DATA,
    loaded: async () => {
      await user.click(await screen.findByRole('button', { name: pseudo('Make a period pack') }, wait));
      const dialog = await screen.findByRole('dialog', {}, wait);
      return within(dialog).findByRole('button', { name: pseudo('Download period pack') }, wait);
    },
  },
];

/** The accountant's bar while they read a business they serve. */
function SwitcherOf() {
  useState(() => chooseBusiness({ id: 5, name: 'Baker Joinery' }));
  return <BusinessSwitcher />;
}
