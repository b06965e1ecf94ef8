import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../lib/session';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/mock-api';
import { Route, Routes } from 'react-router';
import Dashboard from '../../features/dashboard/routes/dashboard';
import { UserLayout } from './user-layout';

const incomplete = {
  id: 1,
  email: 'priya@example.com',
  welcomename: 'Priya Shah',
  company_name: 'N/A',
  companytype: 'N/A',
};
const complete = { ...incomplete, company_name: 'Shah Plumbing', companytype: 'Sole Trader' };

function renderSignedIn(profile: object, route = '/dashboard') {
  setToken('token-123');
  mockApi({ get_profile: { body: { status: 1, message: '', response: profile } } });
  return renderApp(
    <Routes>
      <Route element={<UserLayout />}>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/add-quotation" element={<h1>Add quotation screen</h1>} />
        <Route path="/list-invoice" element={<h1>Invoice list screen</h1>} />
        <Route path="/setting" element={<h1>Settings screen</h1>} />
        <Route path="/complete-profile" element={<h1>Business type screen</h1>} />
      </Route>
    </Routes>,
    { route, path: '/*' },
  );
}

const sideMenu = () => within(screen.getByRole('navigation', { name: 'Side menu' }));

describe('the signed-in layout', () => {
  it('greets the user by welcome name', async () => {
    renderSignedIn(complete);
    expect(await screen.findByText('Welcome, Priya Shah')).toBeInTheDocument();
  });

  it('opens Complete Registration instead of following a side-menu link while the profile is incomplete', async () => {
    renderSignedIn(incomplete);
    await screen.findByText('Welcome, Priya Shah');

    await userEvent.click(sideMenu().getAllByRole('link', { name: 'View Log' })[1]!);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Registration' });
    expect(dialog).toHaveTextContent(
      'Your registration is not complete. Please complete your registration to proceed.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Register' }));
    expect(await screen.findByRole('heading', { name: 'Business type screen' })).toBeInTheDocument();
  });

  it('blocks the dashboard quick links too, and Cancel closes the dialog', async () => {
    renderSignedIn(incomplete);
    await screen.findByText('Welcome, Priya Shah');

    await userEvent.click(screen.getByRole('link', { name: /new quotation/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Registration' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Complete Registration' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('keeps Settings reachable while the profile is incomplete', async () => {
    renderSignedIn(incomplete);
    await screen.findByText('Welcome, Priya Shah');

    await userEvent.click(sideMenu().getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { name: 'Settings screen' })).toBeInTheDocument();
  });

  it('follows the links once the profile is complete', async () => {
    renderSignedIn(complete);
    await screen.findByText('Welcome, Priya Shah');

    await userEvent.click(screen.getByRole('link', { name: /new quotation/i }));

    expect(await screen.findByRole('heading', { name: 'Add quotation screen' })).toBeInTheDocument();
  });

  it('hides and shows the side menu with the top-bar toggle', async () => {
    renderSignedIn(complete);
    const hide = screen.getAllByRole('button', { name: 'Hide side menu' });
    expect(hide.length).toBeGreaterThan(0);

    expect(screen.getByTestId('side-menu')).not.toHaveAttribute('inert');

    await userEvent.click(hide[0]!);

    expect(screen.getAllByRole('button', { name: 'Show side menu' }).length).toBeGreaterThan(0);
    // Closed, its links leave the tab order (issue 14).
    expect(screen.getByTestId('side-menu')).toHaveAttribute('inert');
  });
});
