// The heading row of every kind's document list (ADR 0204): its title, then the kind's export menu and an
// add link worded by the kind ('Add Invoice').
import { Link } from 'react-router';
import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { OwnerOnly } from '../owner-only';

export interface DocumentListHeaderProps {
  title: string;
  exportMenu: React.ReactNode;
  addPath: string;
  addLabel: string;
}

export function DocumentListHeader({ title, exportMenu, addPath, addLabel }: DocumentListHeaderProps) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Group gap="sm">
        {exportMenu}
        <OwnerOnly>
          <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />}>
            {addLabel}
          </Button>
        </OwnerOnly>
      </Group>
    </Group>
  );
}
