// Exports of the filtered quotation list: CSV (the spec's quotation_export_by_userId), a spreadsheet
// (.xlsx) and a ZIP of the quotations' PDFs. Each call answers a signed, expiring link in response[0];
// the file itself is made when the link is opened, from the filters signed into it.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { isQuotationExpired } from '@tradebook/domain/quotations/quotation-status';
import {
  ListQuotationsSchema,
  type QuotationFilters,
} from '@tradebook/domain/quotations/list-quotations.schemas';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { notFound } from '../../app-error';
import { listClients } from '../clients/clients.service';
import { toCsv, toXlsx, toZip, type ExportColumn } from '../documents/document-export';
import { signedExportUrl } from '../documents/download-links';
import { loadLetterhead } from '../documents/letterhead';
import { currencyById } from '../lookups/currencies';
import { renderQuotationPdf } from './quotation-pdf';
import type { QuotationRow } from './quotations.repository';
import { listQuotationRowsFor } from './quotations.service';

export const EXPORT_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  zip: { contentType: 'application/zip' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export const EXPORT_KIND = 'quotations';

interface ExportRow {
  row: QuotationRow;
  client: Client | undefined;
  expired: boolean;
}

const COLUMNS: ExportColumn<ExportRow>[] = [
  { header: 'Quotation Number', kind: 'text', value: ({ row }) => row.quotation_number, width: 18 },
  { header: 'Quotation Date', kind: 'text', value: ({ row }) => row.quotation_date, width: 14 },
  { header: 'Valid Until', kind: 'text', value: ({ row }) => row.expiry_date, width: 14 },
  {
    header: 'Status',
    kind: 'text',
    value: ({ row, expired }) => (row.type === 'void' ? 'void' : expired ? 'expired' : row.status),
  },
  { header: 'Client', kind: 'text', value: ({ client }) => client?.business_name ?? '', width: 24 },
  { header: 'Contact', kind: 'text', value: ({ client }) => client?.full_name ?? '', width: 20 },
  { header: 'Client Email', kind: 'text', value: ({ client }) => client?.email ?? '', width: 26 },
  { header: 'Currency', kind: 'text', value: ({ row }) => currencyById(row.currency_id)?.code ?? '' },
  { header: 'Items Total', kind: 'money', value: ({ row }) => row.items_total_minor },
  { header: 'Discount', kind: 'money', value: ({ row }) => row.discount_minor },
  { header: 'Subtotal', kind: 'money', value: ({ row }) => row.sub_total_minor },
  { header: 'VAT Name', kind: 'text', value: ({ row }) => row.vat_name },
  { header: 'VAT %', kind: 'number', value: ({ row }) => percentFromMilli(row.vat_percent_milli) },
  { header: 'VAT Amount', kind: 'money', value: ({ row }) => row.vat_amount_minor },
  { header: 'Tax Name', kind: 'text', value: ({ row }) => row.tax1_name },
  { header: 'Tax %', kind: 'number', value: ({ row }) => percentFromMilli(row.tax1_percent_milli) },
  { header: 'Tax Amount', kind: 'money', value: ({ row }) => row.tax1_amount_minor },
  { header: 'Total', kind: 'money', value: ({ row }) => row.total_gross_minor },
];

function exportFilename(filters: QuotationFilters, format: ExportFormat): string {
  const range = filters.from || filters.to ? `-${filters.from ?? 'start'}-to-${filters.to ?? 'today'}` : '';
  return `quotations${range}.${format}`;
}

/** The signed link of an export of the quotations `filters` select. */
export function quotationExportUrl(
  ctx: AppContext,
  owner: OwnerId,
  filters: QuotationFilters,
  format: ExportFormat,
): Promise<string> {
  // The link carries the filters as the list call takes them, so opening it reads them the same way.
  const request = {
    search_field: filters.search,
    start_date: filters.from,
    end_date: filters.to,
    category: filters.status,
  };
  return signedExportUrl(
    ctx,
    owner,
    { kind: EXPORT_KIND, filename: exportFilename(filters, format) },
    request,
  );
}

export interface ExportFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The file behind an export link. `filename` says the format; the filters come signed with the link. */
export async function buildQuotationExport(
  ctx: AppContext,
  owner: OwnerId,
  link: { filename: string; filters: unknown },
): Promise<ExportFile> {
  const format = link.filename.slice(link.filename.lastIndexOf('.') + 1) as ExportFormat;
  const parsed = ListQuotationsSchema.safeParse(link.filters);
  if (
    !(format in EXPORT_FORMATS) ||
    !parsed.success ||
    exportFilename(parsed.data, format) !== link.filename
  ) {
    throw notFound();
  }
  const rows = await listQuotationRowsFor(ctx, owner, parsed.data);
  const { contentType } = EXPORT_FORMATS[format];
  if (format === 'zip') {
    const letterhead = await loadLetterhead(ctx, owner);
    const files = [];
    for (const row of rows) {
      const pdf = await renderQuotationPdf(ctx, owner, row, letterhead);
      files.push({ name: pdf.filename, content: pdf.content });
    }
    return { filename: link.filename, contentType, content: await toZip(files) };
  }
  const clients = new Map((await listClients(ctx, owner, {})).map((client) => [client.id, client]));
  const today = calendarDateOf(ctx.now());
  const records = rows.map((row) => ({
    row,
    client: clients.get(row.client_id),
    expired: isQuotationExpired({ status: row.status, type: row.type, expiryDate: row.expiry_date }, today),
  }));
  const content =
    format === 'csv'
      ? Buffer.from(toCsv(COLUMNS, records), 'utf8')
      : await toXlsx('Quotations', COLUMNS, records);
  return { filename: link.filename, contentType, content };
}
