// The fields every kind's answer shares, under the spec's names (docs/reference/documents.md 'Fields'): the
// engine's columns as tax 1 = vat_*, tax 2 = tax1_*, the discount as typed, amounts as numbers with 2
// decimals, rates in percent, the client and currency blocks. A kind adds its own number, date, status
// and id names (quotation_*, invoice_*) around them.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { discountValueToNumber } from '@tradebook/domain/documents/document.schemas';
import { fromQuantityMilli } from '@tradebook/domain/documents/quantity';
import { fromMinor } from '@tradebook/domain/money/money';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { rateMicroToText } from '@tradebook/domain/money/exchange-rate';
import { currencyById } from '../lookups/currencies';
import type { DocumentListRow, DocumentRow, LineRow } from './document-rows';
import { lineTypeOf, storedDiscount } from './document-columns';

export type AnswerClient = Pick<Client, 'business_name' | 'email' | 'full_name' | 'notes'>;

/** One line, without the name of its document's id (quotation_id, invoice_id). */
export function lineAnswer(line: LineRow) {
  const type = lineTypeOf(line);
  return {
    item_id: line.id,
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

/** The client of a list row, as a client's own answer says it (clients/client-response.ts). */
export function listRowClient(row: DocumentListRow): AnswerClient {
  return {
    business_name: row.client_business_name,
    email: row.client_email,
    full_name: row.client_full_name,
    notes: row.client_notes.trim() === '' ? NOT_AVAILABLE : row.client_notes,
  };
}

export function documentAnswerFields(row: DocumentRow, client: AnswerClient, attachmentCount: number) {
  const discount = storedDiscount(row);
  const discountValue = discountValueToNumber(discount);
  const currency = currencyById(row.currency_id);
  return {
    id: row.id,
    validity_term: row.terms_days,
    client_id: row.client_id,
    currency_id: row.currency_id,
    exchange_rate: row.exchange_rate_micro === null ? null : rateMicroToText(row.exchange_rate_micro),
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
