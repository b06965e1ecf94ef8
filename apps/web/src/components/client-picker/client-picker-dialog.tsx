// The client picker of quotations and invoices (spec 001 section 2): a search over full name, business
// name and e-mail (any case), client cards 4 per page, and an Add Client link.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { paths } from '../../config/paths';
import { usePickerClients } from '../../lib/api/clients/get-clients';
import { clientTitle } from '../../lib/clients/client-title';

/** Spec 001 section 9: the client picker shows 4 per page. */
export const CLIENT_PAGE_SIZE = 4;

export interface ClientPickerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen client; the dialog closes after. */
  onPick: (client: Client) => void;
}

export function ClientPickerDialog({ opened, onClose, onPick }: ClientPickerDialogProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const clients = usePickerClients(debounced);
  const list = clients.data ?? [];
  const pages = Math.max(1, Math.ceil(list.length / CLIENT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = list.slice((current - 1) * CLIENT_PAGE_SIZE, current * CLIENT_PAGE_SIZE);

  return (
    <Modal opened={opened} onClose={onClose} title="Select Client" size="lg">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Search clients"
            placeholder="Full name, business name or e-mail"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
            style={{ flex: 1 }}
          />
          <Anchor component={Link} to={paths.addClient} mb={8} style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} wrap="nowrap">
              <IconPlus size={14} aria-hidden />
              Add Client
            </Group>
          </Anchor>
        </Group>
        {clients.isLoading ? (
          <Loader size="sm" aria-label="Loading clients" />
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            {debounced ? 'No client matches.' : 'No clients yet.'}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Clients">
            {shown.map((client) => (
              <Paper key={client.id} component="li" withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {clientTitle(client)}
                    </Text>
                    {client.business_name && <Text size="sm">{client.full_name}</Text>}
                    <Text size="sm" c="dimmed" truncate>
                      {client.email}
                    </Text>
                    {(client.phone1 || client.phone2) && (
                      <Text size="sm" c="dimmed">
                        {client.phone1 || client.phone2}
                      </Text>
                    )}
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Select ${client.full_name}`}
                    onClick={() => {
                      onPick(client);
                      onClose();
                    }}
                  >
                    Select
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Client pages" />
        )}
      </Stack>
    </Modal>
  );
}
