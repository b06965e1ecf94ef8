// The list screen of every kind of document (docs/reference/documents.md 'Screens' and 'Limits';
// docs/decisions/0234-one-document-screen-set.md), driven by the kind's description: the heading with the
// export menu (CSV, .xlsx, a PDF summary, a ZIP of PDFs) and the add link, the filter bar (search, start and
// end date, the kind's statuses (from its description), newest first, the count), then the kind's cards 10 a page. The server
// filters, orders and pages (docs/reference/api.md 'Lists answer one page'); the count is its total. A link
// may open the list on one of the kind's statuses (`/list-invoice?status=overdue`). The kind gives its
// statuses, its purpose, its add link and its card; its dialogs come in as children.
import { useSearchParams } from 'react-router';
import { Stack, type SimpleGridProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useDocumentFilters } from '../../hooks/use-document-filters';
import { useLastPageFallback, useListPage } from '../../hooks/use-list-page';
import { getDocumentExportLink } from '../../lib/api/documents/document-calls';
import { useDocuments } from '../../lib/api/documents/document-queries';
import type { DocumentKind, StatusOption } from '../../lib/documents/kinds/document-kind';
import { usePageTitle } from '../../lib/page-title';
import { DocumentFilterBar } from '../document-filter-bar/document-filter-bar';
import { DocumentListHeader } from '../document-list/document-list-header';
import { DocumentListResults, type DocumentListWording } from '../document-list/document-list-results';
import { ExportMenu } from '../export-menu/export-menu';
import { LayoutToggle, useListView } from './layout-toggle';

/** Every document list shows 10 a page (the server pages: docs/reference/api.md 'Lists answer one page'). */
export const DOCUMENT_PAGE_SIZE = 10;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list's words from the kind's noun ('invoice', 'invoices'), with the kind's purpose and add link:
 * each sentence is the catalogue's, chosen by the kind's name where a language's grammar needs it
 * (docs/decisions/0253-kind-sentences-by-the-kind-name.md). */
export function listWording(
  kind: Pick<DocumentKind, 'name' | 'noun' | 'plural'>,
  own: Pick<DocumentListWording, 'purpose' | 'addLink'>,
  t: TFunction<'document-screens'>,
): DocumentListWording {
  const words = { kind: kind.name, noun: kind.noun, plural: kind.plural };
  return {
    chooseDates: t('list.choose_dates', words),
    loading: t('list.loading', words),
    grid: capitalised(kind.plural),
    noMatch: t('list.no_match', words),
    noneYet: t('list.none_yet', words),
    pages: t('list.pages', { ...words, noun: capitalised(kind.noun) }),
    ...own,
  };
}

export interface DocumentListScreenProps<Row> {
  // The list request's type is the kind's own; the screen sends the shared filters with a page.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<any, Row, any>;
  /** The browser tab's title: 'List Invoice'. */
  pageTitle: string;
  wording: Pick<DocumentListWording, 'purpose' | 'addLink'>;
  addPath: string;
  /** The heading's add button: 'Add Invoice'. */
  addLabel: string;
  /** The grid's columns; one card a row while the list layout is chosen. */
  cols: SimpleGridProps['cols'];
  renderCard: (row: Row) => React.ReactNode;
  /** Offer the list/grid choice in the filter bar, remembered for the kind (the invoices' list). */
  layoutToggle?: boolean;
  errorSeparator?: string;
  /** The kind's dialogs (preview, confirmations, payment). */
  children?: React.ReactNode;
}

export function DocumentListScreen<Row>({
  kind,
  pageTitle,
  wording,
  addPath,
  addLabel,
  cols,
  renderCard,
  layoutToggle = false,
  errorSeparator,
  children,
}: DocumentListScreenProps<Row>) {
  const { t } = useTranslation('document-screens');
  usePageTitle(pageTitle);
  const [view, setView] = useListView(`tradebook.${kind.queryKey[0]}.view`);
  // The kind's status filter, in its order; the first is the default. The same array on every render:
  // the filter's Select resets itself when its data changes.
  const statusOptions = kind.statusOptions as StatusOption[];
  const [params] = useSearchParams();
  const linked = statusOptions.find((option) => option.value === params.get('status'));
  const listFilters = useDocumentFilters<string>(linked?.value ?? statusOptions[0]!.value);
  const { debouncedSearch, status, datesValid, dateErrors, filters } = listFilters;
  const { page, setPage } = useListPage(filters);
  const documents = useDocuments(kind, { ...filters, page, limit: DOCUMENT_PAGE_SIZE }, datesValid);
  const pagination = documents.data?.pagination;
  useLastPageFallback(page, pagination, setPage);

  return (
    <Stack gap="lg">
      <DocumentListHeader
        title={capitalised(kind.plural)}
        exportMenu={
          <ExportMenu
            requestLink={(format, signal) => getDocumentExportLink(kind, format, filters, signal)}
            datesValid={datesValid}
            dateErrors={dateErrors}
          />
        }
        addPath={addPath}
        addLabel={addLabel}
      />
      <DocumentFilterBar
        filters={listFilters}
        statusOptions={statusOptions}
        count={pagination?.total}
        noun={{ one: kind.noun, many: kind.plural }}
        extra={layoutToggle && <LayoutToggle view={view} onChange={setView} />}
      />
      <DocumentListResults
        wording={listWording(kind, wording, t)}
        addPath={addPath}
        datesValid={datesValid}
        narrowed={debouncedSearch !== '' || status !== statusOptions[0]!.value}
        query={documents}
        errorSeparator={errorSeparator}
        rows={documents.data?.rows ?? []}
        cols={layoutToggle && view === 'list' ? 1 : cols}
        gridProps={layoutToggle ? { 'data-view': view } : undefined}
        renderCard={renderCard}
        page={page}
        lastPage={pagination?.last_page ?? 1}
        onPage={setPage}
      />
      {children}
    </Stack>
  );
}
