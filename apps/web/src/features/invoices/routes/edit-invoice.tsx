// /edit-invoice/{invoice_number} (docs/reference/invoices.md 'Screens'): the add screen's layout filled from
// invoice/ListByInvoiceNumber. Saved lines are edited in the Edit Item dialog (invoice/eachItemDetail and
// its edit call); saved attachments open a lightbox with zoom, rotate and delete. Payments are recorded at
// once through invoice/add_payment ('Mark as Fully Paid' fills in the due); Payment is disabled when
// nothing is due and on a void invoice. An invoice that was sent or has payments, or is void, shows its items
// and totals read-only with the reason (docs/reference/invoices.md 'Statuses'; ADR 0317): a sent one is
// corrected by a credit note and a new invoice, which the notice offers.
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import dayjs from 'dayjs';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { DocumentEditor } from '../../../components/document-editor/document-editor';
import { useSavedLineEditing } from '../../../components/document-editor/saved-line-editing';
import { DocumentEmails } from '../../../components/document-emails/document-emails';
import { DocumentLoadProblem } from '../../../components/document-load-problem/document-load-problem';
import { paths } from '../../../config/paths';
import { useDeleteDocumentAttachment } from '../../../lib/api/documents/delete-document-attachment';
import {
  useUpdateDocument,
  useUploadDocumentAttachments,
} from '../../../lib/api/documents/document-mutations';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { errorMessage } from '../../../lib/api-client';
import type { DocumentDraft } from '../../../lib/documents/document-draft';
import type { PendingImage } from '../../../lib/documents/document-images';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useAddPayment } from '../../../lib/api/payments/add-payment';
import { invoiceMoney, paymentEntries } from '../../../lib/payments/payment-entries';
import { CorrectionButtons, CreditNoteLinks } from '../components/credit-note-actions';
import { InvoiceBadges } from '../components/invoice-badges';
import { PaymentAction } from '../../../components/document-payments/payment-action';
import { PaymentDialog } from '../../../components/document-payments/payment-dialog';
import { QuotationLink } from '../components/quotation-link';
import { draftFromInvoice, isInvoiceVoid, lockedReason } from '../invoice-draft';
import { INVOICE_FIELD_LABELS, INVOICE_LINES_PER_PAGE } from '../invoice-labels';
import { invoiceSavePreparer, type InvoiceRequest } from '../invoice-request';

/** Shown in the Payment dialog while the form holds changes not saved yet. */
export const SAVE_FIRST_MESSAGE =
  'Save your changes with Next first: a payment is recorded against the saved invoice.';

const sameDraft = (a: DocumentDraft, b: DocumentDraft) => JSON.stringify(a) === JSON.stringify(b);

function EditForm({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const updateInvoice = useUpdateDocument<Invoice, InvoiceRequest & { invoice_id: number }>(INVOICE_KIND);
  const upload = useUploadDocumentAttachments(INVOICE_KIND);
  const deleteAttachment = useDeleteDocumentAttachment(INVOICE_KIND);
  const addPayment = useAddPayment();
  const lineEditing = useSavedLineEditing(
    INVOICE_KIND,
    invoice,
    (saved) => saved.invoice_items,
    INVOICE_MESSAGES.updated,
  );
  const [saving, setSaving] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const saved = useMemo(() => draftFromInvoice(invoice), [invoice]);
  const locked = lockedReason(invoice);
  const isVoid = isInvoiceVoid(invoice);
  const money = invoiceMoney(invoice);
  const prepare = useMemo(
    () => invoiceSavePreparer('edit', invoice.invoice_status),
    [invoice.invoice_status],
  );

  const save = async (request: InvoiceRequest, images: PendingImage[]) => {
    if (locked) {
      navigate(paths.showInvoice(invoice.invoice_number));
      return;
    }
    setSaving(true);
    try {
      const answer = await updateInvoice.mutateAsync({ ...request, invoice_id: invoice.id });
      if (images.length > 0) {
        await upload.mutateAsync({ id: answer.id, files: images.map((image) => image.blob) });
      }
      notifySuccess(INVOICE_MESSAGES.updated);
      navigate(paths.showInvoice(answer.invoice_number));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

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
    <DocumentEditor
      title="Edit Invoice"
      labels={INVOICE_FIELD_LABELS}
      badge={
        <Group gap="sm">
          <InvoiceBadges invoice={invoice} size="lg" />
          <QuotationLink quotation={invoice.quotation} />
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
      initial={saved}
      initialClient={{
        id: invoice.client.client_id,
        title: invoice.client.business_name || invoice.client.name,
        email: invoice.client.email,
      }}
      currencySymbol={invoice.currency.symbol}
      editable={locked === null}
      savedAttachments={invoice.invoice_attachments}
      onDeleteAttachment={async (attachment) => {
        try {
          await deleteAttachment.mutateAsync(attachment);
          notifySuccess(INVOICE_MESSAGES.attachmentDeleted);
        } catch (error) {
          notifyError(errorMessage(error));
        }
      }}
      savedLineEditing={lineEditing}
      prepare={prepare}
      onCancel={() => navigate(paths.listInvoice)}
      onSubmit={save}
      submitting={saving}
      linesPerPage={INVOICE_LINES_PER_PAGE}
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
    </DocumentEditor>
  );
}

export default function EditInvoice() {
  usePageTitle('Edit Invoice');
  const { id = '' } = useParams();
  const invoice = useDocument(INVOICE_KIND, id);

  if (invoice.isPending || invoice.isError)
    return <DocumentLoadProblem kind={INVOICE_KIND} error={invoice.error} />;
  // Keyed by id: a different invoice starts a fresh form; a reload of the same one (after a payment or an
  // attachment is deleted) keeps the form and refreshes the figures, payments and attachments.
  return (
    <Stack gap="lg">
      <EditForm key={invoice.data.id} invoice={invoice.data} />
      <DocumentEmails kind="invoice" documentId={invoice.data.id} />
    </Stack>
  );
}
