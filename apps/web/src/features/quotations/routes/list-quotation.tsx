// /list-quotation (spec 001 sections 2, 5 and 9): search, start and end date (required; six months ago to
// today by default), status filter, sort toggle (newest first), add link and export menu (CSV, .xlsx, ZIP
// of PDFs); cards with the menu Edit, Delete, Approved, Rejected, Void; a details modal; pages of 10.
// Unlike the spec's screen, the list refreshes after a status change so the badge is right.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import { paths } from '../../../config/paths';
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
import { usePaging } from '../../../hooks/use-paging';
import { useQuotationFilters } from '../hooks/use-quotation-filters';
import { LIST_MESSAGES, PAGE_SIZE, sortQuotations } from '../quotation-list';

export default function ListQuotation() {
  usePageTitle('List Quotation');
  const listFilters = useQuotationFilters();
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const [newestFirst, setNewestFirst] = useState(true);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [noteOf, setNoteOf] = useState<Quotation | null>(null);
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);

  const quotations = useQuotations(filters, datesValid);
  const changeStatus = useChangeQuotationStatus();

  const sorted = useMemo(
    () => sortQuotations(quotations.data ?? [], newestFirst),
    [quotations.data, newestFirst],
  );
  const { pages, current, shown, setPage } = usePaging(sorted, PAGE_SIZE);

  const setDecision = async (quotation: Quotation, decided: DecidedStatus) => {
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

      <QuotationFilterBar
        filters={listFilters}
        onFilterChange={() => setPage(1)}
        newestFirst={newestFirst}
        onNewestFirstChange={setNewestFirst}
        count={quotations.data ? sorted.length : undefined}
      />

      {!datesValid ? (
        <Alert color="yellow">Choose a start and an end date to see your quotations.</Alert>
      ) : quotations.isPending ? (
        <Center h={160}>
          <Loader aria-label="Loading quotations" />
        </Center>
      ) : quotations.isError ? (
        <Alert color="red">{errorMessage(quotations.error, ', ')}</Alert>
      ) : sorted.length === 0 ? (
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
          {shown.map((quotation) => (
            <QuotationCard
              key={quotation.id}
              quotation={quotation}
              onDetails={() => setDetailsId(quotation.id)}
              onNote={() => setNoteOf(quotation)}
              onDelete={() => setConfirm({ kind: 'delete', quotation })}
              onVoid={() => setConfirm({ kind: 'void', quotation })}
              onStatus={(decided) => setDecision(quotation, decided)}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            aria-label="Quotation pages"
            withEdges
          />
        </Group>
      )}

      <QuotationDetailsModal
        quotation={sorted.find((quotation) => quotation.id === detailsId) ?? null}
        onClose={() => setDetailsId(null)}
      />
      <QuotationNoteModal quotation={noteOf} onClose={() => setNoteOf(null)} />
      <QuotationConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
