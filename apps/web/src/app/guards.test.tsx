import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { clearToken, setToken } from '../lib/session';
import { LocationDisplay } from '../test/render';
import { RedirectIfSignedIn, RequireSignedIn } from './guards';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route path="/login" element={<h1>Login</h1>} />
          <Route path="/register" element={<h1>Register</h1>} />
          <Route path="/regional-settings" element={<h1>Regional settings</h1>} />
          <Route path="/forgot-password" element={<h1>Forgot password</h1>} />
        </Route>
        <Route path="/password-confirmation" element={<h1>Password confirmation</h1>} />
        <Route element={<RequireSignedIn />}>
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          <Route path="/setting" element={<h1>Settings</h1>} />
          <Route path="/add-quotation" element={<h1>Add quotation</h1>} />
        </Route>
      </Routes>
      <LocationDisplay />
    </MemoryRouter>,
  );
}

describe('route guards', () => {
  it.each(['/dashboard', '/setting', '/add-quotation'])(
    'send a signed-out visitor from %s to login',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it.each(['/', '/login', '/register', '/regional-settings', '/forgot-password'])(
    'send a signed-in user from %s to the dashboard',
    (path) => {
      setToken('token-123');
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    },
  );

  it('let anyone see the password confirmation screen', () => {
    renderAt('/password-confirmation');
    expect(screen.getByRole('heading', { name: 'Password confirmation' })).toBeInTheDocument();
  });

  it('send the user to login as soon as the token is cleared, e.g. after a 401', () => {
    setToken('token-123');
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    act(() => clearToken());

    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
