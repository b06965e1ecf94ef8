// An invoice as the server answers it, for the screen tests (the shape of InvoiceSchema), a payment, and
// a row of the invoice list (InvoiceListRowSchema: no lines, payments, attachments or pdfLink).
import type { Invoice, InvoiceListRow, Payment } from '@tradebook/domain/invoices/invoice.schemas';

export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  const id = overrides.id ?? 1;
  return {
    id,
    payment_id: id,
    invoice_id: 1,
    submitted_amount: 30,
    submission_date: '2026-11-22',
    amount: 82.58,
    status: 'partially_paid',
    method: 'Cash',
    description: '',
    created_at: '2026-11-22T10:00:00.000Z',
    by_card: false,
    ...overrides,
  };
}

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  const id = overrides.id ?? 1;
  const payments = overrides.payments ?? [];
  return {
    id,
    invoice_id: id,
    invoice_number: `INV-00000${id}`,
    invoice_date: '2026-11-21',
    expiry_date: '2026-12-19',
    validity_term: 28,
    invoice_status: 'draft',
    status: 'draft',
    invoice_type: 'draft',
    is_overdue: false,
    badges: ['Nill', 'Discount', 'Draft'],
    client_id: 7,
    currency_id: 826,
    notes: '',
    items_total: 71.97,
    total_discount_amount: 7.2,
    discount_type: 'percent',
    discount_value: 10,
    discount: { type: 'percent', discount: 10 },
    invoice_discount: { type: 'percent', discount: 10 },
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
    total_amount_credited: 0,
    remaining_due: 82.58,
    credit: 0,
    invoice_items: [
      {
        item_id: 11,
        invoice_id: id,
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
        credited_amount: 0,
      },
      {
        item_id: 12,
        invoice_id: id,
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
        credited_amount: 0,
      },
    ],
    payments,
    payment: payments,
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
    is_image: 'N',
    client: {
      client_id: 7,
      business_name: 'Client Co',
      email: 'jo@example.com',
      name: 'Jo Client',
      notes: '',
    },
    currency: { id: 826, symbol: '£', code: 'GBP', name: 'Pound sterling' },
    quotation: null,
    pdfLink: `http://localhost/api/v3/download/invoice/1/${id}/INV-00000${id}.pdf?expires=1&sig=x`,
    sent_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** An invoice with a part payment of £30.00 of its £82.58. */
export function partPaidInvoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  const payments = [paymentFixture()];
  return invoiceFixture({
    invoice_status: 'partpaid',
    status: 'partpaid',
    invoice_type: 'partpaid',
    badges: ['P/Paid', 'Discount'],
    total_amount_paid: 30,
    remaining_due: 52.58,
    payments,
    payment: payments,
    ...overrides,
  });
}

export function invoiceRowFixture(overrides: Partial<InvoiceListRow> = {}): InvoiceListRow {
  const {
    invoice_items: _items,
    payments: _payments,
    payment: _payment,
    invoice_attachments: attachments,
    credit_notes: _creditNotes,
    credited_totals: _creditedTotals,
    pdfLink: _pdfLink,
    ...row
  } = invoiceFixture(overrides as Partial<Invoice>);
  return {
    ...row,
    attachment_count: attachments.length,
    has_note: row.notes.trim() !== '' && row.notes !== 'N/A',
    ...overrides,
  };
}
