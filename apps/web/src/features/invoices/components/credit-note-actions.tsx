// What an invoice's screens offer once it was sent (ADR 0317): it is never changed again; a credit note
// corrects it and a new invoice charges what is right. Credit notes already issued are linked.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconFileMinus, IconPlus } from '@tabler/icons-react';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { paths } from '../../../config/paths';
import { mayCredit } from '../invoice-draft';

/** 'Issue credit note' (where the invoice can be credited) and 'New invoice'. */
export function CorrectionButtons({
  invoice,
}: {
  invoice: Pick<Invoice, 'invoice_number' | 'invoice_type' | 'invoice_status'>;
}) {
  const { t } = useTranslation('kinds');
  return (
    <Group gap="xs">
      {mayCredit(invoice) && (
        <Button
          component={Link}
          to={paths.addCreditNote(invoice.invoice_number)}
          size="compact-sm"
          leftSection={<IconFileMinus size={16} />}
        >
          {t('invoices.issue_credit_note')}
        </Button>
      )}
      <Button
        component={Link}
        to={paths.addInvoice}
        variant="default"
        size="compact-sm"
        leftSection={<IconPlus size={16} />}
      >
        {t('invoices.new')}
      </Button>
    </Group>
  );
}

/** 'Credit notes: CN-000001, CN-000002', each opening its PDF screen. */
export function CreditNoteLinks({ creditNotes }: { creditNotes: Invoice['credit_notes'] }) {
  const { t } = useTranslation('kinds');
  if (creditNotes.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('invoices.credit_notes')}{' '}
      {creditNotes.map((note, index) => (
        <span key={note.credit_note_id}>
          {index > 0 && ', '}
          {/* Underlined: in a line of text a link must not be told apart by its colour alone. */}
          <Anchor component={Link} to={paths.showCreditNote(note.credit_note_number)} underline="always">
            {note.credit_note_number}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}
