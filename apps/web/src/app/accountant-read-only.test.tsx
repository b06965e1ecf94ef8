// An accountant reads a business (docs/decisions/0240-accountant-screens.md): Settings shows a read-only
// note instead of its tabs (no form, no Stripe keys, no plan to buy), and an add or edit screen sends them to
// the dashboard. The owner's Settings: setting-screen tests; signed-in guards: guards tests.
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseBusiness } from '../lib/chosen-business';
import { mockApi } from '../test/mock-api';
import { LocationDisplay, renderApp } from '../test/render';
import { RequireOwner } from './guards';
import SettingScreen from './setting-screen';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(() => chooseBusiness(null));

function renderGuarded(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route element={<RequireOwner />}>
          <Route path="/add-invoice" element={<h1>Add invoice</h1>} />
        </Route>
      </Routes>
      <LocationDisplay />
    </MemoryRouter>,
  );
}

describe("an accountant reading a business's settings", () => {
  it.each(['general', 'subscription'])('sees a read-only note on the %s tab, and no tab or Save', (tab) => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({
      get_profile: ok({ id: 1, company_name: 'Baker Joinery Ltd', companytype: 'Limited Company' }),
    });
    renderApp(<SettingScreen />, { route: `/setting?tab=${tab}` });

    expect(
      screen.getByText("You are reading Baker Joinery Ltd's books: only its owner can change them."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('is sent from an add screen to the dashboard', () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    renderGuarded('/add-invoice');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('lets the owner open an add screen', () => {
    renderGuarded('/add-invoice');
    expect(screen.getByRole('heading', { name: 'Add invoice' })).toBeInTheDocument();
  });
});
