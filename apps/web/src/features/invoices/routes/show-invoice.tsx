// /show-invoice/{invoice_number} (docs/reference/invoices.md 'Screens'): the shared PDF screen
// (components/document-screens) with the invoice's status, its dates, total, credited and due, the quotation
// it came from, its credit notes, Issue credit note and New invoice once it was sent (ADR 0317), Record
// payment, Make recurring, its e-invoice, and Email Invoice at the top and at the bottom.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { DocumentActivity } from '../../../components/document-activity/document-activity';
import { RecordPaymentDialog } from '../../../components/document-payments/record-payment-dialog';
import { MakeRecurringAction } from '../../../components/recurring-schedule-form/make-recurring-action';
import { DocumentShowScreen } from '../../../components/document-screens/document-show-screen';
import { paths } from '../../../config/paths';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { DocumentRelatedLink } from '../../../components/related-document-link';
import { CorrectionButtons, CreditNoteLinks } from '../components/credit-note-actions';
import { VatLockNotice } from '../../../components/vat-lock-notice';
import { OwnerOnly } from '../../../components/owner-only';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';

export default function ShowInvoice() {
  const [paying, setPaying] = useState(false);
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('kinds');
  return (
    <DocumentShowScreen
      kind={INVOICE_KIND}
      pageTitle={t('invoices.show_title')}
      view={(data) => {
        const isVoid = data.invoice_type === 'void';
        const minor = (amount: number) => toMinor(amount) ?? 0;
        const money = (amount: number) => formatMoney(minor(amount), data.currency.symbol);
        const editPath = paths.editInvoice(data.invoice_number);
        return {
          summary: (
            <>
              {t('invoices.summary', {
                date: formatCalendarDate(data.invoice_date),
                due: formatCalendarDate(data.expiry_date),
                total: money(data.total_amount_gross),
              })}
              {data.total_amount_credited > 0 &&
                t('invoices.credited', { amount: money(data.total_amount_credited) })}
              {t('invoices.due_now')}
              <span data-testid="invoice-due">{money(data.remaining_due)}</span>
            </>
          ),
          link: (
            <Stack gap={6} align="flex-start">
              <VatLockNotice lock={data.locked_by_vat_return} />
              <DocumentRelatedLink kind={INVOICE_KIND} document={data} />
              <CreditNoteLinks creditNotes={data.credit_notes} />
              <OwnerOnly>
                {data.invoice_status !== 'draft' && !isVoid && <CorrectionButtons invoice={data} />}
              </OwnerOnly>
            </Stack>
          ),
          activity: <DocumentActivity kind="invoice" id={data.id} sent={data.sent_at !== null} />,
          editPath,
          documentId: data.id,
          mail: {
            documentDate: data.invoice_date,
            dueDate: data.expiry_date,
            paidMinor: minor(data.total_amount_paid),
            creditedMinor: minor(data.total_amount_credited),
          },
          emailDisabled: isVoid,
          emailBelow: true,
          actions: isVoid ? undefined : (
            <>
              <Button variant="light" leftSection={<IconCash size={18} />} onClick={() => setPaying(true)}>
                {t('invoices.record_payment')}
              </Button>
              <MakeRecurringAction invoiceId={data.id} />
              <RecordPaymentDialog
                invoiceNumber={paying ? data.invoice_number : null}
                onClose={() => setPaying(false)}
              />
            </>
          ),
          einvoice: isVoid ? undefined : { fix: { to: editPath, label: t('invoices.edit_fix') } },
        };
      }}
    />
  );
}
