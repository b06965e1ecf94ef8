// What the client and item lists show under their filters (docs/reference/api.md 'Lists answer one page'):
// a loader, the call's error, an empty state with the add link, or the cards in a grid; then the pages.
// When the page shown no longer exists (its last card deleted), the server's last page is asked for.
import type { ReactNode } from 'react';
import { Alert, Loader, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { Pagination } from '@tradebook/domain/api/paging';
import { useLastPageFallback } from '../../hooks/use-list-page';
import { errorMessage } from '../../lib/api-client';
import { EmptyListState, type EmptyListWording } from '../empty-list-state';
import { ListPagination } from '../list-pagination';

export interface RecordListWording extends EmptyListWording {
  /** The loader's, the grid's and the pages' accessible names: 'Loading clients', 'Clients', 'Client pages'. */
  loading: string;
  grid: string;
  pages: string;
}

export interface RecordListResultsProps<Row> {
  query: { isLoading: boolean; isError: boolean; error: unknown };
  rows: readonly Row[];
  pagination: Pagination | undefined;
  page: number;
  onPage: (page: number) => void;
  wording: RecordListWording;
  addPath: string;
  /** Whether a search or filter narrows the list (chooses the empty state's words). */
  narrowed: boolean;
  cols: SimpleGridProps['cols'];
  renderCard: (row: Row) => ReactNode;
}

export function RecordListResults<Row>({
  query,
  rows,
  pagination,
  page,
  onPage,
  wording,
  addPath,
  narrowed,
  cols,
  renderCard,
}: RecordListResultsProps<Row>) {
  useLastPageFallback(page, pagination, onPage);
  return (
    <>
      {query.isLoading ? (
        <Loader aria-label={wording.loading} />
      ) : query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyListState wording={wording} addPath={addPath} narrowed={narrowed} />
      ) : (
        <SimpleGrid cols={cols} spacing="md" aria-label={wording.grid}>
          {rows.map(renderCard)}
        </SimpleGrid>
      )}
      <ListPagination
        total={pagination?.last_page ?? 1}
        value={page}
        onChange={onPage}
        label={wording.pages}
      />
    </>
  );
}
