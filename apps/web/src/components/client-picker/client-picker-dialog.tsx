// The client picker of quotations and invoices (docs/reference/clients.md 'Screens'): a search over full
// name, business name and e-mail (any case), client cards 4 per page, and an Add Client link. The server
// searches and pages (get_quotation_client_list), so the picker stays quick whatever the number of clients.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { paths } from '../../config/paths';
import { useListPage } from '../../hooks/use-list-page';
import { useSearchText } from '../../hooks/use-search-text';
import { usePickerClients } from '../../lib/api/clients/get-clients';
import { clientTitle } from '../../lib/clients/client-title';
import { PickerList } from '../picker-list/picker-list';
import { SearchInput } from '../search-input/search-input';
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
  const { search, setSearch, debounced } = useSearchText();
  const { page, setPage } = useListPage(debounced);
  const clients = usePickerClients(debounced, { page, limit: CLIENT_PAGE_SIZE });

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
          <SearchInput
            label={t('client_picker.search')}
            placeholder={t('client_picker.search_placeholder')}
            value={search}
            onChange={setSearch}
            style={{ flex: 1 }}
          />
          <Anchor component={Link} to={paths.addClient} mb={8} style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} wrap="nowrap">
              <IconPlus size={14} aria-hidden />
              {t('client_picker.add')}
            </Group>
          </Anchor>
        </Group>
        <PickerList
          loading={clients.isLoading}
          rows={clients.data?.rows ?? []}
          pagination={clients.data?.pagination}
          page={page}
          onPage={setPage}
          words={{
            loading: t('client_picker.loading'),
            list: t('client_picker.list'),
            empty: t(debounced ? 'client_picker.no_match' : 'client_picker.none'),
            pages: t('client_picker.pages'),
            pick: t('client_picker.select'),
          }}
          pickLabel={(client) => t('client_picker.select_name', { name: client.full_name })}
          onPick={(client) => {
            onPick(client);
            onClose();
          }}
          renderRow={(client) => (
            <>
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
            </>
          )}
        />
      </Stack>
    </Modal>
  );
}
