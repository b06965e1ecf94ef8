import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { clearToken, setToken } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import VerifyEmail from './verify-email';

vi.setConfig({ testTimeout: 30_000 });

const confirmed = { body: { status: 1, message: EMAIL_VERIFICATION_MESSAGES.confirmed, response: null } };
const invalid = { status: 422, body: { status: 0, message: [EMAIL_VERIFICATION_MESSAGES.invalid] } };

function renderAt(route: string) {
  return renderApp(<VerifyEmail />, {
    route,
    path: '/verify-email',
    routes: { '/login': <h1>Sign in screen</h1>, '/dashboard': <h1>Dashboard screen</h1> },
  });
}

afterEach(() => clearToken());

describe('the /verify-email page', () => {
  it('sends the token once, shows the message and goes on to sign in', async () => {
    const api = mockApi({ verify_email: confirmed });
    renderAt('/verify-email?token=abc_123-XYZ');
    expect(
      await screen.findByRole('heading', { name: 'Sign in screen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_MESSAGES.confirmed)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'verify_email')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'abc_123-XYZ' } }),
    ]);
  });

  it('goes on to the dashboard when signed in', async () => {
    setToken('token-123');
    mockApi({ verify_email: confirmed });
    renderAt('/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });

  it('says why a used or expired link did not work, and stays, with the way on', async () => {
    mockApi({ verify_email: invalid });
    renderAt('/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalid);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in screen' })).toBeInTheDocument();
  });

  it('sends nothing without a token', async () => {
    const api = mockApi({ verify_email: confirmed });
    renderAt('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalid);
    await waitFor(() => expect(api.fetchMock).not.toHaveBeenCalled());
  });
});
