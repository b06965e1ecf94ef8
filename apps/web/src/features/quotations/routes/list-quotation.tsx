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
  Menu,
  Modal,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileZip,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { QUOTATION_MESSAGES, type Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { DecidedStatus, QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useChangeQuotationStatus } from '../api/change-quotation-status';
import { useDeleteQuotation } from '../api/delete-quotation';
import { exportQuotations, type QuotationExportFormat } from '../api/export-quotations';
import { useQuotations, type QuotationListFilters } from '../api/get-quotations';
import { useVoidQuotation } from '../api/void-quotation';
import { QuotationCard } from '../components/quotation-card';
import { QuotationDetailsModal } from '../components/quotation-details-modal';

export const PAGE_SIZE = 10;

/** Spec 001 section 9, in its order. */
export const STATUS_OPTIONS: Array<{ value: QuotationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
];

export const LIST_MESSAGES = {
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
} as const;

/** Newest first (by date, then the later number) or oldest first. */
export function sortQuotations(list: readonly Quotation[], newestFirst: boolean): Quotation[] {
  const sorted = [...list].sort(
    (a, b) =>
      a.quotation_date.localeCompare(b.quotation_date) ||
      a.quotation_number.localeCompare(b.quotation_number),
  );
  return newestFirst ? sorted.reverse() : sorted;
}

type Confirm = { kind: 'delete' | 'void'; quotation: Quotation } | null;

export default function ListQuotation() {
  usePageTitle('List Quotation');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [startDate, setStartDate] = useState(() => dayjs().subtract(6, 'month').format('YYYY-MM-DD'));
  const [endDate, setEndDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [status, setStatus] = useState<QuotationFilter>('all');
  const [newestFirst, setNewestFirst] = useState(true);
  const [page, setPage] = useState(1);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [noteOf, setNoteOf] = useState<Quotation | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [exporting, setExporting] = useState<QuotationExportFormat | null>(null);

  const dateErrors = {
    start: startDate.trim() === '' ? QUOTATION_MESSAGES.startDateRequired : undefined,
    end: endDate.trim() === '' ? QUOTATION_MESSAGES.endDateRequired : undefined,
  };
  const datesValid = !dateErrors.start && !dateErrors.end;
  const filters: QuotationListFilters = {
    search_field: debouncedSearch,
    start_date: startDate,
    end_date: endDate,
    category: status,
  };
  const quotations = useQuotations(filters, datesValid);
  const changeStatus = useChangeQuotationStatus();
  const voidQuotation = useVoidQuotation();
  const deleteQuotation = useDeleteQuotation();

  const sorted = useMemo(
    () => sortQuotations(quotations.data ?? [], newestFirst),
    [quotations.data, newestFirst],
  );
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };

  const setDecision = async (quotation: Quotation, decided: DecidedStatus) => {
    try {
      await changeStatus.mutateAsync({ quotation_id: quotation.id, status: decided });
      notifySuccess(LIST_MESSAGES.updated);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const confirmAction = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'delete') {
        await deleteQuotation.mutateAsync({
          quotation_id: confirm.quotation.id,
          client_id: confirm.quotation.client_id,
        });
        notifySuccess(LIST_MESSAGES.deleted);
      } else {
        await voidQuotation.mutateAsync(confirm.quotation.id);
        notifySuccess(LIST_MESSAGES.voided);
      }
      setConfirm(null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const runExport = async (format: QuotationExportFormat) => {
    if (!datesValid) {
      if (dateErrors.start) notifyError(dateErrors.start);
      if (dateErrors.end) notifyError(dateErrors.end);
      return;
    }
    setExporting(format);
    try {
      await exportQuotations(format, filters);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Quotations
        </Title>
        <Group gap="sm">
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                rightSection={<IconChevronDown size={16} />}
                loading={exporting !== null}
              >
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => runExport('csv')}>
                CSV
              </Menu.Item>
              <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => runExport('xlsx')}>
                Excel (.xlsx)
              </Menu.Item>
              <Menu.Item leftSection={<IconFileZip size={16} />} onClick={() => runExport('zip')}>
                ZIP of PDFs
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button component={Link} to={paths.addQuotation} leftSection={<IconPlus size={16} />}>
            Add Quotation
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextInput
            label="Search"
            placeholder="Number, client name or e-mail"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => filtered(() => setSearch(event.currentTarget.value))}
            type="search"
          />
          <TextInput
            label="Start Date"
            type="date"
            value={startDate}
            onChange={(event) => filtered(() => setStartDate(event.currentTarget.value))}
            error={dateErrors.start}
            withAsterisk
          />
          <TextInput
            label="End Date"
            type="date"
            value={endDate}
            onChange={(event) => filtered(() => setEndDate(event.currentTarget.value))}
            error={dateErrors.end}
            withAsterisk
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => filtered(() => setStatus((value as QuotationFilter | null) ?? 'all'))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md" gap="sm">
          <Switch
            label="Newest first"
            checked={newestFirst}
            onChange={(event) => setNewestFirst(event.currentTarget.checked)}
          />
          {quotations.data && (
            <Text size="sm" c="dimmed">
              {sorted.length === 1 ? '1 quotation' : `${sorted.length} quotations`}
            </Text>
          )}
        </Group>
      </Paper>

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
      <Modal
        opened={noteOf !== null}
        onClose={() => setNoteOf(null)}
        title={noteOf ? `Note: ${noteOf.quotation_number}` : 'Note'}
      >
        <Text style={{ whiteSpace: 'pre-line' }}>{noteOf?.notes}</Text>
      </Modal>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'void' ? 'Void quotation' : 'Delete quotation'}
      >
        <Text mb="lg">
          {confirm?.kind === 'void'
            ? `Do you want to void ${confirm.quotation.quotation_number}? A void quotation can no longer be edited, e-mailed or approved.`
            : `Do you want to delete ${confirm?.quotation.quotation_number ?? 'this quotation'}?`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={confirmAction}
            loading={deleteQuotation.isPending || voidQuotation.isPending}
          >
            {confirm?.kind === 'void' ? 'Void' : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
