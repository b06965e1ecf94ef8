// Exports of a filtered list of documents, for every kind: CSV, a spreadsheet (.xlsx), a PDF summary (a
// table of the documents with their totals per currency) and a ZIP of the documents' PDFs. The export call answers a signed, expiring link (response[0]); the file is made when
// the link is opened, from the filters signed into it, and streamed: rows are read in batches of
// EXPORT_BATCH in the list's order, so memory stays flat whatever the number of documents.
//
// Every export call counts against the owner's limit of heavy work (accounts/heavy-work-limits.ts), and a
// ZIP holds at most MAX_ZIP_DOCUMENTS: each of its PDFs takes a worker thread's time (docs/decisions/0118).
import type { DocumentFilters } from '@tradebook/domain/documents/list-documents.schemas';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import type { DocumentKind } from './document-kind';
import type { DocumentRowFilters } from './document-rows';
import { documentPdfs, exportRecords } from './document-batches';
import { summaryTotals, summarySubtitle } from './document-summary';
import { signedExportUrl } from '../../exports/download-links';
import { csvStream, xlsxStream, zipStream } from '../../exports/export-writers';
import { loadLetterhead } from './letterhead';
import { documentRowFilters, listDocuments } from './list-documents';
import { today } from './read-documents';

export const EXPORT_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { contentType: 'application/pdf' },
  zip: { contentType: 'application/zip' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** Rows read per query while exporting. */
const EXPORT_BATCH = 500;

/** Far more than a business sends at once, and a ZIP of them still takes minutes to draw. */
export const MAX_ZIP_DOCUMENTS = 1000;
export const ZIP_TOO_LARGE_MESSAGE = 'Narrow the filters: a ZIP holds at most 1,000 documents.';

/** Refuses (422) a ZIP of more documents than it may hold; the count is the list's own (kept) total. */
async function requireZipSize<Filter extends string>(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind<Filter>,
  filters: DocumentFilters<Filter>,
): Promise<void> {
  const { pagination } = await listDocuments(ctx, owner, kind, { ...filters, page: 1, limit: 1 });
  if (pagination.total > MAX_ZIP_DOCUMENTS) throw new AppError('validation', ZIP_TOO_LARGE_MESSAGE);
}

function exportFilename(kind: DocumentKind, filters: DocumentFilters, format: ExportFormat): string {
  const range = filters.from || filters.to ? `-${filters.from ?? 'start'}-to-${filters.to ?? 'today'}` : '';
  return `${kind.exportName}${range}.${format}`;
}

/** The signed link of an export of the documents `filters` select. */
export async function documentExportUrl<Filter extends string>(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind<Filter>,
  filters: DocumentFilters<Filter>,
  format: ExportFormat,
): Promise<string> {
  await limitHeavyWork(ctx, owner, 'export');
  if (format === 'zip') await requireZipSize(ctx, owner, kind, filters);
  // The link carries the filters as the list call takes them, so opening it reads them the same way.
  const request = {
    search_field: filters.search,
    start_date: filters.from,
    end_date: filters.to,
    category: filters.status,
    order: filters.order,
  };
  return signedExportUrl(
    ctx,
    owner,
    { kind: kind.exportName, filename: exportFilename(kind, filters, format) },
    request,
  );
}

/** Each document's PDF as a file of the ZIP. */
async function* zipEntries(pdfs: ReturnType<typeof documentPdfs>) {
  for await (const { pdf } of pdfs) yield { name: pdf.filename, content: pdf.content };
}

export interface ExportFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

/** The list as a PDF report: the kind's summary columns, and per currency the totals of the documents
 * that are not void. */
async function summaryPdf(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  filters: DocumentFilters,
  rowFilters: DocumentRowFilters,
): Promise<Readable> {
  const letterhead = await loadLetterhead(ctx, owner);
  const totals = summaryTotals();
  async function* rows() {
    for await (const record of exportRecords(ctx, owner, kind, rowFilters, EXPORT_BATCH)) {
      totals.add(record.row);
      yield record;
    }
  }
  return ctx.pdf.renderSummary({
    title: `${kind.noun}s`,
    subtitle: summarySubtitle(letterhead.name, filters, today(ctx)),
    columns: kind.summaryColumns,
    rows: rows(),
    totals: () => totals.lines(),
  });
}

/** The file behind an export link. `filename` says the format; the filters come signed with the link. */
export async function openDocumentExport<Filter extends string>(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind<Filter>,
  link: { filename: string; filters: unknown },
): Promise<ExportFile> {
  const format = link.filename.slice(link.filename.lastIndexOf('.') + 1) as ExportFormat;
  const parsed = kind.filtersSchema.safeParse(link.filters);
  if (
    !(format in EXPORT_FORMATS) ||
    !parsed.success ||
    exportFilename(kind, parsed.data, format) !== link.filename
  ) {
    throw notFound();
  }
  // Documents written since the link was made could have taken the ZIP over its size.
  if (format === 'zip') await requireZipSize(ctx, owner, kind, parsed.data);
  const filters = documentRowFilters(ctx, kind, parsed.data);
  const { contentType } = EXPORT_FORMATS[format];
  const stream = await exportStream(ctx, owner, kind, format, parsed.data, filters);
  return { filename: link.filename, contentType, stream };
}

async function exportStream(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  format: ExportFormat,
  requested: DocumentFilters,
  filters: DocumentRowFilters,
): Promise<Readable> {
  switch (format) {
    case 'zip':
      return zipStream(zipEntries(documentPdfs(ctx, owner, kind, filters, EXPORT_BATCH)));
    case 'csv':
      return csvStream(kind.exportColumns, exportRecords(ctx, owner, kind, filters, EXPORT_BATCH));
    case 'xlsx':
      return xlsxStream(
        kind.exportSheet,
        kind.exportColumns,
        exportRecords(ctx, owner, kind, filters, EXPORT_BATCH),
      );
    case 'pdf':
      return summaryPdf(ctx, owner, kind, requested, filters);
  }
}
