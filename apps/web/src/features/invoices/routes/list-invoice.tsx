// /list-invoice (spec 001 sections 2, 4, 5 and 9): search, start and end date (required; the last six
// months up to today by default), status filter, sort toggle (newest first), list/grid toggle, add link
// and export menu (CSV, .xlsx, a PDF summary, a ZIP of PDFs, with their progress); cards with the badges,
// total, paid and due, and the menu Edit, Void and (where allowed) Delete; a preview dialog; pages of 10.
// The server filters, orders and pages (decisions.md 'Lists answer one page'); the count is its total.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ExportMenu } from '../../../components/export-menu/export-menu';
import { ListPagination } from '../../../components/list-pagination';
import { paths } from '../../../config/paths';
import { useLastPageFallback, useListPage } from '../../../hooks/use-list-page';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { getInvoiceExportLink } from '../api/export-invoices';
import { useInvoices } from '../api/get-invoices';
import { InvoiceCard } from '../components/invoice-card';
import { InvoiceConfirmModal, type InvoiceConfirm } from '../components/invoice-confirm-modal';
import { InvoiceFilterBar } from '../components/invoice-filter-bar';
import { InvoicePreviewModal } from '../components/invoice-preview-modal';
import { useInvoiceFilters } from '../hooks/use-invoice-filters';
import { PAGE_SIZE, readListView, writeListView, type ListView } from '../invoice-list';

export default function ListInvoice() {
  usePageTitle('List Invoice');
  const listFilters = useInvoiceFilters();
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const [previewOf, setPreviewOf] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<InvoiceConfirm>(null);
  const [view, setView] = useState<ListView>(readListView);

  const { page, setPage } = useListPage(filters);
  const invoices = useInvoices({ ...filters, page, limit: PAGE_SIZE }, datesValid);
  const rows = invoices.data?.rows ?? [];
  const pagination = invoices.data?.pagination;
  useLastPageFallback(page, pagination, setPage);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Invoices
        </Title>
        <Group gap="sm">
          <ExportMenu
            requestLink={(format, signal) => getInvoiceExportLink(format, filters, signal)}
            datesValid={datesValid}
            dateErrors={dateErrors}
          />
          <Button component={Link} to={paths.addInvoice} leftSection={<IconPlus size={16} />}>
            Add Invoice
          </Button>
        </Group>
      </Group>

      <InvoiceFilterBar
        filters={listFilters}
        count={pagination?.total}
        view={view}
        onViewChange={(next) => {
          setView(next);
          writeListView(next);
        }}
      />

      {!datesValid ? (
        <Alert color="yellow">Choose a start and an end date to see your invoices.</Alert>
      ) : invoices.isPending ? (
        <Center h={160}>
          <Loader aria-label="Loading invoices" />
        </Center>
      ) : invoices.isError ? (
        <Alert color="red">{errorMessage(invoices.error)}</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text c="dimmed" ta="center">
              {debouncedSearch || status !== 'all'
                ? 'No invoice matches these filters.'
                : 'No invoices in these dates yet.'}
            </Text>
            <Button
              component={Link}
              to={paths.addInvoice}
              variant="light"
              leftSection={<IconPlus size={16} />}
            >
              New invoice
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid
          cols={view === 'list' ? 1 : { base: 1, md: 2, xl: 3 }}
          spacing="md"
          aria-label="Invoices"
          data-view={view}
        >
          {rows.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              onPreview={() => setPreviewOf(invoice.invoice_number)}
              onVoid={() => setConfirm({ kind: 'void', invoice })}
              onDelete={() => setConfirm({ kind: 'delete', invoice })}
            />
          ))}
        </SimpleGrid>
      )}
      {datesValid && (
        <ListPagination
          total={pagination?.last_page ?? 1}
          value={page}
          onChange={setPage}
          label="Invoice pages"
        />
      )}

      <InvoicePreviewModal invoiceNumber={previewOf} onClose={() => setPreviewOf(null)} />
      <InvoiceConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
