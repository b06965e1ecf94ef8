// /edit-invoice/{invoice_number} (docs/reference/invoices.md 'Screens'): the one edit screen of documents
// (components/document-screens) with the invoice's own parts: its badges and quotation beside the title,
// Paid and Due in the totals, and its Payment action: payments are recorded at once through
// invoice/add_payment ('Mark as Fully Paid' fills in the due); Payment is disabled when nothing is due and
// on a void invoice. An invoice that was sent or has payments, or is void, shows its items and totals
// read-only with the reason (docs/reference/invoices.md 'Statuses'; ADR 0317): a sent one is corrected by
// a credit note and a new invoice, which the notice offers.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { PaymentAction } from '../../../components/document-payments/payment-action';
import { PaymentDialog } from '../../../components/document-payments/payment-dialog';
import {
  EditDocumentForm,
  EditDocumentScreen,
} from '../../../components/document-screens/edit-document-screen';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAddPayment } from '../../../lib/api/payments/add-payment';
import type { DocumentDraft } from '../../../lib/documents/document-draft';
import { draftFromDocument } from '../../../lib/documents/document-form';
import { INVOICE_FORM } from '../../../lib/documents/kinds/invoice-form';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { invoiceUpdate } from '../../../lib/documents/kinds/invoice-save';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { invoiceMoney, paymentEntries } from '../../../lib/payments/payment-entries';
import { DocumentStatus } from '../../../components/document-status/document-status';
import { DocumentRelatedLink } from '../../../components/related-document-link';
import { CorrectionButtons, CreditNoteLinks } from '../components/credit-note-actions';
import { isInvoiceVoid, lockedReason } from '../invoice-draft';

/** Shown in the Payment dialog while the form holds changes not saved yet. */
export const SAVE_FIRST_MESSAGE =
  'Save your changes with Next first: a payment is recorded against the saved invoice.';

const sameDraft = (a: DocumentDraft, b: DocumentDraft) => JSON.stringify(a) === JSON.stringify(b);

function EditInvoiceForm({ document: invoice }: { document: Invoice }) {
  const addPayment = useAddPayment();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const saved = useMemo(() => draftFromDocument(INVOICE_FORM, invoice), [invoice]);
  const locked = lockedReason(invoice);
  const isVoid = isInvoiceVoid(invoice);
  const money = invoiceMoney(invoice);

  const recordPayment = async (
    payment: Parameters<typeof addPayment.mutateAsync>[0]['payment'],
    idempotencyKey: string,
  ) => {
    try {
      await addPayment.mutateAsync({ payment, idempotencyKey });
      notifySuccess(INVOICE_MESSAGES.paymentSaved);
      return true;
    } catch (error) {
      notifyError(errorMessage(error));
      return false;
    }
  };

  return (
    <EditDocumentForm
      kind={INVOICE_KIND}
      form={INVOICE_FORM}
      document={invoice}
      save={invoiceUpdate(invoice.id, invoice.invoice_status)}
      editable={locked === null}
      badge={
        <Group gap="sm">
          <DocumentStatus kind={INVOICE_KIND} document={invoice} size="lg" />
          <DocumentRelatedLink kind={INVOICE_KIND} document={invoice} />
        </Group>
      }
      notice={
        locked ? (
          <Alert color="gray" icon={<IconLock size={18} />} title="The items and totals can no longer change">
            <Stack gap={6} align="flex-start">
              <span>{locked}</span>
              <Group gap="xs">
                {!isVoid && <CorrectionButtons invoice={invoice} />}
                <Button
                  component={Link}
                  to={paths.showInvoice(invoice.invoice_number)}
                  variant="subtle"
                  size="compact-sm"
                >
                  View PDF
                </Button>
              </Group>
              <CreditNoteLinks creditNotes={invoice.credit_notes} />
            </Stack>
          </Alert>
        ) : undefined
      }
      paidMinor={money.paidMinor}
      dueMinor={money.dueMinor}
      extraActionCount={1}
      extraActions={
        <PaymentAction disabled={isVoid || money.dueMinor === 0} onOpen={() => setPaymentOpen(true)} />
      }
    >
      {({ draft }) => (
        <PaymentDialog
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          screen="edit"
          today={dayjs().format('YYYY-MM-DD')}
          currencySymbol={invoice.currency.symbol}
          entries={paymentEntries(invoice)}
          {...money}
          blockedReason={
            isVoid
              ? INVOICE_MESSAGES.voidPayment
              : !locked && !sameDraft(draft, saved)
                ? SAVE_FIRST_MESSAGE
                : undefined
          }
          onSubmit={(request, key) => recordPayment({ invoice_id: invoice.id, ...request }, key)}
        />
      )}
    </EditDocumentForm>
  );
}

export default function EditInvoice() {
  return <EditDocumentScreen kind={INVOICE_KIND} form={INVOICE_FORM} Form={EditInvoiceForm} />;
}
