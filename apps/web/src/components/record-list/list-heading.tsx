// The heading row of a list screen: its title, and its buttons on the right.
import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export function ListHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
