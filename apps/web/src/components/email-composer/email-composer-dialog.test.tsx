import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentMailInput } from '@tradebook/domain/documents/document-mail.schemas';
import { ApiError } from '../../lib/api-client';
import { renderApp } from '../../test/render';
import { EmailComposerDialog } from './email-composer-dialog';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const DEFAULTS = {
  to: 'jordan@acme.co.uk',
  cc: '',
  subject: 'Quotation QUO-000012 from Baker & Sons',
  message: 'Dear Jordan Smith,\n\nPlease find attached quotation QUO-000012.',
};

/** The dialog behind an 'Open' button, as a screen holds it; `send` records what it was given. */
function Harness({ send }: { send: (fields: DocumentMailInput) => Promise<unknown> }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <EmailComposerDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Email Quotation"
        defaults={DEFAULTS}
        attachmentName="QUO-000012.pdf"
        send={send}
        sentMessage="Email sent successfully"
      />
    </>
  );
}

function open(send: (fields: DocumentMailInput) => Promise<unknown> = async () => ({})) {
  const sent: DocumentMailInput[] = [];
  renderApp(
    <Harness
      send={async (fields) => {
        sent.push(fields);
        return send(fields);
      }}
    />,
  );
  return { sent, dialog: () => screen.getByRole('dialog', { name: 'Email Quotation' }) };
}

describe('the e-mail composer', () => {
  it('opens with the client, the default subject and message, and names the attached PDF', async () => {
    const { dialog } = open();
    const box = within(await screen.findByRole('dialog', { name: 'Email Quotation' }));
    expect(box.getByLabelText(/^To/)).toHaveValue('jordan@acme.co.uk');
    expect(box.getByLabelText(/^Cc/)).toHaveValue('');
    expect(box.getByLabelText(/^Subject/)).toHaveValue('Quotation QUO-000012 from Baker & Sons');
    expect(box.getByLabelText(/^Message/)).toHaveValue(DEFAULTS.message);
    expect(box.getByText('QUO-000012.pdf attached')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('sends nothing on Enter in a field, Cancel or Escape', async () => {
    const { sent } = open();
    const box = within(await screen.findByRole('dialog', { name: 'Email Quotation' }));
    await user.type(box.getByLabelText(/^Subject/), ' edited{Enter}');
    await user.type(box.getByLabelText(/^To/), '{Enter}');
    await user.click(box.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Reopened, it starts again from the defaults.
    expect(await screen.findByLabelText(/^Subject/)).toHaveValue(DEFAULTS.subject);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(screen.queryByText('Email sent successfully')).not.toBeInTheDocument();
  });

  it('shows each bad field its own message beside it and sends nothing', async () => {
    const { sent } = open();
    const box = within(await screen.findByRole('dialog', { name: 'Email Quotation' }));
    await user.clear(box.getByLabelText(/^To/));
    await user.type(box.getByLabelText(/^To/), 'jordan at acme');
    await user.type(box.getByLabelText(/^Cc/), 'boss@acme.co.uk, nope');
    await user.clear(box.getByLabelText(/^Subject/));
    await user.clear(box.getByLabelText(/^Message/));
    await user.click(box.getByRole('button', { name: 'Send' }));

    expect(box.getByLabelText(/^To/)).toHaveAccessibleDescription(/Please enter a valid email address\./);
    expect(box.getByLabelText(/^Cc/)).toHaveAccessibleDescription(
      /Please enter valid email addresses in Cc, separated by commas\./,
    );
    expect(box.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Subject is required.');
    expect(box.getByLabelText(/^Message/)).toHaveAccessibleDescription(/Message is required\./);
    expect(box.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // Correcting a field clears its message.
    await user.clear(box.getByLabelText(/^To/));
    await user.type(box.getByLabelText(/^To/), 'a@b.co');
    expect(box.getByLabelText(/^To/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends what was written, says so and closes', async () => {
    const { sent } = open();
    const box = within(await screen.findByRole('dialog', { name: 'Email Quotation' }));
    await user.clear(box.getByLabelText(/^To/));
    await user.type(box.getByLabelText(/^To/), 'accounts@acme.co.uk');
    await user.type(box.getByLabelText(/^Cc/), 'boss@acme.co.uk');
    await user.clear(box.getByLabelText(/^Subject/));
    await user.type(box.getByLabelText(/^Subject/), 'Your quotation, as promised');
    await user.click(box.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        to: 'accounts@acme.co.uk',
        cc: 'boss@acme.co.uk',
        subject: 'Your quotation, as promised',
        message: DEFAULTS.message,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the composer open with the server's message when sending fails", async () => {
    open(async () => {
      throw new ApiError(503, ['The e-mail could not be sent. Please try again in a few minutes.']);
    });
    const box = within(await screen.findByRole('dialog', { name: 'Email Quotation' }));
    await user.click(box.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The e-mail could not be sent. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Email Quotation' })).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
