import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRememberedEmail, getToken, setRememberedEmail } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import Login from './login';

const user = {
  id: 7,
  email: 'priya@example.com',
  welcomename: 'Priya Shah',
  company_name: 'N/A',
  companytype: 'N/A',
};
const signedIn = { body: { status: 1, message: 'Welcome!', api_token: 'token-123', response: user } };

function renderLogin() {
  return renderApp(<Login />, { route: '/login', routes: { '/dashboard': <h1>Dashboard screen</h1> } });
}

describe('Login', () => {
  it('says which fields are required and sends nothing', async () => {
    const api = mockApi({});
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('prefills the e-mail remembered last time and leaves the password empty', () => {
    setRememberedEmail('priya@example.com');
    renderLogin();

    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('with Remember me, keeps only the e-mail, stores the token and opens the dashboard', async () => {
    const api = mockApi({ login: signedIn });
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: 'login',
      body: { email: 'priya@example.com', password: 'correct horse battery', version: 'web' },
    });
    expect(getToken()).toBe('token-123');
    expect(getRememberedEmail()).toBe('priya@example.com');
    expect(JSON.stringify({ ...localStorage })).not.toContain('correct horse battery');
  });

  it('without Remember me, forgets an e-mail remembered before', async () => {
    setRememberedEmail('old@example.com');
    mockApi({ login: signedIn });
    renderLogin();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(getToken()).toBe('token-123'));
    expect(getRememberedEmail()).toBe('');
  });

  it("shows the server's message when sign-in fails and stays signed out", async () => {
    mockApi({ login: { status: 401, body: { status: 0, message: 'Invalid email or password.' } } });
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the generic message when the server cannot be reached', async () => {
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
