import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import ForgotPassword from './forgot-password';

const sent = 'If an account exists for this email, we have sent instructions to reset the password.';

function renderForgot() {
  return renderApp(<ForgotPassword />, {
    route: '/forgot-password',
    routes: { '/password-confirmation': <h1>Confirmation screen</h1> },
  });
}

describe('Forgot password', () => {
  it('requires the e-mail address', async () => {
    const api = mockApi({});
    renderForgot();
    await userEvent.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message and moves on to the confirmation screen", async () => {
    const api = mockApi({ forgot_password: { body: { status: 1, message: sent, response: null } } });
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: /send reset link/i }));

    expect(await screen.findByRole('heading', { name: 'Confirmation screen' })).toBeInTheDocument();
    expect(screen.getByText(sent)).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ path: 'forgot_password', body: { email: 'priya@example.com' } });
  });

  it("shows only the first of the server's messages when the request fails", async () => {
    mockApi({
      forgot_password: {
        status: 429,
        body: {
          status: 0,
          message: ['Too many attempts. Please wait a few minutes and try again.', 'Second'],
        },
      },
    });
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: /send reset link/i }));

    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });
});
