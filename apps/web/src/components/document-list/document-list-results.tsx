// What every kind's document list shows under its filter bar (docs/reference/documents.md 'Screens' and
// 'Limits'), kind-neutral (ADR 0204): a prompt while a date is missing, a loader, the call's error, an empty
// state with a link to add one, or the kind's cards in a grid; then its pages. The kind gives its words, its
// add path and its cards; quotations and invoices thus answer a load, an error and an empty list the same
// way.
import { Alert, Center, Loader, SimpleGrid } from '@mantine/core';
import type { SimpleGridProps } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { EmptyListState, type EmptyListWording } from '../empty-list-state';
import { ListPagination } from '../list-pagination';

export interface DocumentListWording extends EmptyListWording {
  /** 'Choose a start and an end date to see your invoices.' */
  chooseDates: string;
  /** The loader's and the grid's accessible names: 'Loading invoices', 'Invoices'. */
  loading: string;
  grid: string;
  /** The pages' landmark: 'Invoice pages'. */
  pages: string;
}

export interface DocumentListResultsProps<Row> {
  wording: DocumentListWording;
  addPath: string;
  datesValid: boolean;
  /** Whether a search or a status other than all narrows the list (chooses the empty state's words). */
  narrowed: boolean;
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** How the call's error messages are joined (the quotation list writes them on one line). */
  errorSeparator?: string;
  rows: readonly Row[];
  cols: SimpleGridProps['cols'];
  /** Extra attributes of the grid (the invoice list marks its layout with data-view). */
  gridProps?: Record<`data-${string}`, string>;
  renderCard: (row: Row) => React.ReactNode;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

export function DocumentListResults<Row>({
  wording,
  addPath,
  datesValid,
  narrowed,
  query,
  errorSeparator,
  rows,
  cols,
  gridProps,
  renderCard,
  page,
  lastPage,
  onPage,
}: DocumentListResultsProps<Row>) {
  return (
    <>
      {!datesValid ? (
        <Alert color="yellow">{wording.chooseDates}</Alert>
      ) : query.isPending ? (
        <Center h={160}>
          <Loader aria-label={wording.loading} />
        </Center>
      ) : query.isError ? (
        <Alert color="red">{errorMessage(query.error, errorSeparator)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyListState wording={wording} addPath={addPath} narrowed={narrowed} />
      ) : (
        <SimpleGrid cols={cols} spacing="md" aria-label={wording.grid} {...gridProps}>
          {rows.map(renderCard)}
        </SimpleGrid>
      )}
      {datesValid && <ListPagination total={lastPage} value={page} onChange={onPage} label={wording.pages} />}
    </>
  );
}
