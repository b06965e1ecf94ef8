import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getRememberedEmail, getToken, setRememberedEmail, setToken } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import Logout from './logout';

describe('Logout', () => {
  it('revokes the token, forgets cached data but not the remembered e-mail, and goes to login', async () => {
    setToken('token-123');
    setRememberedEmail('priya@example.com');
    localStorage.setItem('tradebook.invoice-draft', '{"client":"Acme"}');
    const api = mockApi({
      logout: { body: { status: 1, message: 'You have been signed out.', response: null } },
    });
    const { queryClient } = renderApp(<Logout />, {
      route: '/logout',
      routes: { '/login': <h1>Login screen</h1> },
    });
    queryClient.setQueryData(['invoices'], [{ id: 1 }]);

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ path: 'logout', method: 'POST' });
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('tradebook.invoice-draft')).toBeNull();
    expect(queryClient.getQueryData(['invoices'])).toBeUndefined();
    expect(getRememberedEmail()).toBe('priya@example.com');
  });

  it('signs out even when the server cannot be reached', async () => {
    setToken('token-123');
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp(<Logout />, { route: '/logout', routes: { '/login': <h1>Login screen</h1> } });

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
