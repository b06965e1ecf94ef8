// One client of the client list (docs/reference/clients.md 'Screens'): business name, full name, e-mail,
// phone, a Note button when there are notes, edit and delete.
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconNote, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { paths } from '../../../config/paths';
import { clientTitle } from '../../../lib/clients/client-title';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';
import { WRAP_ANYWHERE } from '../../../lib/wrap-anywhere';
import { EditDeleteActions } from '../../../components/record-list/edit-delete-actions';

export interface ClientCardProps {
  client: Client;
  onShowNote: () => void;
  onDelete: () => void;
}

export function ClientCard({ client, onShowNote, onDelete }: ClientCardProps) {
  const { t } = useTranslation('clients');
  const phone = client.phone1 || client.phone2;
  return (
    <Card withBorder padding="md" component="article" aria-label={clientTitle(client)}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" style={WRAP_ANYWHERE}>
            {clientTitle(client)}
          </Text>
          {client.business_name && <Text size="sm">{client.full_name}</Text>}
          <Group gap={6} wrap="nowrap">
            <IconMail size={14} aria-hidden />
            <Anchor href={`mailto:${client.email}`} size="sm" style={WRAP_ANYWHERE}>
              {client.email}
            </Anchor>
          </Group>
          {phone && (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={14} aria-hidden />
              <Anchor href={`tel:${phone}`} size="sm">
                {formatPhoneNumber(phone)}
              </Anchor>
            </Group>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <EditDeleteActions
            editPath={paths.editClient(client.id)}
            editLabel={t('card.edit', { name: client.full_name })}
            deleteLabel={t('card.delete', { name: client.full_name })}
            onDelete={onDelete}
          />
        </Group>
      </Group>
      {client.notes !== NOT_AVAILABLE && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconNote size={14} />}
            onClick={onShowNote}
            aria-label={t('card.note_for', { name: client.full_name })}
          >
            {t('card.note')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
