import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import Register from './register';

const regional = {
  country: '826',
  language: 'us',
  currency: '826',
  countryName: 'United Kingdom',
  currencyLabel: 'British Pound (GBP £)',
};

function renderRegister() {
  return renderApp(<Register />, {
    route: '/register',
    state: { regional },
    routes: { '/login': <h1>Login screen</h1>, '/regional-settings': <h1>Regional settings screen</h1> },
  });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, confirm = 'correct horse battery') {
  await user.type(screen.getByLabelText('First name'), 'Priya');
  await user.type(screen.getByLabelText('Last name'), 'Shah');
  await user.type(screen.getByLabelText('Email'), 'priya@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
}

describe('Register', () => {
  it('shows every required-field message at once and sends nothing when submitted empty', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderRegister();

    await user.click(screen.getByRole('button', { name: 'Register' }));

    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Password is required.',
      // Both boxes empty: nothing was mismatched, the confirmation is missing.
      'Please type the password again to confirm it.',
      'Please accept the terms and conditions.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail address and a password of at least 8 characters', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderRegister();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('blocks the submit with "Confirm password mismatched." when the confirmation differs, and asks for it when empty', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderRegister();

    await fillValidForm(user, 'something else');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Confirm password mismatched.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please type the password again to confirm it.')).toBeInTheDocument();
    expect(screen.queryByText('Confirm password mismatched.')).not.toBeInTheDocument();

    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('sends the registration payload with the regional choice and goes to login a second later', async () => {
    const api = mockApi({
      register_user: {
        body: { status: 1, message: 'Registration successful. Please sign in.', response: null },
      },
    });
    const user = userEvent.setup();
    renderRegister();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful. Please sign in.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({
        path: 'register_user',
        method: 'POST',
        body: {
          user_type: 'web',
          app_type: 'tradebook',
          fullname: 'Priya Shah',
          email: 'priya@example.com',
          password: 'correct horse battery',
          country: '826',
          currency: '826',
          version: 'web',
          language: 'us',
        },
      }),
    ]);
    // Still on the form right after success; the move to login comes after 1 second.
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), {
      timeout: 2500,
    });
  });

  it("shows the server's message when registration fails", async () => {
    mockApi({
      register_user: {
        status: 409,
        body: { status: 0, message: 'This email address is already registered.' },
      },
    });
    const user = userEvent.setup();
    renderRegister();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This email address is already registered.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('sends a visitor who skipped regional settings there first', async () => {
    mockApi({});
    renderApp(<Register />, {
      route: '/register',
      routes: { '/regional-settings': <h1>Regional settings screen</h1> },
    });
    expect(await screen.findByText('Regional settings screen')).toBeInTheDocument();
  });
});

describe('register by a referral link', () => {
  it('sends the link’s token, kept while the visitor went by regional settings, then forgets it', async () => {
    // The link lands on /register?ref=..., which sends a visitor without a region to regional settings.
    const first = renderApp(<Register />, {
      route: '/register?ref=invite_token_123',
      routes: { '/regional-settings': <h1>Regional settings screen</h1> },
    });
    expect(await screen.findByText('Regional settings screen')).toBeInTheDocument();
    first.unmount();

    // Back from regional settings, without the query string.
    const api = mockApi({
      register_user: {
        body: { status: 1, message: 'Registration successful. Please sign in.', response: null },
      },
    });
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful. Please sign in.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ email: 'priya@example.com', ref: 'invite_token_123' });
    expect(sessionStorage.getItem('tradebook.referral')).toBeNull();
  });
});
