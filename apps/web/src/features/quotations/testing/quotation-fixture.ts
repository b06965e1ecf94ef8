// A quotation as the server answers it, for the screen tests (the shape of QuotationSchema), and a row of
// the quotation list (QuotationListRowSchema: no lines, attachments or pdfLink).
import type { Quotation, QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';

export function quotationFixture(overrides: Partial<Quotation> = {}): Quotation {
  const id = overrides.id ?? 1;
  return {
    id,
    quotation_id: id,
    quotation_number: `QUO-00000${id}`,
    quotation_date: '2026-11-21',
    expiry_date: '2026-12-19',
    validity_term: 28,
    quotation_status: 'draft',
    status: 'draft',
    quotation_type: 'draft',
    is_expired: false,
    status_label: 'draft',
    client_id: 7,
    currency_id: 826,
    notes: '',
    items_total: 71.97,
    total_discount_amount: 7.2,
    discount_type: 'percent',
    discount_value: 10,
    discount: { type: 'percent', discount: 10 },
    sub_total: 64.77,
    total_amount_net: 64.77,
    vat_name: 'VAT',
    vat_percent: 20,
    vat_amount: 12.95,
    tax1_name: 'Levy',
    tax1_percent: 7.5,
    tax1_amount: 4.86,
    total_amount_gross: 82.58,
    total_amount_paid: 0,
    quotation_items: [
      {
        item_id: 11,
        quotation_id: id,
        name: 'Oak board',
        description: '',
        quantity: 3,
        unit_price: 19.99,
        type: 'parts',
        service_type: 'parts',
        total: 59.97,
        amount: 59.97,
        item_no: 'ITEM-000001',
        category_id: null,
        category_type: '',
      },
      {
        item_id: 12,
        quotation_id: id,
        name: 'Fixings',
        description: '',
        quantity: 1,
        unit_price: 12,
        type: 'parts',
        service_type: 'parts',
        total: 12,
        amount: 12,
        item_no: '',
        category_id: null,
        category_type: '',
      },
    ],
    quotation_attachments: [],
    is_image: 'N',
    client: {
      client_id: 7,
      business_name: 'Client Co',
      email: 'jo@example.com',
      name: 'Jo Client',
      notes: '',
    },
    currency: { id: 826, symbol: '£', code: 'GBP', name: 'Pound sterling' },
    invoice: null,
    client_decision: null,
    pdfLink: `http://localhost/api/v3/download/quotation/1/${id}/QUO-00000${id}.pdf?expires=1&sig=x`,
    sent_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function quotationRowFixture(overrides: Partial<QuotationListRow> = {}): QuotationListRow {
  const {
    quotation_items: _items,
    quotation_attachments: attachments,
    pdfLink: _pdfLink,
    ...row
  } = quotationFixture(overrides as Partial<Quotation>);
  return {
    ...row,
    attachment_count: attachments.length,
    has_note: row.notes.trim() !== '' && row.notes !== 'N/A',
    ...overrides,
  };
}
