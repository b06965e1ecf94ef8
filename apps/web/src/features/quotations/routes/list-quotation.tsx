// /list-quotation (docs/reference/quotations.md 'Screens', 'Rules' and 'Limits'): the shared document list
// (components/document-screens) with the quotation statuses, and cards with the menu Edit, Delete,
// Approved, Rejected, Void and Convert to invoice; a details modal. Unlike the spec's screen, the list
// refreshes after a status change so the badge is right.
import { useState } from 'react';
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
      pageTitle="List Quotation"
      wording={{
        purpose:
          'A quotation tells a client what the work will cost before you start. Write one from your items, ' +
          'e-mail it as a PDF, and turn it into an invoice once it is approved.',
        addLink: 'New quotation',
      }}
      addPath={paths.addQuotation}
      addLabel="Add Quotation"
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
