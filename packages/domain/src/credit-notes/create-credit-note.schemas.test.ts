import { describe, expect, it } from 'vitest';
import { documentMailDefaults, messageParagraphs } from '../documents/document-mail';
import { CreateCreditNoteSchema } from './create-credit-note.schemas';

const issues = (body: unknown) => {
  const parsed = CreateCreditNoteSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('credit_note/create_from_invoice', () => {
  it('credits everything left when no lines are sent, dated today when no date is sent', () => {
    expect(CreateCreditNoteSchema.parse({ invoice_id: '7' })).toEqual({
      invoiceId: 7,
      date: null,
      lines: null,
      settlement: null,
      notes: '',
    });
  });

  it('reads chosen lines as JSON or as form text, with quantities and prices as scaled integers', () => {
    const lines = [{ item_id: 3, quantity: '1.5', unit_price: 19.99 }, { item_id: '4' }];
    const expected = [
      { lineId: 3, quantityMilli: 1500, unitPriceMinor: 1999 },
      { lineId: 4, quantityMilli: undefined, unitPriceMinor: undefined },
    ];
    expect(CreateCreditNoteSchema.parse({ invoice_id: 7, credit_note_items: lines }).lines).toEqual(expected);
    expect(
      CreateCreditNoteSchema.parse({ invoice_id: 7, credit_note_items: JSON.stringify(lines) }).lines,
    ).toEqual(expected);
  });

  it('answers each problem in its own words', () => {
    expect(issues({})).toEqual(['Invoice ID is required.']);
    expect(issues({ invoice_id: 1, credit_note_date: '2026-02-30' })).toEqual([
      'Credit note date must be a valid date (YYYY-MM-DD).',
    ]);
    expect(issues({ invoice_id: 1, settlement: 'cash' })).toEqual([
      'Settlement must be refunded or kept_as_credit.',
    ]);
    expect(issues({ invoice_id: 1, credit_note_items: '[{' })).toEqual([
      "Credited lines must be a list of the invoice's lines.",
    ]);
    expect(issues({ invoice_id: 1, credit_note_items: [{ item_id: 1, quantity: -1 }] })).toEqual([
      'Quantity must be greater than 0.',
    ]);
    expect(issues({ invoice_id: 1, credit_note_items: [{ item_id: 1, unit_price: '1.234' }] })).toEqual([
      'Unit price must be a number with at most 2 decimals.',
    ]);
    expect(issues({ invoice_id: 1, credit_note_items: [{}] })).toEqual([
      "Each credited line needs the item_id of the invoice's line.",
    ]);
  });
});

describe('the e-mail of a credit note', () => {
  const facts = {
    kind: 'credit_note' as const,
    number: 'CN-000001',
    businessName: 'Alex Baker',
    clientName: 'Jordan Smith',
    documentDate: '2026-11-25',
    dueDate: '2026-11-25',
    currencySymbol: '£',
    totalMinor: 1999,
    paidMinor: 0,
  };

  it('names the credit note, its invoice and what became of a part already paid', () => {
    const lowered = documentMailDefaults({
      ...facts,
      creditNote: { invoiceNumber: 'INV-000003', refundedMinor: 0, keptCreditMinor: 0 },
    });
    expect(lowered.subject).toBe('Credit note CN-000001 from Alex Baker');
    expect(messageParagraphs(lowered.message)).toEqual([
      'Dear Jordan Smith,',
      'Please find attached credit note CN-000001 dated 25 Nov 2026 for £19.99, crediting invoice INV-000003.',
      'It lowers what is due on invoice INV-000003.',
      'If you have any questions, simply reply to this e-mail.',
    ]);
    const refunded = documentMailDefaults({
      ...facts,
      creditNote: { invoiceNumber: 'INV-000003', refundedMinor: 1000, keptCreditMinor: 0 },
    });
    expect(refunded.message).toContain('£10.00 of it, which you had already paid, is being refunded to you.');
    const kept = documentMailDefaults({
      ...facts,
      creditNote: { invoiceNumber: 'INV-000003', refundedMinor: 0, keptCreditMinor: 1000 },
    });
    expect(kept.message).toContain('£10.00 of it, which you had already paid, is kept as credit for you.');
  });

  it('says what is still due on an invoice after its credit notes', () => {
    const mail = documentMailDefaults({
      ...facts,
      kind: 'invoice',
      number: 'INV-000003',
      totalMinor: 8258,
      creditedMinor: 8258,
    });
    expect(mail.message).toContain('It has been credited in full: nothing is due.');
    const partly = documentMailDefaults({
      ...facts,
      kind: 'invoice',
      number: 'INV-000003',
      totalMinor: 8258,
      creditedMinor: 1000,
    });
    expect(partly.message).toContain('£72.58 is due by 25 Nov 2026.');
  });
});
