// The export columns every kind of document shares, in the order each kind's CSV and spreadsheet show them:
// the client, the currency and the money of the document (docs/reference/documents.md 'Fields'). A kind
// puts its own columns (number, dates, status, what it adds after the total) around these.
import { percentFromMilli } from '@tradebook/domain/money/percent';
import type { ExportColumn } from '../../exports/export-writers';
import { currencyById } from '../lookups/currencies';
import type { ExportRecord } from './document-kind';

export const CLIENT_AND_AMOUNT_COLUMNS: readonly ExportColumn<ExportRecord>[] = [
  { header: 'Client', kind: 'text', value: ({ row }) => row.client_business_name, width: 24 },
  { header: 'Contact', kind: 'text', value: ({ row }) => row.client_full_name, width: 20 },
  { header: 'Client Email', kind: 'text', value: ({ row }) => row.client_email, width: 26 },
  { header: 'Currency', kind: 'text', value: ({ row }) => currencyById(row.currency_id)?.code ?? '' },
  { header: 'Items Total', kind: 'money', value: ({ row }) => row.items_total_minor },
  { header: 'Discount', kind: 'money', value: ({ row }) => row.discount_minor },
  { header: 'Subtotal', kind: 'money', value: ({ row }) => row.subtotal_minor },
  { header: 'VAT Name', kind: 'text', value: ({ row }) => row.tax1_name },
  { header: 'VAT %', kind: 'number', value: ({ row }) => percentFromMilli(row.tax1_percent_milli) },
  { header: 'VAT Amount', kind: 'money', value: ({ row }) => row.tax1_minor },
  { header: 'Tax Name', kind: 'text', value: ({ row }) => row.tax2_name },
  { header: 'Tax %', kind: 'number', value: ({ row }) => percentFromMilli(row.tax2_percent_milli) },
  { header: 'Tax Amount', kind: 'money', value: ({ row }) => row.tax2_minor },
  { header: 'Total', kind: 'money', value: ({ row }) => row.total_minor },
];
