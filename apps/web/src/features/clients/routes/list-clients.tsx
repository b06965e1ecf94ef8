// /list-clients (docs/reference/clients.md 'Screens'): search, sort by business name, add, the 'more' menu
// (e-mail the listed clients, analytics once invoices exist, print, download CSV), cards with notes, edit,
// delete; pages of 10, searched, sorted and paged by the server (docs/reference/api.md 'Lists answer one
// page').
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  IconChartBar,
  IconChevronDown,
  IconDownload,
  IconMail,
  IconPlus,
  IconPrinter,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Client, GetClientsRequest } from '@tradebook/domain/clients/clients.schemas';
import { ListPagination } from '../../../components/list-pagination';
import { paths } from '../../../config/paths';
import { useLastPageFallback, useListPage } from '../../../hooks/use-list-page';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useDeleteClient } from '../api/delete-client';
import { exportClients } from '../api/export-clients';
import { useClients } from '../../../lib/api/clients/get-clients';
import { clientTitle } from '../../../lib/clients/client-title';
import { ClientCard } from '../components/client-card';
import { ClientPrintSheet, printSheet } from '../components/client-print-sheet';
import { EmptyListState } from '../../../components/empty-list-state';
import { ImportDialog } from '../../../components/import-dialog/import-dialog';
import { CLIENTS_QUERY_KEY } from '../../../lib/api/clients/get-clients';
import { OwnerOnly } from '../../../components/owner-only';

/** The client list shows 10 a page. */
export const CLIENT_LIST_PAGE_SIZE = 10;

/** mailto: with the listed clients in Bcc, so they do not see each other's addresses. */
export function mailtoClients(clients: readonly Client[]): string {
  return `mailto:?bcc=${clients.map((client) => encodeURIComponent(client.email)).join(',')}`;
}

export default function ListClients() {
  const { t } = useTranslation('clients');
  usePageTitle(t('list.page_title'));
  const emptyWording = {
    noneYet: t('empty.none_yet'),
    purpose: t('empty.purpose'),
    noMatch: t('empty.no_match'),
    addLink: t('empty.add'),
  };
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [byBusinessName, setByBusinessName] = useState(false);
  const [note, setNote] = useState<Client | null>(null);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  const deleteClient = useDeleteClient();
  const queryClient = useQueryClient();
  const [importOpen, setImportOpen] = useState(false);

  const filters: GetClientsRequest = {
    search_text: debouncedSearch,
    sort: byBusinessName ? 'business_name' : 'date',
  };
  const { page, setPage } = useListPage(filters);
  const clients = useClients({ ...filters, page, limit: CLIENT_LIST_PAGE_SIZE });
  const list = clients.data?.rows ?? [];
  const pagination = clients.data?.pagination;
  useLastPageFallback(page, pagination, setPage);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteClient.mutateAsync(toDelete.id);
      notifySuccess(t('list.deleted'));
      setToDelete(null);
    } catch (error) {
      // A client with documents is refused (409) with a message worth showing.
      notifyError(errorMessage(error));
    }
  };

  const downloadCsv = async () => {
    try {
      await exportClients(filters);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('list.title')}
        </Title>
        <Group gap="sm">
          <OwnerOnly>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImportOpen(true)}
            >
              {t('list.import')}
            </Button>
          </OwnerOnly>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                {t('list.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component="a"
                href={mailtoClients(list)}
                leftSection={<IconMail size={16} />}
                disabled={list.length === 0}
              >
                {t('list.email')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconChartBar size={16} />}
                disabled
                rightSection={<Text size="xs">{t('list.with_invoices')}</Text>}
              >
                {t('list.analytics')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPrinter size={16} />}
                onClick={printSheet}
                disabled={list.length === 0}
              >
                {t('list.print')}
              </Menu.Item>
              <Menu.Item leftSection={<IconDownload size={16} />} onClick={downloadCsv}>
                {t('list.download_csv')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <OwnerOnly>
            <Button component={Link} to={paths.addClient} leftSection={<IconPlus size={16} />}>
              {t('list.add')}
            </Button>
          </OwnerOnly>
        </Group>
      </Group>

      <Paper withBorder p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.search_placeholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 260px' }}
          />
          <Switch
            label={t('list.sort_business_name')}
            checked={byBusinessName}
            onChange={(event) => setByBusinessName(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Paper>

      {clients.isLoading ? (
        <Loader aria-label={t('list.loading')} />
      ) : clients.isError ? (
        <Alert color="red">{errorMessage(clients.error)}</Alert>
      ) : list.length === 0 ? (
        <EmptyListState wording={emptyWording} addPath={paths.addClient} narrowed={debouncedSearch !== ''} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={t('list.clients')}>
          {list.map((client) => (
            <ClientCard
              key={client.id}
              client={client}
              onShowNote={() => setNote(client)}
              onDelete={() => setToDelete(client)}
            />
          ))}
        </SimpleGrid>
      )}
      <ListPagination
        total={pagination?.last_page ?? 1}
        value={page}
        onChange={setPage}
        label={t('list.pages')}
      />

      <ClientPrintSheet clients={list} />
      <Modal
        closeButtonProps={{ 'aria-label': t('shared:close_dialog') }}
        opened={note !== null}
        onClose={() => setNote(null)}
        title={note ? t('list.note_of', { name: clientTitle(note) }) : t('list.note')}
      >
        <Text style={{ whiteSpace: 'pre-line' }}>{note?.notes}</Text>
      </Modal>
      <ImportDialog
        kind="clients"
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY })}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('shared:close_dialog') }}
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('list.delete_title')}
      >
        <Text mb="lg">{t('list.delete_question', { name: toDelete ? clientTitle(toDelete) : '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('list.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete} loading={deleteClient.isPending}>
            {t('list.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
