// /add-invoice (docs/reference/invoices.md 'Screens'): the one add screen of documents
// (components/document-screens) with the invoice's number and defaults (get_invoice_number), its terms (the
// invoice_days setting), its items 4 a page and its own Payment action (components/document-payments): the
// totals show Paid and Due, the first payment entered goes with create_invoice and further ones through
// invoice/add_payment right after.
import type { InvoiceNumberResponse } from '@tradebook/domain/invoices/invoice.schemas';
import { useAddScreenPayments } from '../../../components/document-payments/editor-payments';
import { AddDocumentScreen } from '../../../components/document-screens/add-document-screen';
import { INVOICE_FORM } from '../../../lib/documents/kinds/invoice-form';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { INVOICE_CREATE } from '../../../lib/documents/kinds/invoice-save';

export default function AddInvoice() {
  const payments = useAddScreenPayments();
  return (
    <AddDocumentScreen
      kind={INVOICE_KIND}
      form={INVOICE_FORM}
      save={INVOICE_CREATE}
      termsField="invoice_days"
      defaultsOf={(answer: InvoiceNumberResponse | undefined) => ({
        number: answer?.invoice_number ?? answer?.response.response ?? '',
        date: answer?.invoice_date,
        currencyId: answer?.currency_id,
      })}
      {...payments}
    />
  );
}
