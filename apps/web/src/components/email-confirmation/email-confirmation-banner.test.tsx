import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { EmailConfirmationBanner } from './email-confirmation-banner';

const profile = (email_verified: 0 | 1) => ({
  body: { status: 1, message: '', response: { id: 1, email: 'priya@example.com', email_verified } },
});

beforeEach(() => {
  notifications.clean();
});

describe('the e-mail confirmation banner', () => {
  it('asks an unconfirmed owner to open the link, and sends it again on request', async () => {
    const api = mockApi({
      get_profile: profile(0),
      resend_verification: { body: { status: 1, message: EMAIL_VERIFICATION_MESSAGES.sent, response: null } },
    });
    renderApp(<EmailConfirmationBanner />);
    expect(await screen.findByText('Please confirm your e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to priya@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'resend_verification')).toHaveLength(1);
  });

  it("shows the server's refusal of a resend", async () => {
    mockApi({
      get_profile: profile(0),
      resend_verification: {
        status: 429,
        body: { status: 0, message: 'Too many attempts. Please wait a few minutes and try again.' },
      },
    });
    renderApp(<EmailConfirmationBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('shows nothing once the address is confirmed', async () => {
    const api = mockApi({ get_profile: profile(1) });
    const { container } = renderApp(<EmailConfirmationBanner />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls.map((call) => call.path)).toContain('get_profile');
    expect(container.querySelector('[data-testid="email-confirmation-banner"]')).toBeNull();
  });
});
