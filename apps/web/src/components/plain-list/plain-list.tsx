// A list without bullets for a handful of rows (a dialog's picks, the payments recorded, the items added on
// this visit): a named <ul> for a screen reader, or a dimmed sentence when there is nothing to list.
import type { ReactElement } from 'react';
import { Stack, Text } from '@mantine/core';

export interface PlainListProps<Row> {
  rows: readonly Row[];
  /** Names the list, e.g. 'Payments'. */
  label: string;
  /** What shows instead of an empty list. */
  empty: string;
  /** One row: an <li> element (`component="li"`) with its key. */
  renderRow: (row: Row) => ReactElement;
}

export function PlainList<Row>({ rows, label, empty, renderRow }: PlainListProps<Row>) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map(renderRow)}
    </Stack>
  );
}
