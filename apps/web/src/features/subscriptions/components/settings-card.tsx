// One card of the Subscription tab: a titled section, named by its title for screen readers.
import { useId, type ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
