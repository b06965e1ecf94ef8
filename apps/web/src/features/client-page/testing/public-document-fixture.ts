// The client's page of a document as the server answers it (PublicDocumentSchema), for the screen tests.
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';

export function publicInvoiceFixture(overrides: Partial<PublicDocument> = {}): PublicDocument {
  return {
    kind: 'invoice',
    language: 'us',
    title: 'Invoice',
    number: 'INV-000001',
    status: 'sent',
    status_label: 'Due',
    status_word: 'Sent',
    is_void: false,
    document_date: '2026-11-21',
    due_date: '2026-12-05',
    facts: [
      { label: 'Date', value: '21 Nov 2026' },
      { label: 'Due date', value: '5 Dec 2026' },
    ],
    business: {
      name: 'Baker Joinery Ltd',
      lines: ['Alex Baker', '12 High Street', 'alex@baker.example'],
      ids: [{ label: 'Tax/VAT No.', value: 'GB123456789' }],
      logo_url: null,
    },
    recipient: { heading: 'Bill to', name: 'Acme <Holdings>', lines: ['Jordan Smith', 'jordan@acme.co.uk'] },
    currency: { code: 'GBP', symbol: '£' },
    items: [
      {
        name: 'Copper pipe',
        description: '15 mm, per metre',
        quantity: '3',
        unit_price: 19.99,
        unit_price_text: '£19.99',
        total: 59.97,
        total_text: '£59.97',
      },
    ],
    totals: [
      { label: 'Items total', amount: 59.97, text: '£59.97', grand: false },
      { label: 'Total (GBP)', amount: 59.97, text: '£59.97', grand: true },
    ],
    payment_sections: [
      { heading: 'International', rows: [{ label: 'IBAN', value: 'GB29NWBK60161331926819' }] },
    ],
    notes: 'Thank you <b>kindly</b>',
    stamp: null,
    total: 59.97,
    paid: 0,
    remaining_due: 59.97,
    remaining_due_text: '£59.97',
    pay: { paypal_url: 'https://paypal.me/BakerJoinery/59.97GBP', card: true },
    quotation: null,
    pdf_url: 'http://localhost/api/v3/public/document/TOKEN/pdf',
    ...overrides,
  };
}

export function publicQuotationFixture(overrides: Partial<PublicDocument> = {}): PublicDocument {
  return publicInvoiceFixture({
    kind: 'quotation',
    title: 'Quotation',
    number: 'QUO-000001',
    status_label: 'Awaiting your answer',
    recipient: { heading: 'Quotation for', name: 'Acme <Holdings>', lines: [] },
    pay: null,
    quotation: { can_answer: true, refusal: null, decision: null },
    ...overrides,
  });
}
