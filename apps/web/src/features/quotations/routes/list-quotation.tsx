// /list-quotation (docs/reference/quotations.md 'Screens', 'Rules' and 'Limits'): the shared document list
// (components/document-screens) with the quotation statuses, and cards with the menu Edit, Delete,
// Approved, Rejected, Void and Convert to invoice; a details modal. Unlike the spec's screen, the list
// refreshes after a status change so the badge is right.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import { DocumentFormPreview } from '../../../components/document-details/document-form-preview';
import { DocumentListScreen } from '../../../components/document-screens/document-list-screen';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { QUOTATION_FORM } from '../../../lib/documents/kinds/quotation-form';
import { QUOTATION_KIND, QUOTATION_LIST_MESSAGES } from '../../../lib/documents/kinds/quotation-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeQuotationStatus } from '../api/change-quotation-status';
import { QuotationCard } from '../components/quotation-card';
import { QuotationConfirmModal, type QuotationConfirm } from '../components/quotation-confirm-modal';
import { QuotationNoteModal } from '../components/quotation-note-modal';

export default function ListQuotation() {
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [noteOf, setNoteOf] = useState<QuotationListRow | null>(null);
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);
  const changeStatus = useChangeQuotationStatus();
  const { t } = useTranslation('kinds');

  const setDecision = async (quotation: QuotationListRow, decided: DecidedStatus) => {
    try {
      await changeStatus.mutateAsync({ quotation_id: quotation.id, status: decided });
      notifySuccess(QUOTATION_LIST_MESSAGES.updated);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <DocumentListScreen
      kind={QUOTATION_KIND}
      pageTitle={t('quotations.list_title')}
      wording={{ purpose: t('quotations.purpose'), addLink: t('quotations.new') }}
      addPath={paths.addQuotation}
      addLabel={t('quotations.add')}
      errorSeparator=", "
      cols={{ base: 1, md: 2 }}
      renderCard={(quotation) => (
        <QuotationCard
          key={quotation.id}
          quotation={quotation}
          onDetails={() => setDetailsOf(quotation.quotation_number)}
          onNote={() => setNoteOf(quotation)}
          onDelete={() => setConfirm({ action: 'delete', document: quotation })}
          onVoid={() => setConfirm({ action: 'void', document: quotation })}
          onConvert={() => setConfirm({ action: 'convert', document: quotation })}
          onStatus={(decided) => setDecision(quotation, decided)}
        />
      )}
    >
      <DocumentFormPreview
        kind={QUOTATION_KIND}
        form={QUOTATION_FORM}
        number={detailsOf}
        onClose={() => setDetailsOf(null)}
      />
      <QuotationNoteModal quotation={noteOf} onClose={() => setNoteOf(null)} />
      <QuotationConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </DocumentListScreen>
  );
}
