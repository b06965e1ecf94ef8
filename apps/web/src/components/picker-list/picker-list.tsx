// The results of a searchable, server-paged picker (the client picker, the existing items of the item
// dialog): a loader, then the page's rows each with its pick button, or what to say when none matched, and
// the pages. When the page shown no longer exists (docs/reference/api.md 'Lists answer one page'), the
// server's last page is asked for instead.
import type { ReactNode } from 'react';
import { Button, Group, Loader, Paper } from '@mantine/core';
import type { Pagination } from '@tradebook/domain/api/paging';
import { useLastPageFallback } from '../../hooks/use-list-page';
import { ListPagination } from '../list-pagination';
import { PlainList } from '../plain-list/plain-list';

export interface PickerListWords {
  loading: string;
  /** Names the list of rows. */
  list: string;
  /** Said when the page holds no row (no match for the search, or none at all). */
  empty: string;
  /** Names the pages. */
  pages: string;
  /** The pick button's text, e.g. 'Select'. */
  pick: string;
}

export interface PickerListProps<Row extends { id: number }> {
  loading: boolean;
  rows: readonly Row[];
  pagination: Pagination | undefined;
  page: number;
  onPage: (page: number) => void;
  words: PickerListWords;
  /** The pick button's accessible name for a row, e.g. 'Select Jane Doe'. */
  pickLabel: (row: Row) => string;
  onPick: (row: Row) => void;
  /** What a row shows beside its button. */
  renderRow: (row: Row) => ReactNode;
}

export function PickerList<Row extends { id: number }>({
  loading,
  rows,
  pagination,
  page,
  onPage,
  words,
  pickLabel,
  onPick,
  renderRow,
}: PickerListProps<Row>) {
  useLastPageFallback(page, pagination, onPage);
  return (
    <>
      {loading ? (
        <Loader size="sm" aria-label={words.loading} />
      ) : (
        <PlainList
          rows={rows}
          label={words.list}
          empty={words.empty}
          renderRow={(row) => (
            <Paper key={row.id} component="li" withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>{renderRow(row)}</div>
                <Button size="xs" variant="light" aria-label={pickLabel(row)} onClick={() => onPick(row)}>
                  {words.pick}
                </Button>
              </Group>
            </Paper>
          )}
        />
      )}
      <ListPagination
        total={pagination?.last_page ?? 1}
        value={page}
        onChange={onPage}
        label={words.pages}
        size="sm"
      />
    </>
  );
}
