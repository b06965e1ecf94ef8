// /show-credit-note/{credit_note_number} (issue 17): the shared PDF screen (components/document-screens)
// with the credit note's status, date, total and what became of it, the invoice it credits, its e-invoice
// (type 381, ADR 0318), and Email Credit Note (the composer, then credit_note/emailSent). Back leads to the
// credit note list: a credit note is never edited.
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { DocumentShowScreen } from '../../../components/document-screens/document-show-screen';
import { paths } from '../../../config/paths';
import { CREDIT_NOTE_KIND, SETTLEMENT_LABELS } from '../../../lib/documents/kinds/credit-note-kind';
import { DocumentRelatedLink } from '../../../components/related-document-link';
import { VatLockNotice } from '../../../components/vat-lock-notice';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';

export default function ShowCreditNote() {
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('kinds');
  return (
    <DocumentShowScreen
      kind={CREDIT_NOTE_KIND}
      pageTitle={t('credit_notes.show_title')}
      view={(data) => {
        const minor = (amount: number) => toMinor(amount) ?? 0;
        const money = (amount: number) => formatMoney(minor(amount), data.currency.symbol);
        const settled = data.settlement === 'refunded' ? data.refunded_amount : data.kept_credit_amount;
        return {
          summary:
            t('credit_notes.summary', {
              date: formatCalendarDate(data.credit_note_date),
              total: money(data.total_amount_gross),
              settlement: SETTLEMENT_LABELS[data.settlement],
            }) + (data.settlement !== 'none' ? ` ${money(settled)}` : ''),
          link: (
            <>
              <VatLockNotice lock={data.locked_by_vat_return} />
              <DocumentRelatedLink kind={CREDIT_NOTE_KIND} document={data} />
            </>
          ),
          editPath: paths.listCreditNotes,
          documentId: data.credit_note_id,
          einvoice: {},
          mail: {
            documentDate: data.credit_note_date,
            dueDate: data.credit_note_date,
            paidMinor: 0,
            creditNote: {
              invoiceNumber: data.invoice_number,
              refundedMinor: minor(data.refunded_amount),
              keptCreditMinor: minor(data.kept_credit_amount),
            },
          },
          emailDisabled: false,
        };
      }}
    />
  );
}
