// A quotation as every call answers it (spec 001 section 3, decisions.md 'Document fields'): the spec's
// names for the engine's columns (tax 1 is vat_*, tax 2 is tax1_*; the discount as typed), amounts as
// numbers with 2 decimals, rates and percentages in percent, the stored status plus is_expired. A list
// row is the same without lines, attachments and pdfLink.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { discountValueToNumber } from '@tradebook/domain/documents/document.schemas';
import { fromQuantityMilli } from '@tradebook/domain/documents/quantity';
import { fromMinor } from '@tradebook/domain/money/money';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { isQuotationExpired, quotationStatusLabel } from '@tradebook/domain/quotations/quotation-status';
import type {
  Quotation,
  QuotationItem,
  QuotationListRow,
} from '@tradebook/domain/quotations/quotation.schemas';
import type { DocumentListRow, DocumentRow, LineRow } from '../documents/document-rows';
import type { DocumentParts } from '../documents/read-documents';
import { lineTypeOf, storedDiscount } from '../documents/save-document';
import { currencyById } from '../lookups/currencies';
import { quotationState } from './quotation-kind';

export function toQuotationItem(line: LineRow): QuotationItem {
  const type = lineTypeOf(line);
  return {
    item_id: line.id,
    quotation_id: line.document_id,
    name: line.name,
    description: line.description,
    quantity: fromQuantityMilli(line.quantity_milli),
    unit_price: fromMinor(line.unit_price_minor),
    type,
    service_type: type,
    total: fromMinor(line.line_total_minor),
    amount: fromMinor(line.line_total_minor),
    item_no: line.item_no,
    category_id: line.category_id,
    category_type: line.category_type,
  };
}

type ClientFields = Pick<Client, 'business_name' | 'email' | 'full_name' | 'notes'>;

/** Every field a quotation and its list row share. */
function quotationFields(row: DocumentRow, client: ClientFields, today: string, attachmentCount: number) {
  const discount = storedDiscount(row);
  const discountValue = discountValueToNumber(discount);
  const currency = currencyById(row.currency_id);
  const state = quotationState(row);
  return {
    id: row.id,
    quotation_id: row.id,
    quotation_number: row.number,
    quotation_date: row.document_date,
    expiry_date: row.due_date,
    validity_term: row.terms_days,
    quotation_status: row.status,
    status: row.status,
    quotation_type: row.is_void !== 0 ? ('void' as const) : ('draft' as const),
    is_expired: isQuotationExpired(state, today),
    status_label: quotationStatusLabel(state, today),
    client_id: row.client_id,
    currency_id: row.currency_id,
    notes: row.notes,
    items_total: fromMinor(row.items_total_minor),
    total_discount_amount: fromMinor(row.discount_minor),
    discount_type: discount.type,
    discount_value: discountValue,
    discount: { type: discount.type, discount: discountValue },
    sub_total: fromMinor(row.subtotal_minor),
    total_amount_net: fromMinor(row.subtotal_minor),
    vat_name: row.tax1_name,
    vat_percent: percentFromMilli(row.tax1_percent_milli),
    vat_amount: fromMinor(row.tax1_minor),
    tax1_name: row.tax2_name,
    tax1_percent: percentFromMilli(row.tax2_percent_milli),
    tax1_amount: fromMinor(row.tax2_minor),
    total_amount_gross: fromMinor(row.total_minor),
    total_amount_paid: 0,
    is_image: attachmentCount > 0 ? ('Y' as const) : ('N' as const),
    client: {
      client_id: row.client_id,
      business_name: client.business_name,
      email: client.email,
      name: client.full_name,
      notes: client.notes,
    },
    currency: {
      id: row.currency_id,
      symbol: currency?.symbol ?? '',
      code: currency?.code ?? '',
      name: currency?.name ?? '',
    },
    sent_at: row.sent_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toQuotation(parts: DocumentParts): Quotation {
  return Object.assign(quotationFields(parts.row, parts.client, parts.today, parts.attachments.length), {
    quotation_items: parts.lines.map(toQuotationItem),
    quotation_attachments: parts.attachments,
    invoice: null,
    pdfLink: parts.pdfLink,
  });
}

export function toQuotationListRow(row: DocumentListRow, today: string): QuotationListRow {
  const client = {
    business_name: row.client_business_name,
    email: row.client_email,
    full_name: row.client_full_name,
    // As a client's own answer says it (clients/client-response.ts).
    notes: row.client_notes.trim() === '' ? NOT_AVAILABLE : row.client_notes,
  };
  // Added to the one object rather than spread into a second: a page maps 50 of them.
  return Object.assign(quotationFields(row, client, today, row.attachment_count), {
    invoice: null,
    attachment_count: row.attachment_count,
    has_note: row.notes !== '',
  });
}
