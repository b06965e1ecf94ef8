// Answers of the credit note calls and of the invoice they credit, for the credit note screens' tests: the
// worked example (Oak board 3 x 19.99, Fixings 1 x 12.00, 10% off, VAT 20%, Levy 7.5%: 82.58), sent.
// (A feature imports no other feature, so the invoice is written here as the server answers it.)
import type { CreditNote, CreditNoteListRow } from '@tradebook/domain/credit-notes/credit-note.schemas';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';

const line = (id: number, name: string, quantity: number, unitPrice: number, total: number) => ({
  item_id: id,
  invoice_id: 1,
  name,
  description: '',
  quantity,
  unit_price: unitPrice,
  type: 'parts' as const,
  service_type: 'parts' as const,
  total,
  amount: total,
  item_no: '',
  category_id: null,
  category_type: '',
  credited_amount: 0,
});

const party = {
  is_image: 'N' as const,
  client: { client_id: 7, business_name: 'Client Co', email: 'jo@example.com', name: 'Jo Client', notes: '' },
  currency: { id: 826, symbol: '£', code: 'GBP', name: 'Pound sterling' },
};

const money = {
  client_id: 7,
  currency_id: 826,
  notes: '',
  items_total: 71.97,
  total_discount_amount: 7.2,
  discount_type: 'percent' as const,
  discount_value: 10,
  discount: { type: 'percent' as const, discount: 10 },
  sub_total: 64.77,
  total_amount_net: 64.77,
  vat_name: 'VAT',
  vat_percent: 20,
  vat_amount: 12.95,
  tax1_name: 'Levy',
  tax1_percent: 7.5,
  tax1_amount: 4.86,
  total_amount_gross: 82.58,
};

export function sentInvoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    invoice_id: 1,
    invoice_number: 'INV-000001',
    invoice_date: '2026-11-21',
    expiry_date: '2026-12-19',
    validity_term: 28,
    invoice_status: 'sent',
    status: 'sent',
    invoice_type: 'draft',
    is_overdue: false,
    badges: ['Discount', 'Draft'],
    ...money,
    total_amount_paid: 0,
    invoice_discount: { type: 'percent', discount: 10 },
    total_amount_credited: 0,
    remaining_due: 82.58,
    credit: 0,
    invoice_items: [line(11, 'Oak board', 3, 19.99, 59.97), line(12, 'Fixings', 1, 12, 12)],
    payments: [],
    payment: [],
    invoice_attachments: [],
    credit_notes: [],
    credited_totals: {
      items_total: 0,
      total_discount_amount: 0,
      sub_total: 0,
      vat_amount: 0,
      tax1_amount: 0,
      total_amount_gross: 0,
    },
    ...party,
    quotation: null,
    pdfLink: 'http://localhost/api/v3/download/invoice/1/1/INV-000001.pdf?expires=1&sig=x',
    sent_at: '2026-11-21T10:00:00.000Z',
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The Fixings line credited: 12.00, 10% off, VAT 2.16 and Levy 0.81: 13.77. */
export function creditNoteFixture(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 5,
    credit_note_id: 5,
    credit_note_number: 'CN-000001',
    credit_note_date: '2026-11-25',
    credit_note_status: 'issued',
    status: 'issued',
    invoice_id: 1,
    invoice_number: 'INV-000001',
    ...money,
    notes: 'Fixings returned.',
    items_total: 12,
    total_discount_amount: 1.2,
    sub_total: 10.8,
    total_amount_net: 10.8,
    vat_amount: 2.16,
    tax1_amount: 0.81,
    total_amount_gross: 13.77,
    settlement: 'none',
    applied_amount: 13.77,
    refunded_amount: 0,
    kept_credit_amount: 0,
    credit_note_items: [
      {
        ...line(20, 'Fixings', 1, 12, 12),
        credit_note_id: 5,
        invoice_item_id: 12,
      },
    ],
    ...party,
    pdfLink: 'http://localhost/api/v3/download/credit_note/1/5/CN-000001.pdf?expires=1&sig=x',
    sent_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function creditNoteRowFixture(overrides: Partial<CreditNoteListRow> = {}): CreditNoteListRow {
  const {
    credit_note_items: _items,
    pdfLink: _link,
    ...row
  } = creditNoteFixture(overrides as Partial<CreditNote>);
  return { ...row, attachment_count: 0, has_note: row.notes !== '', ...overrides };
}
