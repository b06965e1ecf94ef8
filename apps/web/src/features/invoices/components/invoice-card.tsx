// One invoice of the list (docs/reference/invoices.md 'Screens' and 'Statuses') in the shared document card:
// the badges the server answered (P/Paid, Paid, Nill, Discount, Overdue, Draft, Void), date and due date, the
// quotation it came from, total, paid and due, File and Note buttons that open the preview, and the menu
// Edit, Correct this invoice (a credit note, once sent or paid: ADR 0317), Void (not once credited) and,
// where the numbering allows it, Delete.
// It shows a list row: no lines, payments or images.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Group, Menu } from '@mantine/core';
import { IconBan, IconCash, IconEdit, IconFileMinus, IconTrash } from '@tabler/icons-react';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { CardFigures } from '../../../components/document-card/card-figures';
import { DocumentActionsMenu } from '../../../components/document-card/document-actions-menu';
import { DocumentCard } from '../../../components/document-card/document-card';
import { FileNoteButtons } from '../../../components/document-card/file-note-buttons';
import { paths } from '../../../config/paths';
import { documentHasFiles, documentMoney } from '../../../lib/documents/document-summary';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { isInvoiceVoid, mayCredit } from '../invoice-draft';
import { OwnerOnly } from '../../../components/owner-only';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';

export interface InvoiceCardProps {
  invoice: InvoiceListRow;
  onPreview: () => void;
  onVoid: () => void;
  onDelete: () => void;
  /** Opens the Payment dialog: 'Record payment' is in the menu, not only inside Edit. */
  onRecordPayment?: () => void;
}

/** Only the latest unsent draft without payments may be deleted (docs/reference/documents.md 'Numbers');
 * the server decides which is the latest and answers why when it is not. */
export const mayDelete = (invoice: InvoiceListRow) =>
  !isInvoiceVoid(invoice) &&
  invoice.invoice_status === 'draft' &&
  invoice.sent_at === null &&
  invoice.total_amount_paid === 0;

export function InvoiceCard({ invoice, onPreview, onVoid, onDelete, onRecordPayment }: InvoiceCardProps) {
  const number = invoice.invoice_number;
  const money = documentMoney(invoice);
  const hasFiles = documentHasFiles(invoice);
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('kinds');
  return (
    <DocumentCard
      kind={INVOICE_KIND}
      document={invoice}
      statusRow
      onDetails={onPreview}
      actions={
        <OwnerOnly>
          <DocumentActionsMenu number={number}>
            <Menu.Item component={Link} to={paths.editInvoice(number)} leftSection={<IconEdit size={16} />}>
              {t('card.edit')}
            </Menu.Item>
            {onRecordPayment && !isInvoiceVoid(invoice) && (
              <Menu.Item leftSection={<IconCash size={16} />} onClick={onRecordPayment}>
                {t('invoices.record_payment')}
              </Menu.Item>
            )}
            {mayCredit(invoice) && (
              <Menu.Item
                component={Link}
                to={paths.addCreditNote(number)}
                leftSection={<IconFileMinus size={16} />}
              >
                {/* Not 'Issue credit note': 'credit' holds 'edit', and the menu's Edit must stay the one item a
                  search for 'Edit' finds. The screen it opens is the credit note's. */}
                {t('invoices.correct')}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconBan size={16} />}
              onClick={onVoid}
              disabled={isInvoiceVoid(invoice) || invoice.total_amount_credited > 0}
            >
              {t('card.void')}
            </Menu.Item>
            {mayDelete(invoice) && (
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                {t('card.delete')}
              </Menu.Item>
            )}
          </DocumentActionsMenu>
        </OwnerOnly>
      }
      dates={t('invoices.dates', {
        date: formatCalendarDate(invoice.invoice_date),
        due: formatCalendarDate(invoice.expiry_date),
      })}
    >
      <CardFigures
        figures={[
          { label: t('card.total'), value: money(invoice.total_amount_gross), testId: 'invoice-total' },
          { label: t('invoices.paid'), value: money(invoice.total_amount_paid), testId: 'invoice-paid' },
          { label: t('invoices.due'), value: money(invoice.remaining_due), testId: 'invoice-due' },
        ]}
      />
      {(hasFiles || invoice.has_note) && (
        <Group gap={6} justify="flex-end">
          <FileNoteButtons
            number={number}
            hasFiles={hasFiles}
            hasNote={invoice.has_note}
            onFile={onPreview}
            onNote={onPreview}
          />
        </Group>
      )}
    </DocumentCard>
  );
}
