// /show-invoice/{invoice_number} (docs/reference/invoices.md 'Screens'): the shared PDF screen with the
// invoice's badges, its dates, total, credited and due, the quotation it came from, its credit notes, Issue
// credit note and New invoice once it was sent (ADR 0317), and Email Invoice at the top and at the bottom
// (the composer, then invoice/emailSent: 'Email sent successfully', or the server's message when it failed
// and nothing was marked sent).
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { EmailInvoiceInput } from '@tradebook/domain/invoices/invoice-requests.schemas';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { DocumentActivity } from '../../../components/document-activity/document-activity';
import { DocumentEmails } from '../../../components/document-emails/document-emails';
import { DocumentLoadProblem } from '../../../components/document-load-problem/document-load-problem';
import { DocumentPdfPage } from '../../../components/document-pdf-page/document-pdf-page';
import { EInvoicePanel } from '../../../components/einvoice-panel/einvoice-panel';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useEmailDocument } from '../../../lib/api/documents/document-mutations';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { CorrectionButtons, CreditNoteLinks } from '../components/credit-note-actions';
import { InvoiceBadges } from '../components/invoice-badges';
import { MakeRecurringAction } from '../components/make-recurring-action';
import { QuotationLink } from '../components/quotation-link';
import { RecordPaymentDialog } from '../../../components/document-payments/record-payment-dialog';
import { isInvoiceVoid } from '../invoice-draft';

export default function ShowInvoice() {
  usePageTitle('Show Invoice');
  const { id = '' } = useParams();
  const invoice = useDocument(INVOICE_KIND, id);
  const email = useEmailDocument<Invoice, EmailInvoiceInput>(INVOICE_KIND);
  const [paying, setPaying] = useState(false);

  if (invoice.isPending || invoice.isError)
    return <DocumentLoadProblem kind={INVOICE_KIND} error={invoice.error} />;

  const data = invoice.data;
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, data.currency.symbol);
  return (
    <DocumentPdfPage
      title={`Invoice ${data.invoice_number}`}
      status={<InvoiceBadges invoice={data} size="lg" />}
      summary={
        <>
          {data.client.business_name || data.client.name} · {formatCalendarDate(data.invoice_date)}, due{' '}
          {formatCalendarDate(data.expiry_date)} · Total {money(data.total_amount_gross)}
          {data.total_amount_credited > 0 && ` · Credited ${money(data.total_amount_credited)}`} · Due{' '}
          <span data-testid="invoice-due">{money(data.remaining_due)}</span>
        </>
      }
      link={
        <Stack gap={6} align="flex-start">
          <QuotationLink quotation={data.quotation} />
          <CreditNoteLinks creditNotes={data.credit_notes} />
          {data.invoice_status !== 'draft' && !isInvoiceVoid(data) && <CorrectionButtons invoice={data} />}
        </Stack>
      }
      activity={<DocumentActivity kind="invoice" id={data.id} sent={data.sent_at !== null} />}
      editPath={paths.editInvoice(data.invoice_number)}
      pdfLink={data.pdfLink}
      email={{
        label: 'Email Invoice',
        to: data.client.email,
        facts: {
          kind: 'invoice',
          number: data.invoice_number,
          clientName: data.client.name || data.client.business_name,
          documentDate: data.invoice_date,
          dueDate: data.expiry_date,
          currencySymbol: data.currency.symbol,
          totalMinor: toMinor(data.total_amount_gross) ?? 0,
          paidMinor: toMinor(data.total_amount_paid) ?? 0,
          creditedMinor: toMinor(data.total_amount_credited) ?? 0,
        },
        send: (fields) => email.mutateAsync({ invoice_number: data.invoice_number, ...fields }),
        disabled: isInvoiceVoid(data),
        sentMessage: INVOICE_MESSAGES.emailSent,
      }}
      emailBelow
      actions={
        isInvoiceVoid(data) ? undefined : (
          <>
            <Button variant="light" leftSection={<IconCash size={18} />} onClick={() => setPaying(true)}>
              Record payment
            </Button>
            <MakeRecurringAction invoiceId={data.id} />
            <RecordPaymentDialog
              invoiceNumber={paying ? data.invoice_number : null}
              onClose={() => setPaying(false)}
            />
          </>
        )
      }
      emails={<DocumentEmails kind="invoice" documentId={data.id} />}
      extra={
        isInvoiceVoid(data) ? undefined : (
          <EInvoicePanel
            kind="invoice"
            documentId={data.id}
            documentNumber={data.invoice_number}
            clientId={data.client_id}
            documentFix={{ to: paths.editInvoice(data.invoice_number), label: 'Edit the invoice' }}
          />
        )
      }
    />
  );
}
