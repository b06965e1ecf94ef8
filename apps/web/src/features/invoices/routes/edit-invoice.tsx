// /edit-invoice/{invoice_number} (docs/reference/invoices.md 'Screens'): the one edit screen of documents
// (components/document-screens) with the invoice's own parts: its status and quotation beside the title,
// Paid and Due in the totals, and its Payment action (components/document-payments/editor-payments.tsx).
// An invoice that was sent or has payments, or is void, shows its items and totals read-only with the reason (docs/reference/invoices.md 'Statuses'; ADR 0317): a sent one is corrected by
// a credit note and a new invoice, which the notice offers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { useEditScreenPayments } from '../../../components/document-payments/editor-payments';
import {
  EditDocumentForm,
  EditDocumentScreen,
} from '../../../components/document-screens/edit-document-screen';
import { DocumentStatus } from '../../../components/document-status/document-status';
import { DocumentRelatedLink } from '../../../components/related-document-link';
import { paths } from '../../../config/paths';
import { INVOICE_FORM } from '../../../lib/documents/kinds/invoice-form';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { invoiceUpdate } from '../../../lib/documents/kinds/invoice-save';
import { CorrectionButtons, CreditNoteLinks } from '../components/credit-note-actions';
import { isInvoiceVoid, lockedReason } from '../invoice-draft';

function EditInvoiceForm({ document: invoice }: { document: Invoice }) {
  const locked = lockedReason(invoice);
  const isVoid = isInvoiceVoid(invoice);
  const payments = useEditScreenPayments(invoice, locked !== null);
  const { t } = useTranslation('kinds');
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
          <Alert color="gray" icon={<IconLock size={18} />} title={t('invoices.locked_title')}>
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
                  {t('card.view_pdf')}
                </Button>
              </Group>
              <CreditNoteLinks creditNotes={invoice.credit_notes} />
            </Stack>
          </Alert>
        ) : undefined
      }
      {...payments}
    />
  );
}

export default function EditInvoice() {
  return <EditDocumentScreen kind={INVOICE_KIND} form={INVOICE_FORM} Form={EditInvoiceForm} />;
}
