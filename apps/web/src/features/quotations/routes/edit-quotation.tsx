// /edit-quotation/{quotation_number} (docs/reference/quotations.md 'Screens'): the add screen's layout filled
// from quotation/ListByquotationNumber. Saved lines are edited in the Edit Item dialog
// (quotation/eachItemDetail and its edit call); saved attachments open a lightbox with zoom, rotate and
// delete (then the quotation is read again). Only a draft can be edited; anything else is shown read-only. An
// approved quotation offers Convert to invoice; a converted one links its invoice.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconFileInvoice, IconLock } from '@tabler/icons-react';
import { isQuotationEditable } from '@tradebook/domain/quotations/quotation-status';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { canConvertToInvoice } from '../api/convert-quotation';
import { DocumentLoadProblem } from '../../../components/document-load-problem/document-load-problem';
import { useDeleteDocumentAttachment } from '../../../lib/api/documents/delete-document-attachment';
import {
  useUpdateDocument,
  useUploadDocumentAttachments,
} from '../../../lib/api/documents/document-mutations';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { DocumentEditor } from '../../../components/document-editor/document-editor';
import { DocumentEmails } from '../../../components/document-emails/document-emails';
import { InvoiceLink } from '../components/invoice-link';
import { QuotationConfirmModal, type QuotationConfirm } from '../components/quotation-confirm-modal';
import { QuotationStatusBadge } from '../components/quotation-status-badge';
import { quotationWordOf } from '../../../lib/documents/status-word';
import { draftLineFromDocumentItem, type DocumentDraft } from '../../../lib/documents/document-draft';
import type { PendingImage } from '../../../lib/documents/document-images';
import { useSavedLineEditing } from '../../../components/document-editor/saved-line-editing';
import { QUOTATION_FIELD_LABELS } from '../quotation-labels';
import { prepareQuotationSave, type QuotationRequest } from '../quotation-request';

export const UPDATED_MESSAGE = 'Update data Successful.';
export const ATTACHMENT_DELETED_MESSAGE = 'Delete attachment Successful.';

export function draftFromQuotation(quotation: Quotation): DocumentDraft {
  return {
    number: quotation.quotation_number,
    date: quotation.quotation_date,
    clientId: quotation.client_id,
    term: String(quotation.validity_term),
    currencyId: quotation.currency_id,
    lines: quotation.quotation_items.map(draftLineFromDocumentItem),
    discount: {
      type: quotation.discount_type,
      value: quotation.discount_value > 0 ? String(quotation.discount_value) : '',
    },
    taxes: [
      { name: quotation.vat_name, percent: quotation.vat_percent },
      { name: quotation.tax1_name, percent: quotation.tax1_percent },
    ],
    notes: quotation.notes === 'N/A' ? '' : quotation.notes,
  };
}

function EditForm({ quotation }: { quotation: Quotation }) {
  const navigate = useNavigate();
  const updateQuotation = useUpdateDocument<Quotation, QuotationRequest & { quotation_id: number }>(
    QUOTATION_KIND,
  );
  const upload = useUploadDocumentAttachments(QUOTATION_KIND);
  const deleteAttachment = useDeleteDocumentAttachment(QUOTATION_KIND);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);
  const editable = isQuotationEditable({
    status: quotation.quotation_status,
    type: quotation.quotation_type,
  });

  const save = async (request: QuotationRequest, images: PendingImage[]) => {
    if (!editable) {
      navigate(paths.showQuotation(quotation.quotation_number));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateQuotation.mutateAsync({ ...request, quotation_id: quotation.id });
      if (images.length > 0) {
        await upload.mutateAsync({ id: saved.id, files: images.map((image) => image.blob) });
      }
      notifySuccess(UPDATED_MESSAGE);
      navigate(paths.showQuotation(saved.quotation_number));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const lineEditing = useSavedLineEditing(
    QUOTATION_KIND,
    quotation,
    (saved) => saved.quotation_items,
    UPDATED_MESSAGE,
  );

  const label = quotationWordOf(quotation);
  return (
    <DocumentEditor
      title="Edit Quotation"
      labels={QUOTATION_FIELD_LABELS}
      badge={
        <Group gap="sm">
          <QuotationStatusBadge quotation={quotation} size="lg" />
          <InvoiceLink invoice={quotation.invoice} />
        </Group>
      }
      notice={
        editable ? undefined : (
          <Alert color="gray" icon={<IconLock size={18} />} title="This quotation can no longer be edited">
            It is {label.toLowerCase()}; only a draft quotation can be changed.{' '}
            <Button
              component={Link}
              to={paths.showQuotation(quotation.quotation_number)}
              variant="subtle"
              size="compact-sm"
            >
              View PDF
            </Button>
            {canConvertToInvoice(quotation) && (
              <Button
                size="compact-sm"
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => setConfirm({ kind: 'convert', quotation })}
              >
                Convert to invoice
              </Button>
            )}
          </Alert>
        )
      }
      initial={draftFromQuotation(quotation)}
      initialClient={{
        id: quotation.client.client_id,
        title: quotation.client.business_name || quotation.client.name,
        email: quotation.client.email,
      }}
      currencySymbol={quotation.currency.symbol}
      editable={editable}
      savedAttachments={quotation.quotation_attachments}
      onDeleteAttachment={async (attachment) => {
        try {
          await deleteAttachment.mutateAsync(attachment);
          notifySuccess(ATTACHMENT_DELETED_MESSAGE);
        } catch (error) {
          notifyError(errorMessage(error));
        }
      }}
      savedLineEditing={lineEditing}
      prepare={prepareQuotationSave}
      onCancel={() => navigate(paths.listQuotation)}
      onSubmit={save}
      submitting={saving}
    >
      <QuotationConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </DocumentEditor>
  );
}

export default function EditQuotation() {
  usePageTitle('Edit Quotation');
  const { id = '' } = useParams();
  const quotation = useDocument(QUOTATION_KIND, id);

  if (quotation.isPending || quotation.isError)
    return <DocumentLoadProblem kind={QUOTATION_KIND} error={quotation.error} />;
  // Keyed by id: a different quotation starts a fresh form; a reload of the same one (after an
  // attachment is deleted) keeps what the user typed and refreshes only the saved attachments.
  return (
    <Stack gap="lg">
      <EditForm key={quotation.data.id} quotation={quotation.data} />
      <DocumentEmails kind="quotation" documentId={quotation.data.id} />
    </Stack>
  );
}
