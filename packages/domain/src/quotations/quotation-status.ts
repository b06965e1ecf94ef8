// Quotation statuses and what may change when (docs/reference/quotations.md 'Statuses' and
// docs/decisions/0103-quotation-status.md). The status is stored as it was last set; "expired" is not
// stored but derived from the expiry date, and answered as `is_expired` beside the stored status.

export const QUOTATION_STATUSES = ['draft', 'sent', 'pending', 'approved', 'rejected'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_TYPES = ['draft', 'void'] as const;
export type QuotationType = (typeof QUOTATION_TYPES)[number];

/** What quotation_change_status may set. */
export const DECIDED_STATUSES = ['approved', 'rejected'] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

/** The list's status filter (docs/reference/quotations.md 'Limits') plus 'expired'. */
export const QUOTATION_FILTERS = [
  'all',
  'approved',
  'pending',
  'rejected',
  'sent',
  'draft',
  'void',
  'expired',
] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];

/** Statuses that expire when the expiry date has passed (docs/reference/documents.md 'Dates and terms'). */
export const OPEN_STATUSES: readonly QuotationStatus[] = ['draft', 'sent', 'pending'];

export interface QuotationState {
  status: string;
  type: string;
  /** 'YYYY-MM-DD'. */
  expiryDate: string;
}

/** Expired: the expiry date is before today and the quotation is still draft, sent or pending (not void). */
export function isQuotationExpired(quotation: QuotationState, today: string): boolean {
  return (
    quotation.type !== 'void' &&
    OPEN_STATUSES.includes(quotation.status as QuotationStatus) &&
    quotation.expiryDate < today
  );
}

/** Only a draft that is not void can be edited (items, discount, taxes, attachments). */
export function isQuotationEditable(quotation: Pick<QuotationState, 'status' | 'type'>): boolean {
  return quotation.type !== 'void' && quotation.status === 'draft';
}

/** The status e-mailing leaves: a draft or pending quotation becomes sent; a decided one keeps its status. */
export function statusAfterSending(status: string): string {
  return status === 'draft' || status === 'pending' ? 'sent' : status;
}

const LABELS: Record<string, string> = {
  sent: 'Sent',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  pending: 'Pending',
  draft: 'draft',
};

/** The badge text of docs/reference/quotations.md 'Statuses' ('Sent', 'Approved', ..., 'draft', 'Void';
 * anything else
 * 'Unknown'). Void and Expired win over the stored status. */
export function quotationStatusLabel(quotation: QuotationState, today: string): string {
  if (quotation.type === 'void') return 'Void';
  if (isQuotationExpired(quotation, today)) return LABELS.expired ?? 'Expired';
  return LABELS[quotation.status] ?? 'Unknown';
}
