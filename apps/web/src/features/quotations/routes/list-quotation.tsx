// /list-quotation (docs/reference/quotations.md 'Screens', 'Rules' and 'Limits'): search, start and end date
// (required; six months ago to today by default), status filter, sort toggle (newest first), add link and
// export menu (CSV, .xlsx, ZIP of PDFs, a PDF summary); cards with the menu Edit, Delete, Approved, Rejected,
// Void and Convert to invoice; a details modal; pages of 10.
// The server filters, orders and pages (docs/reference/api.md 'Lists answer one page'); the count is its
// total. Unlike the spec's screen, the list refreshes after a status change so the badge is right.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import { DocumentListHeader } from '../../../components/document-list/document-list-header';
import {
  DocumentListResults,
  type DocumentListWording,
} from '../../../components/document-list/document-list-results';
import { ExportMenu } from '../../../components/export-menu/export-menu';
import { paths } from '../../../config/paths';
import { getDocumentExportLink } from '../../../lib/api/documents/document-calls';
import { useLastPageFallback, useListPage } from '../../../hooks/use-list-page';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useChangeQuotationStatus } from '../api/change-quotation-status';
import { useDocuments } from '../../../lib/api/documents/document-queries';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { QuotationCard } from '../components/quotation-card';
import { QuotationConfirmModal, type QuotationConfirm } from '../components/quotation-confirm-modal';
import { QuotationDetailsModal } from '../components/quotation-details-modal';
import { QuotationFilterBar } from '../components/quotation-filter-bar';
import { QuotationNoteModal } from '../components/quotation-note-modal';
import { useQuotationFilters } from '../hooks/use-quotation-filters';
import { LIST_MESSAGES, PAGE_SIZE } from '../quotation-list';

const WORDING: DocumentListWording = {
  chooseDates: 'Choose a start and an end date to see your quotations.',
  loading: 'Loading quotations',
  grid: 'Quotations',
  noMatch: 'No quotation matches these filters.',
  noneYet: 'No quotations in these dates yet',
  purpose:
    'A quotation tells a client what the work will cost before you start. Write one from your items, ' +
    'e-mail it as a PDF, and turn it into an invoice once it is approved.',
  addLink: 'New quotation',
  pages: 'Quotation pages',
};

export default function ListQuotation() {
  usePageTitle('List Quotation');
  const listFilters = useQuotationFilters();
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [noteOf, setNoteOf] = useState<QuotationListRow | null>(null);
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);

  const { page, setPage } = useListPage(filters);
  const quotations = useDocuments(QUOTATION_KIND, { ...filters, page, limit: PAGE_SIZE }, datesValid);
  const rows = quotations.data?.rows ?? [];
  const pagination = quotations.data?.pagination;
  useLastPageFallback(page, pagination, setPage);
  const changeStatus = useChangeQuotationStatus();

  const setDecision = async (quotation: QuotationListRow, decided: DecidedStatus) => {
    try {
      await changeStatus.mutateAsync({ quotation_id: quotation.id, status: decided });
      notifySuccess(LIST_MESSAGES.updated);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg">
      <DocumentListHeader
        title="Quotations"
        exportMenu={
          <ExportMenu
            requestLink={(format, signal) => getDocumentExportLink(QUOTATION_KIND, format, filters, signal)}
            datesValid={datesValid}
            dateErrors={dateErrors}
          />
        }
        addPath={paths.addQuotation}
        addLabel="Add Quotation"
      />

      <QuotationFilterBar filters={listFilters} count={pagination?.total} />

      <DocumentListResults
        wording={WORDING}
        addPath={paths.addQuotation}
        datesValid={datesValid}
        narrowed={debouncedSearch !== '' || status !== 'all'}
        query={quotations}
        errorSeparator=", "
        rows={rows}
        cols={{ base: 1, md: 2 }}
        renderCard={(quotation) => (
          <QuotationCard
            key={quotation.id}
            quotation={quotation}
            onDetails={() => setDetailsOf(quotation.quotation_number)}
            onNote={() => setNoteOf(quotation)}
            onDelete={() => setConfirm({ kind: 'delete', quotation })}
            onVoid={() => setConfirm({ kind: 'void', quotation })}
            onConvert={() => setConfirm({ kind: 'convert', quotation })}
            onStatus={(decided) => setDecision(quotation, decided)}
          />
        )}
        page={page}
        lastPage={pagination?.last_page ?? 1}
        onPage={setPage}
      />

      <QuotationDetailsModal quotationNumber={detailsOf} onClose={() => setDetailsOf(null)} />
      <QuotationNoteModal quotation={noteOf} onClose={() => setNoteOf(null)} />
      <QuotationConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
