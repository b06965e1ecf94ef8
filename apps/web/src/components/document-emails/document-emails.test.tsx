import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { DocumentEmails } from './document-emails';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

const email = (over: Record<string, unknown>) => ({
  id: 1,
  kind: 'document',
  to: 'jordan@acme.co.uk',
  subject: 'Invoice INV-000001 from Alex Baker',
  state: 'sent',
  attempts: 1,
  error: null,
  queued_at: '2027-01-31T09:00:00.000Z',
  sent_at: '2027-01-31T09:00:02.000Z',
  ...over,
});

describe('a document’s e-mails', () => {
  it('says sent to whom and when, failed with the reason, and sends a failed one again with Retry', async () => {
    const { calls } = mockApi({
      'invoice/emails': ok([
        email({
          id: 3,
          kind: 'reminder',
          state: 'failed',
          attempts: 5,
          error: '554 Message refused',
          sent_at: null,
        }),
        email({ id: 2, state: 'sent' }),
      ]),
      'email/retry': ok(email({ id: 3, state: 'queued', attempts: 0 })),
    });
    renderApp(<DocumentEmails kind="invoice" documentId={7} />);
    expect(
      await screen.findByText('Sent to jordan@acme.co.uk at 31 Jan 2027, 09:00 UTC'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed: 554 Message refused')).toBeInTheDocument();
    expect(screen.getByText('Payment reminder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The e-mail is queued again.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'email/retry')?.body).toEqual({ email_id: 3 });
    expect(calls.find((call) => call.path === 'invoice/emails')?.body).toEqual({ invoice_id: 7 });
  });

  it('writes when it was sent in the order of an American business', async () => {
    mockApi({
      get_profile: ok({ id: 1, country_id: 840 }),
      get_new_country_list: ok([{ id: 840, name: 'United States', code: 'US' }]),
      'invoice/emails': ok([email({ id: 2, state: 'sent' })]),
    });
    renderApp(<DocumentEmails kind="invoice" documentId={7} />);
    expect(
      await screen.findByText('Sent to jordan@acme.co.uk at Jan 31, 2027, 9:00 AM UTC'),
    ).toBeInTheDocument();
  });
});
