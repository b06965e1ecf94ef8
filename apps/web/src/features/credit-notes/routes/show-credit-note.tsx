// /show-credit-note/{credit_note_number} (issue 17): the shared PDF screen with the credit note's status,
// client, date, total and what became of it, the invoice it credits, its e-invoice (type 381, ADR 0318),
// and Email Credit Note (the composer, then credit_note/emailSent). Back leads to the credit note list: a
// credit note is never edited.
import { useParams } from 'react-router';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { DocumentEmails } from '../../../components/document-emails/document-emails';
import { DocumentPdfPage } from '../../../components/document-pdf-page/document-pdf-page';
import { EInvoicePanel } from '../../../components/einvoice-panel/einvoice-panel';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { DocumentLoadProblem } from '../../../components/document-load-problem/document-load-problem';
import { useEmailDocument } from '../../../lib/api/documents/document-mutations';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { CREDIT_NOTE_KIND } from '../../../lib/documents/kinds/credit-note-kind';
import type { EmailCreditNoteInput } from '@tradebook/domain/credit-notes/credit-note-requests.schemas';
import type { CreditNote } from '@tradebook/domain/credit-notes/credit-note.schemas';
import { CreditedInvoiceLink } from '../components/credited-invoice-link';
import { CreditNoteStatusBadge } from '../components/credit-note-status-badge';
import { SETTLEMENT_LABELS } from '../credit-note-list';

export default function ShowCreditNote() {
  usePageTitle('Show Credit Note');
  const { id = '' } = useParams();
  const note = useDocument(CREDIT_NOTE_KIND, id);
  const email = useEmailDocument<CreditNote, EmailCreditNoteInput>(CREDIT_NOTE_KIND);

  if (note.isPending || note.isError) {
    return <DocumentLoadProblem kind={CREDIT_NOTE_KIND} error={note.error} />;
  }
  const data = note.data;
  const minor = (amount: number) => toMinor(amount) ?? 0;
  const money = (amount: number) => formatMoney(minor(amount), data.currency.symbol);
  return (
    <DocumentPdfPage
      title={`Credit note ${data.credit_note_number}`}
      status={<CreditNoteStatusBadge status={data.credit_note_status} size="lg" />}
      summary={
        <>
          {data.client.business_name || data.client.name} · {formatCalendarDate(data.credit_note_date)} ·
          Total {money(data.total_amount_gross)} · {SETTLEMENT_LABELS[data.settlement]}
          {data.settlement !== 'none' &&
            ` ${money(data.settlement === 'refunded' ? data.refunded_amount : data.kept_credit_amount)}`}
        </>
      }
      link={<CreditedInvoiceLink invoiceNumber={data.invoice_number} />}
      editPath={paths.listCreditNotes}
      pdfLink={data.pdfLink}
      emails={<DocumentEmails kind="credit_note" documentId={data.credit_note_id} />}
      extra={
        <EInvoicePanel
          kind="credit_note"
          documentId={data.credit_note_id}
          documentNumber={data.credit_note_number}
          clientId={data.client_id}
        />
      }
      email={{
        label: 'Email Credit Note',
        to: data.client.email,
        facts: {
          kind: 'credit_note',
          number: data.credit_note_number,
          clientName: data.client.name || data.client.business_name,
          documentDate: data.credit_note_date,
          dueDate: data.credit_note_date,
          currencySymbol: data.currency.symbol,
          totalMinor: minor(data.total_amount_gross),
          paidMinor: 0,
          creditNote: {
            invoiceNumber: data.invoice_number,
            refundedMinor: minor(data.refunded_amount),
            keptCreditMinor: minor(data.kept_credit_amount),
          },
        },
        send: (fields) => email.mutateAsync({ credit_note_number: data.credit_note_number, ...fields }),
        disabled: false,
        sentMessage: CREDIT_NOTE_MESSAGES.emailSent,
      }}
    />
  );
}
