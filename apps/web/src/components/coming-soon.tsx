import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/page-title';

/** A route whose screen arrives with a later release. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Paper p="xl" withBorder>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">Coming soon.</Text>
      </Stack>
    </Paper>
  );
}
