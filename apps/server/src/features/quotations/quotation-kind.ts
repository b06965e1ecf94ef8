// Quotations as a kind of document (documents/document-kind.ts): QUO-000001 numbers, editable only while
// a draft, the list's status filter, and what the PDF, the e-mail and the exports say
// (docs/reference/quotations.md 'Statuses';
// docs/decisions/0103-quotation-status.md).
import { MAX_ATTACHMENTS_PER_DOCUMENT } from '@tradebook/domain/documents/attachments.schemas';
import { QuotationFiltersSchema } from '@tradebook/domain/quotations/list-quotations.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import {
  isQuotationExpired,
  OPEN_STATUSES,
  statusAfterSending,
  type QuotationFilter,
} from '@tradebook/domain/quotations/quotation-status';
import type { DocumentKind } from '../documents/document-kind';
import { CLIENT_AND_AMOUNT_COLUMNS } from '../documents/document-export-columns';
import { buildSharedMailFacts } from '../documents/document-mail-facts';
import type { DocumentRow } from '../documents/document-rows';
import { documentMoney } from '../documents/document-summary';

/** The stored row as the domain's quotation rules read it. */
export function quotationState(row: Pick<DocumentRow, 'status' | 'is_void' | 'due_date'>) {
  return { status: row.status, type: row.is_void !== 0 ? 'void' : 'draft', expiryDate: row.due_date };
}

/** The status an export shows: void, expired (on the export's day), else the stored status. */
function exportedStatus(row: DocumentRow, today: string): string {
  return row.is_void !== 0 ? 'void' : isQuotationExpired(quotationState(row), today) ? 'expired' : row.status;
}

export const quotationKind: DocumentKind<QuotationFilter> = {
  kind: 'quotation',
  numberKind: 'QUO',
  exportName: 'quotations',
  noun: 'Quotation',
  termsSetting: 'quotation_days',
  editable: { statuses: ['draft'] },
  maxAttachments: MAX_ATTACHMENTS_PER_DOCUMENT,
  messages: {
    notEditable: QUOTATION_MESSAGES.notEditable,
    voidNotEditable: QUOTATION_MESSAGES.voidNotEditable,
    voidEmail: QUOTATION_MESSAGES.voidEmail,
    clientHasNoEmail: QUOTATION_MESSAGES.clientHasNoEmail,
    attachmentsRequired: QUOTATION_MESSAGES.attachmentsRequired,
    tooManyAttachments: QUOTATION_MESSAGES.tooManyAttachments,
    currencyInvalid: QUOTATION_MESSAGES.currencyInvalid,
  },
  pdf: {
    title: 'QUOTATION',
    numberLabel: 'Quotation No.',
    dueLabel: 'Valid until',
    recipientHeading: 'Quotation for',
  },
  filtersSchema: QuotationFiltersSchema,
  /** A status keeps quotations that are not void; 'void' keeps the void ones; 'expired' keeps open
   * quotations whose expiry date has passed; 'all' keeps everything. */
  rowFilters(filter, today) {
    switch (filter) {
      case 'all':
        return {};
      case 'void':
        return { void: 'only' };
      case 'expired':
        return { void: 'exclude', statuses: OPEN_STATUSES, dueBefore: today };
      default:
        return { void: 'exclude', statuses: [filter] };
    }
  },
  clientLink: { callToAction: 'View, accept or decline this quotation online:' },
  statusAfterSending,
  mailFacts(row, client, letterhead) {
    return {
      kind: 'quotation',
      ...buildSharedMailFacts(row, client, letterhead),
      paidMinor: 0,
    };
  },
  exportSheet: 'Quotations',
  exportColumns: [
    { header: 'Quotation Number', kind: 'text', value: ({ row }) => row.number, width: 18 },
    { header: 'Quotation Date', kind: 'text', value: ({ row }) => row.document_date, width: 14 },
    { header: 'Valid Until', kind: 'text', value: ({ row }) => row.due_date, width: 14 },
    { header: 'Status', kind: 'text', value: ({ row, today }) => exportedStatus(row, today) },
    ...CLIENT_AND_AMOUNT_COLUMNS,
  ],
  summaryColumns: [
    { header: 'Number', width: 0.12, value: ({ row }) => row.number },
    { header: 'Date', width: 0.1, value: ({ row }) => row.document_date },
    { header: 'Valid until', width: 0.1, value: ({ row }) => row.due_date },
    { header: 'Client', width: 0.28, value: ({ row }) => row.client_business_name || row.client_full_name },
    { header: 'Status', width: 0.1, value: ({ row, today }) => exportedStatus(row, today) },
    {
      header: 'Subtotal',
      width: 0.1,
      align: 'right',
      value: ({ row }) => documentMoney(row, row.subtotal_minor),
    },
    {
      header: 'Tax',
      width: 0.1,
      align: 'right',
      value: ({ row }) => documentMoney(row, row.tax1_minor + row.tax2_minor),
    },
    { header: 'Total', width: 0.1, align: 'right', value: ({ row }) => documentMoney(row, row.total_minor) },
  ],
};
