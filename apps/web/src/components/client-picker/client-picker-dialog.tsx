// The client picker of quotations and invoices (docs/reference/clients.md 'Screens'): a search over full
// name, business name and e-mail (any case), client cards 4 per page, and an Add Client link. The server
// searches and pages (get_quotation_client_list), so the picker stays quick whatever the number of clients.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { paths } from '../../config/paths';
import { useLastPageFallback, useListPage } from '../../hooks/use-list-page';
import { usePickerClients } from '../../lib/api/clients/get-clients';
import { clientTitle } from '../../lib/clients/client-title';
import { ListPagination } from '../list-pagination';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';
import { WRAP_ANYWHERE } from '../../lib/wrap-anywhere';

/** docs/reference/clients.md 'Limits': the client picker shows 4 per page. */
export const CLIENT_PAGE_SIZE = 4;

export interface ClientPickerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen client; the dialog closes after. */
  onPick: (client: Client) => void;
}

export function ClientPickerDialog({ opened, onClose, onPick }: ClientPickerDialogProps) {
  const { t } = useTranslation('documents');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { page, setPage } = useListPage(debounced);
  const clients = usePickerClients(debounced, { page, limit: CLIENT_PAGE_SIZE });
  const shown = clients.data?.rows ?? [];
  const pagination = clients.data?.pagination;
  useLastPageFallback(page, pagination, setPage);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('client_picker.title')}
      closeButtonProps={{ 'aria-label': t('editor.close_dialog') }}
      size="lg"
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('client_picker.search')}
            placeholder={t('client_picker.search_placeholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
            style={{ flex: 1 }}
          />
          <Anchor component={Link} to={paths.addClient} mb={8} style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} wrap="nowrap">
              <IconPlus size={14} aria-hidden />
              {t('client_picker.add')}
            </Group>
          </Anchor>
        </Group>
        {clients.isLoading ? (
          <Loader size="sm" aria-label={t('client_picker.loading')} />
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t(debounced ? 'client_picker.no_match' : 'client_picker.none')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('client_picker.list')}
          >
            {shown.map((client) => (
              <Paper key={client.id} component="li" withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={WRAP_ANYWHERE}>
                      {clientTitle(client)}
                    </Text>
                    {client.business_name && <Text size="sm">{client.full_name}</Text>}
                    <Text size="sm" c="dimmed" style={WRAP_ANYWHERE}>
                      {client.email}
                    </Text>
                    {(client.phone1 || client.phone2) && (
                      <Text size="sm" c="dimmed">
                        {formatPhoneNumber(client.phone1 || client.phone2)}
                      </Text>
                    )}
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('client_picker.select_name', { name: client.full_name })}
                    onClick={() => {
                      onPick(client);
                      onClose();
                    }}
                  >
                    {t('client_picker.select')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <ListPagination
          total={pagination?.last_page ?? 1}
          value={page}
          onChange={setPage}
          label={t('client_picker.pages')}
          size="sm"
        />
      </Stack>
    </Modal>
  );
}
