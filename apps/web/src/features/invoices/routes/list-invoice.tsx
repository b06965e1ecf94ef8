// /list-invoice (docs/reference/invoices.md 'Screens', 'Statuses', 'Rules' and 'Limits'): search, start and
// end date (required; the last six months up to today by default), status filter, sort toggle (newest first),
// list/grid toggle, add link and export menu (CSV, .xlsx, a PDF summary, a ZIP of PDFs, with their progress);
// cards with the badges, total, paid and due, and the menu Edit, Void and (where allowed) Delete; a preview
// dialog; pages of 10. The server filters, orders and pages (docs/reference/api.md 'Lists answer one page');
// the count is its total.
import { useState } from 'react';
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
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { InvoiceCard } from '../components/invoice-card';
import { InvoiceConfirmModal, type InvoiceConfirm } from '../components/invoice-confirm-modal';
import { InvoiceFilterBar } from '../components/invoice-filter-bar';
import { InvoicePreviewModal } from '../components/invoice-preview-modal';
import { RecordPaymentDialog } from '../../../components/document-payments/record-payment-dialog';
import { useInvoiceFilters } from '../hooks/use-invoice-filters';
import { PAGE_SIZE, readListView, writeListView, type ListView } from '../invoice-list';

const WORDING: DocumentListWording = {
  chooseDates: 'Choose a start and an end date to see your invoices.',
  loading: 'Loading invoices',
  grid: 'Invoices',
  noMatch: 'No invoice matches these filters.',
  noneYet: 'No invoices in these dates yet',
  purpose:
    'An invoice asks a client to pay for work done. E-mail it as a PDF, record each payment against it, ' +
    'and see at a glance what is still owed.',
  addLink: 'New invoice',
  pages: 'Invoice pages',
};

export default function ListInvoice() {
  usePageTitle('List Invoice');
  const listFilters = useInvoiceFilters();
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const [previewOf, setPreviewOf] = useState<string | null>(null);
  const [payingFor, setPayingFor] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<InvoiceConfirm>(null);
  const [view, setView] = useState<ListView>(readListView);

  const { page, setPage } = useListPage(filters);
  const invoices = useDocuments(INVOICE_KIND, { ...filters, page, limit: PAGE_SIZE }, datesValid);
  const rows = invoices.data?.rows ?? [];
  const pagination = invoices.data?.pagination;
  useLastPageFallback(page, pagination, setPage);

  return (
    <Stack gap="lg">
      <DocumentListHeader
        title="Invoices"
        exportMenu={
          <ExportMenu
            requestLink={(format, signal) => getDocumentExportLink(INVOICE_KIND, format, filters, signal)}
            datesValid={datesValid}
            dateErrors={dateErrors}
          />
        }
        addPath={paths.addInvoice}
        addLabel="Add Invoice"
      />

      <InvoiceFilterBar
        filters={listFilters}
        count={pagination?.total}
        view={view}
        onViewChange={(next) => {
          setView(next);
          writeListView(next);
        }}
      />

      <DocumentListResults
        wording={WORDING}
        addPath={paths.addInvoice}
        datesValid={datesValid}
        narrowed={debouncedSearch !== '' || status !== 'all'}
        query={invoices}
        rows={rows}
        cols={view === 'list' ? 1 : { base: 1, md: 2, xl: 3 }}
        gridProps={{ 'data-view': view }}
        renderCard={(invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            onPreview={() => setPreviewOf(invoice.invoice_number)}
            onVoid={() => setConfirm({ kind: 'void', invoice })}
            onDelete={() => setConfirm({ kind: 'delete', invoice })}
            onRecordPayment={() => setPayingFor(invoice.invoice_number)}
          />
        )}
        page={page}
        lastPage={pagination?.last_page ?? 1}
        onPage={setPage}
      />

      <InvoicePreviewModal invoiceNumber={previewOf} onClose={() => setPreviewOf(null)} />
      <InvoiceConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
      <RecordPaymentDialog invoiceNumber={payingFor} onClose={() => setPayingFor(null)} />
    </Stack>
  );
}
