import { describe, expect, it } from 'vitest';
import { creditNoteStatusWord, invoiceStatusWord, quotationStatusWord } from './status-words';

const TODAY = '2026-12-06';
const invoice = { status: 'draft', isVoid: false, dueDate: '2026-12-20', viewed: false };
const quotation = {
  status: 'draft',
  isVoid: false,
  expiryDate: '2026-12-20',
  viewed: false,
  invoiced: false,
};

describe('invoiceStatusWord', () => {
  it('says one plain word for each real state', () => {
    expect(invoiceStatusWord(invoice, TODAY)).toBe('Draft');
    expect(invoiceStatusWord({ ...invoice, status: 'sent' }, TODAY)).toBe('Sent');
    expect(invoiceStatusWord({ ...invoice, status: 'sent', viewed: true }, TODAY)).toBe('Viewed');
    expect(invoiceStatusWord({ ...invoice, status: 'partpaid', viewed: true }, TODAY)).toBe('Part-paid');
    expect(invoiceStatusWord({ ...invoice, status: 'paid' }, TODAY)).toBe('Paid');
    expect(invoiceStatusWord({ ...invoice, status: 'credited' }, TODAY)).toBe('Credited');
    expect(invoiceStatusWord({ ...invoice, status: 'paid', isVoid: true }, TODAY)).toBe('Void');
  });

  it('says Overdue once the due date has passed and something is still owed', () => {
    const late = { ...invoice, dueDate: '2026-12-01' };
    expect(invoiceStatusWord({ ...late, status: 'sent', viewed: true }, TODAY)).toBe('Overdue');
    expect(invoiceStatusWord({ ...late, status: 'partpaid' }, TODAY)).toBe('Overdue');
    expect(invoiceStatusWord({ ...late, status: 'paid' }, TODAY)).toBe('Paid');
    expect(invoiceStatusWord({ ...invoice, dueDate: TODAY, status: 'sent' }, TODAY)).toBe('Sent');
  });
});

describe('quotationStatusWord', () => {
  it('says one plain word for each real state', () => {
    expect(quotationStatusWord(quotation, TODAY)).toBe('Draft');
    expect(quotationStatusWord({ ...quotation, status: 'sent' }, TODAY)).toBe('Sent');
    expect(quotationStatusWord({ ...quotation, status: 'pending' }, TODAY)).toBe('Sent');
    expect(quotationStatusWord({ ...quotation, status: 'sent', viewed: true }, TODAY)).toBe('Viewed');
    expect(quotationStatusWord({ ...quotation, status: 'approved' }, TODAY)).toBe('Approved');
    expect(quotationStatusWord({ ...quotation, status: 'rejected' }, TODAY)).toBe('Rejected');
    expect(quotationStatusWord({ ...quotation, status: 'approved', invoiced: true }, TODAY)).toBe('Invoiced');
    expect(quotationStatusWord({ ...quotation, status: 'sent', isVoid: true }, TODAY)).toBe('Void');
  });

  it('says Expired past the expiry date while unanswered, never once answered', () => {
    const old = { ...quotation, expiryDate: '2026-12-01' };
    expect(quotationStatusWord({ ...old, status: 'sent', viewed: true }, TODAY)).toBe('Expired');
    expect(quotationStatusWord({ ...old, status: 'approved' }, TODAY)).toBe('Approved');
  });
});

describe('creditNoteStatusWord', () => {
  it('says Issued until e-mailed, then Sent', () => {
    expect(creditNoteStatusWord('issued')).toBe('Issued');
    expect(creditNoteStatusWord('sent')).toBe('Sent');
  });
});
