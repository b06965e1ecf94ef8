// /edit-quotation/{quotation_number} (docs/reference/quotations.md 'Screens'): the one edit screen of
// documents (components/document-screens) with the quotation's own parts: its status and invoice beside the
// title; only a draft can be edited, anything else is shown read-only, and an approved quotation offers
// Convert to invoice.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Group } from '@mantine/core';
import { IconFileInvoice, IconLock } from '@tabler/icons-react';
import { isQuotationEditable } from '@tradebook/domain/quotations/quotation-status';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import {
  EditDocumentForm,
  EditDocumentScreen,
} from '../../../components/document-screens/edit-document-screen';
import { paths } from '../../../config/paths';
import { QUOTATION_FORM } from '../../../lib/documents/kinds/quotation-form';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { quotationUpdate } from '../../../lib/documents/kinds/quotation-save';
import { quotationWordOf, statusWordInSentence } from '../../../lib/documents/status-word';
import { DocumentStatus } from '../../../components/document-status/document-status';
import { DocumentRelatedLink } from '../../../components/related-document-link';
import { canConvertToInvoice } from '../api/convert-quotation';
import { QuotationConfirmModal, type QuotationConfirm } from '../components/quotation-confirm-modal';

function EditQuotationForm({ document: quotation }: { document: Quotation }) {
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);
  const { t } = useTranslation('kinds');
  const editable = isQuotationEditable({
    status: quotation.quotation_status,
    type: quotation.quotation_type,
  });
  return (
    <EditDocumentForm
      kind={QUOTATION_KIND}
      form={QUOTATION_FORM}
      document={quotation}
      save={quotationUpdate(quotation.id)}
      editable={editable}
      badge={
        <Group gap="sm">
          <DocumentStatus kind={QUOTATION_KIND} document={quotation} size="lg" />
          <DocumentRelatedLink kind={QUOTATION_KIND} document={quotation} />
        </Group>
      }
      notice={
        editable ? undefined : (
          <Alert color="gray" icon={<IconLock size={18} />} title={t('quotations.locked_title')}>
            {t('quotations.locked_text', { status: statusWordInSentence(quotationWordOf(quotation)) })}{' '}
            <Button
              component={Link}
              to={paths.showQuotation(quotation.quotation_number)}
              variant="subtle"
              size="compact-sm"
            >
              {t('card.view_pdf')}
            </Button>
            {canConvertToInvoice(quotation) && (
              <Button
                size="compact-sm"
                leftSection={<IconFileInvoice size={16} />}
                onClick={() => setConfirm({ action: 'convert', document: quotation })}
              >
                {t('quotations.convert')}
              </Button>
            )}
          </Alert>
        )
      }
    >
      <QuotationConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </EditDocumentForm>
  );
}

export default function EditQuotation() {
  return <EditDocumentScreen kind={QUOTATION_KIND} form={QUOTATION_FORM} Form={EditQuotationForm} />;
}
