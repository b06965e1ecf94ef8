// The three-dots menu of a document card, named 'Actions for <number>' for every kind (ADR 0204); the kind
// gives its items (Edit, Void, Delete, its own statuses).
import { useTranslation } from 'react-i18next';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';

export function DocumentActionsMenu({ number, children }: { number: string; children: React.ReactNode }) {
  const { t } = useTranslation('kinds');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('card.actions_for', { number })}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
