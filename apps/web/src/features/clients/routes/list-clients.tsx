// /list-clients (docs/reference/clients.md 'Screens'): search, sort by business name, add, the 'more' menu
// (e-mail the listed clients, analytics once invoices exist, print, download CSV), cards with notes, edit,
// delete; pages of 10, searched, sorted and paged by the server (docs/reference/api.md 'Lists answer one
// page').
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Menu, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  IconChartBar,
  IconChevronDown,
  IconDownload,
  IconMail,
  IconPlus,
  IconPrinter,
} from '@tabler/icons-react';
import type { Client, GetClientsRequest } from '@tradebook/domain/clients/clients.schemas';
import { paths } from '../../../config/paths';
import { useListPage } from '../../../hooks/use-list-page';
import { useSearchText } from '../../../hooks/use-search-text';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useDeleteClient } from '../api/delete-client';
import { exportClients } from '../api/export-clients';
import { CLIENTS_QUERY_KEY, useClients } from '../../../lib/api/clients/get-clients';
import { clientTitle } from '../../../lib/clients/client-title';
import { ClientCard } from '../components/client-card';
import { ClientPrintSheet } from '../components/client-print-sheet';
import { printSheet } from '../../../components/print-sheet/print-sheet';
import { ImportButton } from '../../../components/import-dialog/import-button';
import { OwnerOnly } from '../../../components/owner-only';
import { ConfirmDeleteDialog } from '../../../components/record-list/confirm-delete-dialog';
import { ListHeading } from '../../../components/record-list/list-heading';
import { RecordListResults } from '../../../components/record-list/record-list-results';
import { SearchInput } from '../../../components/search-input/search-input';

/** The client list shows 10 a page. */
export const CLIENT_LIST_PAGE_SIZE = 10;

/** mailto: with the listed clients in Bcc, so they do not see each other's addresses. */
export function mailtoClients(clients: readonly Client[]): string {
  return `mailto:?bcc=${clients.map((client) => encodeURIComponent(client.email)).join(',')}`;
}

export default function ListClients() {
  const { t } = useTranslation('clients');
  usePageTitle(t('list.page_title'));
  const { search, setSearch, debounced } = useSearchText();
  const [byBusinessName, setByBusinessName] = useState(false);
  const [note, setNote] = useState<Client | null>(null);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  const deleteClient = useDeleteClient();

  const filters: GetClientsRequest = {
    search_text: debounced,
    sort: byBusinessName ? 'business_name' : 'date',
  };
  const { page, setPage } = useListPage(filters);
  const clients = useClients({ ...filters, page, limit: CLIENT_LIST_PAGE_SIZE });
  const list = clients.data?.rows ?? [];

  const downloadCsv = async () => {
    try {
      await exportClients(filters);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg">
      <ListHeading title={t('list.title')}>
        <ImportButton kind="clients" label={t('list.import')} queryKey={CLIENTS_QUERY_KEY} />
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
      </ListHeading>

      <Paper withBorder p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <SearchInput
            label={t('list.search')}
            placeholder={t('list.search_placeholder')}
            value={search}
            onChange={setSearch}
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

      <RecordListResults
        query={clients}
        rows={list}
        pagination={clients.data?.pagination}
        page={page}
        onPage={setPage}
        wording={{
          noneYet: t('empty.none_yet'),
          purpose: t('empty.purpose'),
          noMatch: t('empty.no_match'),
          addLink: t('empty.add'),
          loading: t('list.loading'),
          grid: t('list.clients'),
          pages: t('list.pages'),
        }}
        addPath={paths.addClient}
        narrowed={debounced !== ''}
        cols={{ base: 1, sm: 2, lg: 3 }}
        renderCard={(client) => (
          <ClientCard
            key={client.id}
            client={client}
            onShowNote={() => setNote(client)}
            onDelete={() => setToDelete(client)}
          />
        )}
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
      <ConfirmDeleteDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        remove={(client) => deleteClient.mutateAsync(client.id)}
        deleting={deleteClient.isPending}
        words={{
          title: t('list.delete_title'),
          question: t('list.delete_question', { name: toDelete ? clientTitle(toDelete) : '' }),
          cancel: t('list.cancel'),
          delete: t('list.delete'),
          done: t('list.deleted'),
          close: t('shared:close_dialog'),
        }}
      />
    </Stack>
  );
}
