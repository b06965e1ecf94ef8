// A quotation as every call answers it (spec 001 section 3, decisions.md 'Document fields'): amounts as
// numbers with 2 decimals, rates and percentages in percent, the stored status plus is_expired.
import { discountValueToNumber } from '@tradebook/domain/documents/document.schemas';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import type { DiscountType } from '@tradebook/domain/documents/totals';
import { fromQuantityMilli } from '@tradebook/domain/documents/quantity';
import { fromMinor } from '@tradebook/domain/money/money';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { isQuotationExpired, quotationStatusLabel } from '@tradebook/domain/quotations/quotation-status';
import type {
  DocumentAttachment,
  Quotation,
  QuotationItem,
} from '@tradebook/domain/quotations/quotation.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { currencyById } from '../lookups/currencies';
import type { QuotationItemRow } from './quotation-lines.repository';
import type { QuotationRow } from './quotations.repository';

export function toQuotationItem(row: QuotationItemRow): QuotationItem {
  const type = row.type === 'service' ? 'service' : 'parts';
  return {
    item_id: row.id,
    quotation_id: row.quotation_id,
    name: row.name,
    description: row.description,
    quantity: fromQuantityMilli(row.quantity_milli),
    unit_price: fromMinor(row.unit_price_minor),
    type,
    service_type: type,
    total: fromMinor(row.line_total_minor),
    amount: fromMinor(row.line_total_minor),
    item_no: row.item_no,
    category_id: row.category_id,
    category_type: row.category_type,
  };
}

export function discountOf(row: QuotationRow): { type: DiscountType; value: number } {
  return { type: row.discount_type === 'amount' ? 'amount' : 'percent', value: row.discount_value_scaled };
}

export interface QuotationParts {
  row: QuotationRow;
  lines: QuotationItemRow[];
  attachments: DocumentAttachment[];
  client: Client | undefined;
  pdfLink: string;
  /** 'YYYY-MM-DD': what "expired" is measured against. */
  today: string;
}

export function toQuotationResponse({
  row,
  lines,
  attachments,
  client,
  pdfLink,
  today,
}: QuotationParts): Quotation {
  const discount = discountOf(row);
  const discountValue = discountValueToNumber(discount);
  const currency = currencyById(row.currency_id);
  const state = { status: row.status, type: row.type, expiryDate: row.expiry_date };
  return {
    id: row.id,
    quotation_id: row.id,
    quotation_number: row.quotation_number,
    quotation_date: row.quotation_date,
    expiry_date: row.expiry_date,
    validity_term: row.validity_term,
    quotation_status: row.status,
    status: row.status,
    quotation_type: row.type === 'void' ? 'void' : 'draft',
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
    sub_total: fromMinor(row.sub_total_minor),
    total_amount_net: fromMinor(row.sub_total_minor),
    vat_name: row.vat_name,
    vat_percent: percentFromMilli(row.vat_percent_milli),
    vat_amount: fromMinor(row.vat_amount_minor),
    tax1_name: row.tax1_name,
    tax1_percent: percentFromMilli(row.tax1_percent_milli),
    tax1_amount: fromMinor(row.tax1_amount_minor),
    total_amount_gross: fromMinor(row.total_gross_minor),
    total_amount_paid: 0,
    quotation_items: lines.map(toQuotationItem),
    quotation_attachments: attachments,
    is_image: attachments.length > 0 ? 'Y' : 'N',
    client: {
      client_id: row.client_id,
      business_name: client?.business_name ?? '',
      email: client?.email ?? '',
      name: client?.full_name ?? '',
      notes: client?.notes ?? NOT_AVAILABLE,
    },
    currency: {
      id: row.currency_id,
      symbol: currency?.symbol ?? '',
      code: currency?.code ?? '',
      name: currency?.name ?? '',
    },
    pdfLink,
    sent_at: row.sent_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
