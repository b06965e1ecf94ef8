// /list-credit-notes (issue 17): search, start and end date (the last six months up to today by default),
// status filter, newest-first toggle and export menu (CSV, .xlsx, a PDF summary, a ZIP of PDFs), then the
// credit notes as cards, 10 a page. A credit note is made from an invoice, so the add button leads to the
// invoices. The server filters, orders and pages (docs/reference/api.md 'Lists answer one page').
import { Stack } from '@mantine/core';
import { DocumentListHeader } from '../../../components/document-list/document-list-header';
import {
  DocumentListResults,
  type DocumentListWording,
} from '../../../components/document-list/document-list-results';
import { ExportMenu } from '../../../components/export-menu/export-menu';
import { paths } from '../../../config/paths';
import { useLastPageFallback, useListPage } from '../../../hooks/use-list-page';
import { usePageTitle } from '../../../lib/page-title';
import { getDocumentExportLink } from '../../../lib/api/documents/document-calls';
import { useDocuments } from '../../../lib/api/documents/document-queries';
import { CREDIT_NOTE_KIND } from '../../../lib/documents/kinds/credit-note-kind';
import { CreditNoteCard } from '../components/credit-note-card';
import { CreditNoteFilterBar } from '../components/credit-note-filter-bar';
import { PAGE_SIZE } from '../credit-note-list';
import { useCreditNoteFilters } from '../hooks/use-credit-note-filters';

const WORDING: DocumentListWording = {
  chooseDates: 'Choose a start and an end date to see your credit notes.',
  loading: 'Loading credit notes',
  grid: 'Credit notes',
  noMatch: 'No credit note matches these filters.',
  noneYet: 'No credit notes in these dates yet',
  purpose:
    'A credit note corrects an invoice that was sent: it credits all of it or some of its lines, and ' +
    'lowers what the client owes. Open the invoice and choose Issue credit note.',
  addLink: 'Choose an invoice',
  pages: 'Credit note pages',
};

export default function ListCreditNotes() {
  usePageTitle('Credit Notes');
  const listFilters = useCreditNoteFilters();
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const { page, setPage } = useListPage(filters);
  const notes = useDocuments(CREDIT_NOTE_KIND, { ...filters, page, limit: PAGE_SIZE }, datesValid);
  const rows = notes.data?.rows ?? [];
  const pagination = notes.data?.pagination;
  useLastPageFallback(page, pagination, setPage);

  return (
    <Stack gap="lg">
      <DocumentListHeader
        title="Credit notes"
        exportMenu={
          <ExportMenu
            requestLink={(format, signal) => getDocumentExportLink(CREDIT_NOTE_KIND, format, filters, signal)}
            datesValid={datesValid}
            dateErrors={dateErrors}
          />
        }
        addPath={paths.listInvoice}
        addLabel="Credit an invoice"
      />
      <CreditNoteFilterBar filters={listFilters} count={pagination?.total} />
      <DocumentListResults
        wording={WORDING}
        addPath={paths.listInvoice}
        datesValid={datesValid}
        narrowed={debouncedSearch !== '' || status !== 'all'}
        query={notes}
        rows={rows}
        cols={{ base: 1, md: 2, xl: 3 }}
        renderCard={(note) => <CreditNoteCard key={note.id} note={note} />}
        page={page}
        lastPage={pagination?.last_page ?? 1}
        onPage={setPage}
      />
    </Stack>
  );
}
