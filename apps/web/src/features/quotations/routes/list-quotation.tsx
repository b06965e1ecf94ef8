// /list-quotation (spec 001 sections 2, 5 and 9): search, start and end date (required; six months ago to
// today by default), status filter, sort toggle (newest first), add link and export menu (CSV, .xlsx, ZIP
// of PDFs, a PDF summary); cards with the menu Edit, Delete, Approved, Rejected, Void and Convert to
// invoice; a details modal; pages of 10.
// The server filters, orders and pages (decisions.md 'Lists answer one page'); the count is its total.
// Unlike the spec's screen, the list refreshes after a status change so the badge is right.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import { ListPagination } from '../../../components/list-pagination';
import { paths } from '../../../config/paths';
import { useLastPageFallback, useListPage } from '../../../hooks/use-list-page';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useChangeQuotationStatus } from '../api/change-quotation-status';
import { useQuotations } from '../api/get-quotations';
import { QuotationCard } from '../components/quotation-card';
import { QuotationConfirmModal, type QuotationConfirm } from '../components/quotation-confirm-modal';
import { QuotationDetailsModal } from '../components/quotation-details-modal';
import { QuotationExportMenu } from '../components/quotation-export-menu';
import { QuotationFilterBar } from '../components/quotation-filter-bar';
import { QuotationNoteModal } from '../components/quotation-note-modal';
import { useQuotationFilters } from '../hooks/use-quotation-filters';
import { LIST_MESSAGES, PAGE_SIZE } from '../quotation-list';

export default function ListQuotation() {
  usePageTitle('List Quotation');
  const listFilters = useQuotationFilters();
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [noteOf, setNoteOf] = useState<QuotationListRow | null>(null);
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);

  const { page, setPage } = useListPage(filters);
  const quotations = useQuotations({ ...filters, page, limit: PAGE_SIZE }, datesValid);
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
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Quotations
        </Title>
        <Group gap="sm">
          <QuotationExportMenu filters={filters} datesValid={datesValid} dateErrors={dateErrors} />
          <Button component={Link} to={paths.addQuotation} leftSection={<IconPlus size={16} />}>
            Add Quotation
          </Button>
        </Group>
      </Group>

      <QuotationFilterBar filters={listFilters} count={pagination?.total} />

      {!datesValid ? (
        <Alert color="yellow">Choose a start and an end date to see your quotations.</Alert>
      ) : quotations.isPending ? (
        <Center h={160}>
          <Loader aria-label="Loading quotations" />
        </Center>
      ) : quotations.isError ? (
        <Alert color="red">{errorMessage(quotations.error, ', ')}</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text c="dimmed" ta="center">
              {debouncedSearch || status !== 'all'
                ? 'No quotation matches these filters.'
                : 'No quotations in these dates yet.'}
            </Text>
            <Button
              component={Link}
              to={paths.addQuotation}
              variant="light"
              leftSection={<IconPlus size={16} />}
            >
              New quotation
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-label="Quotations">
          {rows.map((quotation) => (
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
          ))}
        </SimpleGrid>
      )}
      {datesValid && (
        <ListPagination
          total={pagination?.last_page ?? 1}
          value={page}
          onChange={setPage}
          label="Quotation pages"
        />
      )}

      <QuotationDetailsModal quotationNumber={detailsOf} onClose={() => setDetailsOf(null)} />
      <QuotationNoteModal quotation={noteOf} onClose={() => setNoteOf(null)} />
      <QuotationConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
