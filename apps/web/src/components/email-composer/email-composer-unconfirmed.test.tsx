import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { ApiError } from '../../lib/api-client';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { EmailComposerDialog } from './email-composer-dialog';

const DEFAULTS = {
  to: 'jordan@acme.co.uk',
  cc: '',
  subject: 'Quotation QUO-000012',
  message: 'Dear Jordan,',
};

describe('the e-mail composer before the address is confirmed', () => {
  it("shows the server's 403 in the dialog with 'Send the link again', and stays open", async () => {
    const api = mockApi({
      resend_verification: { body: { status: 1, message: EMAIL_VERIFICATION_MESSAGES.sent, response: null } },
    });
    renderApp(
      <EmailComposerDialog
        opened
        onClose={() => undefined}
        title="Email Quotation"
        defaults={DEFAULTS}
        attachmentName="QUO-000012.pdf"
        send={() => Promise.reject(new ApiError(403, [EMAIL_VERIFICATION_MESSAGES.required]))}
        sentMessage="Email sent successfully"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Email Quotation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByTestId('composer-unconfirmed');
    expect(alert).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.required);
    expect(screen.queryByText('Email sent successfully')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['resend_verification']);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
