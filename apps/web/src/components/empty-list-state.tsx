// What an empty list shows (issue 14): what the list is for, in a sentence, and its add button, so a new
// owner knows what to do next. When a search or filter emptied it, it says so instead of explaining the
// list again; the add button stays either way (the owner's only: an accountant reads).
import { Link } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { OwnerOnly } from './owner-only';

export interface EmptyListWording {
  /** 'No quotations yet' */
  noneYet: string;
  /** What the list is for and why to add one, in the owner's words. */
  purpose: string;
  /** 'No quotation matches these filters.' */
  noMatch: string;
  /** The add button: 'New quotation'. */
  addLink: string;
}

export function EmptyListState({
  wording,
  addPath,
  narrowed,
}: {
  wording: EmptyListWording;
  addPath: string;
  narrowed: boolean;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" maw={520} mx="auto">
        {narrowed ? (
          <Text c="dimmed" ta="center">
            {wording.noMatch}
          </Text>
        ) : (
          <>
            <Title order={2} size="h4" ta="center">
              {wording.noneYet}
            </Title>
            <Text c="dimmed" ta="center">
              {wording.purpose}
            </Text>
          </>
        )}
        <OwnerOnly>
          <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />}>
            {wording.addLink}
          </Button>
        </OwnerOnly>
      </Stack>
    </Paper>
  );
}
