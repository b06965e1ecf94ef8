// One credit note of the list in the shared document card: its status, date, the invoice it credits, its
// total and what became of the part already paid; the number and the menu open its PDF screen.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Menu } from '@mantine/core';
import { IconFileInvoice, IconFileText } from '@tabler/icons-react';
import type { CreditNoteListRow } from '@tradebook/domain/credit-notes/credit-note.schemas';
import { CardFigures } from '../../../components/document-card/card-figures';
import { DocumentActionsMenu } from '../../../components/document-card/document-actions-menu';
import { DocumentCard } from '../../../components/document-card/document-card';
import { paths } from '../../../config/paths';
import { CREDIT_NOTE_KIND, SETTLEMENT_LABELS } from '../../../lib/documents/kinds/credit-note-kind';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';
import { documentMoney } from '../../../lib/documents/document-summary';

export function CreditNoteCard({ note }: { note: CreditNoteListRow }) {
  const navigate = useNavigate();
  const number = note.credit_note_number;
  const money = documentMoney(note);
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('kinds');
  return (
    <DocumentCard
      kind={CREDIT_NOTE_KIND}
      document={note}
      onDetails={() => navigate(paths.showCreditNote(number))}
      actions={
        <DocumentActionsMenu number={number}>
          <Menu.Item
            component={Link}
            to={paths.showCreditNote(number)}
            leftSection={<IconFileText size={16} />}
          >
            {t('card.view_pdf')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.showInvoice(note.invoice_number)}
            leftSection={<IconFileInvoice size={16} />}
          >
            {t('credit_notes.view_invoice')}
          </Menu.Item>
        </DocumentActionsMenu>
      }
      dates={t('credit_notes.dated', { date: formatCalendarDate(note.credit_note_date) })}
    >
      <CardFigures
        figures={[
          { label: t('card.total'), value: money(note.total_amount_gross), testId: 'credit-note-total' },
          {
            label: t('credit_notes.settled'),
            value: SETTLEMENT_LABELS[note.settlement],
            testId: 'credit-note-settlement',
          },
        ]}
      />
    </DocumentCard>
  );
}
